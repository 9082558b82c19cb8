import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema, SERVICE_ROUTES, ServiceSchema } from '@harsh/contract';
import { buildTestApi, type TestApi } from '../../../test/api.js';

const OneService = envelopeSchema(ServiceSchema);

describe('GET /api/get/single/services/:id', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await buildTestApi();
  });
  afterAll(() => t.close());

  const get = (id: string | number) =>
    t.app.inject({ method: 'GET', url: `/api/get/single/services/${id}` });

  it('reads service 4, warehousing, in the envelope', async () => {
    const response = await get(4);
    expect(response.statusCode).toBe(200);
    const body = OneService.parse(response.json());
    expect(body.status).toBe(1);
    expect(body.data).toMatchObject({ id: 4, slug: 'warehousing', icon: 'warehouse' });
    expect(body.data.title.length).toBeGreaterThan(0);
    expect(body.data.summary.length).toBeGreaterThan(0);
    expect(body.data.description).toContain('<h2');
    expect(body.data.image).toMatch(/^\/api\/media\/.+\.svg$/);
  });

  it('reads each fixed service route’s record by its id', async () => {
    for (const { id, slug } of SERVICE_ROUTES) {
      const body = OneService.parse((await get(id)).json());
      expect(body.data).toMatchObject({ id, slug });
    }
  });

  it('answers 404 in the envelope for a service that does not exist', async () => {
    const response = await get(999);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 0, message: 'Not found.', data: null });
  });

  it('answers 422 with a field message for an id that is not a positive whole number', async () => {
    for (const id of ['abc', '0', '-4', '4.5', '99999999999']) {
      const response = await get(id);
      expect(response.statusCode, id).toBe(422);
      const body = response.json();
      expect(body.status).toBe(0);
      expect(body.data.id?.length, id).toBeGreaterThan(0);
    }
  });
});
