import { afterAll, beforeAll, it } from 'vitest';
import { buildTestApi, type TestApi } from '../test/api.js';
let t: TestApi;
beforeAll(async () => { t = await buildTestApi(); });
afterAll(() => t.close());
it('explore', async () => {
  for (const url of ['/api/search?q=warehousing', '/api/search?q=rail', '/api/search?q=' + encodeURIComponent('<script>alert(1)</script> freight'), '/api/get/branch-cities', '/api/get/settings']) {
    const r = await t.app.inject({ method: 'GET', url });
    console.log(url, r.statusCode, JSON.stringify(r.json()).slice(0, 1500));
  }
  const d = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  console.log(d.statusCode, Object.keys(d.json().paths ?? {}), JSON.stringify(d.json().servers));
  for (const [p, payload] of [['/api/get/services', undefined], ['/api/get/blogs', { record: 3 }], ['/api/get/gallery', {}], ['/api/get-branch-locator', { city: 'jaipur' }]] as const) {
    const r = await t.app.inject({ method: 'POST', url: p, ...(payload ? { payload } : {}) });
    console.log(p, r.statusCode, JSON.stringify(r.json()).slice(0, 800));
  }
});
