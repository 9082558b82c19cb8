import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BlogSummary,
  drawingFocalPoint,
  type EditableItem,
  HOME_PAGE_KEYS,
  type HomePageTexts,
  libraryPictureOf,
  MEDIA_MAX_BYTES,
  MEDIA_MESSAGES,
  mediaFileName,
  mediaSrcset,
  type MediaItem,
  type MediaItemDetail,
  type Page,
  type Paginator,
  ROUTE_TEXTS_KEYS,
  type RouteTexts,
  type Service,
  SOCIAL_CARDS,
  socialCardVersion,
  STAFF_MESSAGES,
} from '@harsh/contract';
import { eq } from 'drizzle-orm';
import { galleryItems, media, mediaFiles, pages, services } from '../../db/schema.js';
import { buildTestApi, type TestApi } from '../../test/api.js';
import { signedInStaff } from '../../test/staff.js';

const PASSWORD = 'a password for the media library tests';

let t: TestApi;
const cookies: Record<string, string> = {};

const as = (
  who: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { ...headers, ...(who ? { cookie: cookies[who]! } : {}) },
    ...(payload ? { payload } : {}),
  });

const upload = (
  bytes: Buffer,
  fields: Record<string, unknown> = { alt: 'A truck at the Mandideep hub' },
  who = 'editor',
) =>
  as(who, 'POST', '/media', { file_name: 'photo.jpg', data: bytes.toString('base64'), ...fields });

/** A photograph-like JPEG with camera metadata and a GPS-like comment in its EXIF. */
const photo = (width: number, height: number, orientation?: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .composite([
      {
        input: {
          create: {
            width: Math.round(width / 3),
            height: Math.round(height / 3),
            channels: 3,
            background: { r: 240, g: 160, b: 20 },
          },
        },
        left: 0,
        top: 0,
      },
    ])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'SecretCam', Model: 'Pocket 3', ImageDescription: 'home at 23.1N 77.5E' },
    })
    .withMetadata(orientation ? { orientation } : {})
    .toBuffer();

const mediaCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(media))[0]!.n;

const served = (address: string) => t.app.inject({ method: 'GET', url: address });

beforeAll(async () => {
  t = await buildTestApi({ rateLimits: { windowMs: 60_000, submissions: 1_000, requests: 1_000 } });
  Object.assign(
    cookies,
    await signedInStaff(t.app, t.database.db, ['admin', 'publisher', 'editor', 'sales'], PASSWORD),
  );
});
afterAll(() => t.close());

describe('uploading to the media library', () => {
  it('re-encodes a photo into AVIF and WebP at each width, upright sizes stored, metadata gone, under hashed immutable addresses', async () => {
    const bytes = await photo(2000, 1000);
    const response = await upload(bytes);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(MEDIA_MESSAGES.uploaded);
    const item = response.json().data as MediaItem;
    expect(item).toMatchObject({
      width: 1600,
      height: 800,
      alt: 'A truck at the Mandideep hub',
      decorative: false,
      source_format: 'jpeg',
      created_by: 'editor person',
    });
    const picture = libraryPictureOf(item.address)!;
    expect(picture.hash).toBe(createHash('sha256').update(bytes).digest('hex').slice(0, 16));

    for (const format of ['avif', 'webp'] as const) {
      const addresses = mediaSrcset(picture, format)
        .split(', ')
        .map((entry) => entry.split(' ')[0]!);
      expect(addresses).toHaveLength(3);
      for (const address of addresses) {
        const file = await served(address);
        expect(file.statusCode, address).toBe(200);
        expect(file.headers['content-type']).toBe(`image/${format}`);
        expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const metadata = await sharp(file.rawPayload).metadata();
        expect(metadata.format === 'heif' ? 'avif' : metadata.format).toBe(format);
        expect(metadata.width).toBe(Number(/-(\d+)\.\w+$/.exec(address)![1]));
        expect(metadata.exif).toBeUndefined();
        expect(file.rawPayload.includes('SecretCam')).toBe(false);
      }
    }
    // Asked again with its ETag, nothing is sent.
    const again = await t.app.inject({
      method: 'GET',
      url: item.address,
      headers: { 'if-none-match': `"${item.address.split('/').pop()}"` },
    });
    expect(again.statusCode).toBe(304);
    // The same bytes again are the same entry.
    const twice = await upload(bytes, { alt: 'Another description' });
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toMatchObject({
      message: MEDIA_MESSAGES.alreadyThere,
      data: { id: item.id, alt: 'A truck at the Mandideep hub' },
    });
    const audit = await t.database.db.execute(
      sql`select action from audit_log where target = ${`media:${item.id}`}`,
    );
    expect(JSON.stringify(audit)).toContain('media_uploaded');
  });

  it('keeps a small picture at its own width only, turned the way its camera said', async () => {
    const response = await upload(await photo(300, 200, 6), { alt: 'A label on a carton' });
    expect(response.statusCode, response.body).toBe(201);
    const item = response.json().data as MediaItem;
    expect({ width: item.width, height: item.height }).toEqual({ width: 200, height: 300 });
    const picture = libraryPictureOf(item.address)!;
    expect(mediaSrcset(picture, 'webp')).toBe(
      `/api/media/lib/${mediaFileName(picture, 200, 'webp')} 200w`,
    );
    expect((await served(item.address)).statusCode).toBe(200);
  });

  it('draws a plain SVG into pictures, never serving its markup; a decorative one needs no description', async () => {
    const svg =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60" width="120" height="60"><rect width="120" height="60" fill="#0b3d91"/><circle cx="30" cy="30" r="20" fill="#f5a623"/></svg>';
    const response = await upload(Buffer.from(svg), { decorative: true });
    expect(response.statusCode, response.body).toBe(201);
    const item = response.json().data as MediaItem;
    expect(item).toMatchObject({
      source_format: 'svg',
      width: 1600,
      height: 800,
      decorative: true,
      alt: '',
    });
    const file = await served(item.address);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.rawPayload.includes('<svg')).toBe(false);
  });

  it.each([
    [
      'a text file named .jpg',
      Buffer.from('Consignment list: 12 cartons, Bhopal to Pune\n'),
      MEDIA_MESSAGES.wrongType,
    ],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n'), MEDIA_MESSAGES.wrongType],
    [
      'an SVG with a script',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/api/admin/staff")</script><rect width="10" height="10"/></svg>',
      ),
      MEDIA_MESSAGES.svgActive,
    ],
    [
      'an SVG with an event handler',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
      ),
      MEDIA_MESSAGES.svgActive,
    ],
    [
      'an SVG that loads another file',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="https://example.com/x.png" width="10" height="10"/></svg>',
      ),
      MEDIA_MESSAGES.svgActive,
    ],
    [
      'an SVG declaring another encoding',
      Buffer.from(
        '<?xml version="1.0" encoding="UTF-7"?><svg xmlns="http://www.w3.org/2000/svg">+ADw-script+AD4-alert(1)+ADw-/script+AD4-</svg>',
      ),
      MEDIA_MESSAGES.svgActive,
    ],
    [
      'a damaged JPEG',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]),
      MEDIA_MESSAGES.unreadable,
    ],
  ])(
    'refuses %s with a clear message on the file field, and keeps nothing',
    async (_what, bytes, message) => {
      const before = await mediaCount();
      const response = await upload(bytes);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ status: 0, message, data: { data: [message] } });
      expect(await mediaCount()).toBe(before);
    },
  );

  it('draws an SVG that declares a huge canvas at the widest width, not refusing it for pixels it does not have', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="12000" height="6000" viewBox="0 0 12000 6000"><rect width="12000" height="6000" fill="#1f7a3a"/></svg>';
    const response = await upload(Buffer.from(svg), { alt: 'A green field' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ width: 1600, height: 800 });
  });

  it('gives an entry whose files were lost its files again when the same picture is uploaded', async () => {
    const bytes = await photo(500, 400);
    const item = (await upload(bytes, { alt: 'A pallet jack' })).json().data as MediaItem;
    await t.database.db.delete(mediaFiles).where(eq(mediaFiles.mediaId, item.id));
    expect((await served(item.address)).statusCode).toBe(404);
    const again = await upload(bytes, { alt: 'A pallet jack' });
    expect(again.json()).toMatchObject({
      message: MEDIA_MESSAGES.alreadyThere,
      data: { id: item.id },
    });
    expect((await served(item.address)).statusCode).toBe(200);
  });

  it('refuses a file over the size limit, and a picture of too many pixels before decoding it', async () => {
    const tooBig = await upload(Buffer.alloc(MEDIA_MAX_BYTES + 3, 0xff));
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json()).toMatchObject({
      message: expect.any(String),
      data: { data: [MEDIA_MESSAGES.tooBig] },
    });
    const huge = await sharp({
      create: { width: 8001, height: 5001, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const refused = await upload(huge);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toBe(MEDIA_MESSAGES.tooManyPixels);
  });

  it('asks for a description unless the picture is marked decorative', async () => {
    const response = await upload(await photo(400, 300), { alt: '   ' });
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toEqual({ alt: [MEDIA_MESSAGES.altRequired] });
  });
});

describe('who may use the library', () => {
  it('answers 401 without a session, 403 to sales, and refuses a cross-site upload', async () => {
    const bytes = await photo(400, 300);
    expect((await as('', 'GET', '/media')).statusCode).toBe(401);
    expect((await upload(bytes, { alt: 'x' }, '')).statusCode).toBe(401);
    expect((await as('sales', 'GET', '/media')).statusCode).toBe(403);
    expect((await upload(bytes, { alt: 'x' }, 'sales')).json().message).toBe(
      STAFF_MESSAGES.forbidden,
    );
    const forged = await as(
      'editor',
      'POST',
      '/media',
      { file_name: 'x.jpg', data: bytes.toString('base64'), alt: 'x' },
      { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe(STAFF_MESSAGES.crossSite);
  });
});

describe('describing, finding where a picture is used, and deleting', () => {
  it('changes the description; refuses to delete a picture a draft uses; an editor may not delete; a publisher deletes an unused one', async () => {
    const item = (await upload(await photo(800, 400), { alt: 'Cold chain van' })).json()
      .data as MediaItem;
    const described = await as('editor', 'PATCH', `/media/${item.id}`, {
      alt: 'A refrigerated van at the dock',
      decorative: false,
    });
    expect(described.json()).toMatchObject({
      message: MEDIA_MESSAGES.saved,
      data: { alt: 'A refrigerated van at the dock' },
    });
    expect(
      (await as('editor', 'PATCH', `/media/${item.id}`, { alt: '', decorative: false })).json()
        .data,
    ).toEqual({ alt: [MEDIA_MESSAGES.altRequired] });
    expect((await as('editor', 'PATCH', '/media/999999', { alt: 'x' })).statusCode).toBe(404);

    // A draft of the about-us page takes it as its banner.
    const page = (await as('editor', 'GET', '/content/pages/1')).json().data as EditableItem;
    const saved = await as('editor', 'POST', '/content/pages/1/revisions', {
      data: { ...page.latest, banner_image: item.address },
      base_revision: page.latest_revision,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const detail = (await as('editor', 'GET', `/media/${item.id}`)).json().data as MediaItemDetail;
    expect(detail.used_by).toEqual([{ kind: 'pages', key: '1', title: page.latest.title }]);

    expect((await as('editor', 'POST', `/media/${item.id}/delete`)).statusCode).toBe(403);
    const inUse = await as('publisher', 'POST', `/media/${item.id}/delete`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(MEDIA_MESSAGES.inUse);
    expect((await served(item.address)).statusCode).toBe(200);

    const unused = (await upload(await photo(640, 480), { alt: 'Forklift in aisle 4' })).json()
      .data as MediaItem;
    expect((await served(unused.address)).statusCode).toBe(200);
    const deleted = await as('publisher', 'POST', `/media/${unused.id}/delete`);
    expect(deleted.json()).toMatchObject({ status: 1, message: MEDIA_MESSAGES.deleted });
    expect((await served(unused.address)).statusCode).toBe(404);
    expect((await as('publisher', 'GET', `/media/${unused.id}`)).statusCode).toBe(404);
    const audit = await t.database.db.execute(
      sql`select action from audit_log where target = ${`media:${unused.id}`} order by id`,
    );
    expect(JSON.stringify(audit)).toContain('media_deleted');
    const list = (await as('editor', 'GET', '/media')).json().data as MediaItem[];
    expect(list.map((entry) => entry.id)).not.toContain(unused.id);
    expect(list.find((entry) => entry.id === item.id)!.bytes).toBeGreaterThan(0);
  });

  it('finds the live items that use a picture, in a field or in a text, and only those', async () => {
    const item = (await upload(await photo(600, 400), { alt: 'Loading bay at night' })).json()
      .data as MediaItem;
    const db = t.database.db;
    const [tile] = await db.select().from(galleryItems).orderBy(galleryItems.id).limit(1);
    const [service] = await db.select().from(services).orderBy(services.id).limit(1);
    await db.update(galleryItems).set({ image: item.address }).where(eq(galleryItems.id, tile!.id));
    const description = `${service!.descriptionHtml}<p><img src="${item.address}" alt="Loading bay at night"></p>`;
    await db
      .update(services)
      .set({ descriptionHtml: description })
      .where(eq(services.id, service!.id));

    const detail = (await as('editor', 'GET', `/media/${item.id}`)).json().data as MediaItemDetail;
    expect(detail.used_by).toEqual(
      expect.arrayContaining([
        { kind: 'services', key: String(service!.id), title: service!.title },
        { kind: 'gallery', key: String(tile!.id), title: tile!.title },
      ]),
    );
    expect(detail.used_by).toHaveLength(2);
    expect((await as('publisher', 'POST', `/media/${item.id}/delete`)).statusCode).toBe(409);

    await db.update(galleryItems).set({ image: tile!.image }).where(eq(galleryItems.id, tile!.id));
    await db
      .update(services)
      .set({ descriptionHtml: service!.descriptionHtml })
      .where(eq(services.id, service!.id));
    expect(
      ((await as('editor', 'GET', `/media/${item.id}`)).json().data as MediaItemDetail).used_by,
    ).toEqual([]);
  });

  it('answers 404 for a file name that is not a library file', async () => {
    for (const name of ['0123456789abcdef-10x10-10.webp', '..%2F..%2Fetc%2Fpasswd', 'x.svg']) {
      expect((await served(`/api/media/lib/${name}`)).statusCode, name).toBe(404);
    }
  });
});

describe('the focal point', () => {
  it('is the middle of a new picture, and is saved with the description and audited', async () => {
    const item = (
      await upload(await photo(900, 600), { alt: 'A crane over the container yard' })
    ).json().data as MediaItem;
    expect(item).toMatchObject({ focal_x: 50, focal_y: 50 });
    const saved = await as('editor', 'PATCH', `/media/${item.id}`, {
      alt: 'A crane over the container yard',
      decorative: false,
      focal_x: 20,
      focal_y: 85,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: MEDIA_MESSAGES.saved,
      data: { focal_x: 20, focal_y: 85, alt: 'A crane over the container yard' },
    });
    expect((await as('editor', 'GET', `/media/${item.id}`)).json().data).toMatchObject({
      focal_x: 20,
      focal_y: 85,
    });
    const audit = await t.database.db.execute(
      sql`select details from audit_log where target = ${`media:${item.id}`} and action = 'media_focal_point_moved'`,
    );
    expect(JSON.stringify(audit)).toContain('"focal_x":20');
    // An upload may bring its point along.
    const placed = await upload(await photo(700, 500), {
      alt: 'Pallets by the dock door',
      focal_x: 0,
      focal_y: 100,
    });
    expect(placed.json().data).toMatchObject({ focal_x: 0, focal_y: 100 });
  });

  it('is audited as what changed: the description, the focal point, or both; a save that changes nothing is not', async () => {
    const item = (
      await upload(await photo(800, 500), { alt: 'A forklift at the loading bay' })
    ).json().data as MediaItem;
    const actions = async () => {
      const audit = await t.database.db.execute(
        sql`select action from audit_log where target = ${`media:${item.id}`} and action <> 'media_uploaded' order by id`,
      );
      return [...JSON.stringify(audit).matchAll(/"action":"(\w+)"/g)].map((match) => match[1]);
    };
    const save = async (body: Record<string, unknown>) =>
      expect((await as('editor', 'PATCH', `/media/${item.id}`, body)).statusCode).toBe(200);
    await save({ alt: 'A forklift at the loading bay', focal_x: 30, focal_y: 60 });
    await save({ alt: 'A forklift lifting pallets at the loading bay', focal_x: 30, focal_y: 60 });
    await save({ alt: 'A forklift', focal_x: 70, focal_y: 40 });
    await save({ alt: '', decorative: true, focal_x: 70, focal_y: 40 });
    await save({ alt: '', decorative: true, focal_x: 70, focal_y: 40 });
    expect(await actions()).toEqual([
      'media_focal_point_moved',
      'media_described',
      'media_described_and_focal_point_moved',
      'media_described',
    ]);
  });

  it('outside the picture, or not a whole number, is refused with a message on its field and nothing saved', async () => {
    const item = (await upload(await photo(640, 420), { alt: 'A reach truck' })).json()
      .data as MediaItem;
    for (const [focal_x, focal_y] of [
      [101, 50],
      [-5, 50],
      [12.5, 50],
      [null, 50],
    ] as const) {
      const refused = await as('editor', 'PATCH', `/media/${item.id}`, {
        alt: 'A reach truck',
        focal_x,
        focal_y,
      });
      expect(refused.statusCode, String(focal_x)).toBe(422);
      expect(refused.json().data).toEqual({ focal_x: [MEDIA_MESSAGES.focalX] });
    }
    const both = await as('editor', 'PATCH', `/media/${item.id}`, {
      alt: 'A reach truck',
      focal_x: 50,
      focal_y: 140,
    });
    expect(both.json().data).toEqual({ focal_y: [MEDIA_MESSAGES.focalY] });
    expect((await as('editor', 'GET', `/media/${item.id}`)).json().data).toMatchObject({
      focal_x: 50,
      focal_y: 50,
    });
  });

  it('is not for staff who may not edit media: 401 without a session, 403 to sales', async () => {
    const item = (await upload(await photo(600, 450), { alt: 'A dock leveller' })).json()
      .data as MediaItem;
    const change = { alt: 'A dock leveller', focal_x: 10, focal_y: 10 };
    expect((await as('', 'PATCH', `/media/${item.id}`, change)).statusCode).toBe(401);
    const forbidden = await as('sales', 'PATCH', `/media/${item.id}`, change);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(STAFF_MESSAGES.forbidden);
    expect((await as('editor', 'GET', `/media/${item.id}`)).json().data).toMatchObject({
      focal_x: 50,
      focal_y: 50,
    });
  });

  it('is carried beside the picture by the public answers, a new one at once, and crops the link-preview card', async () => {
    const item = (
      await upload(await photo(1200, 800), { alt: 'Our Bhiwandi warehouse at dawn' })
    ).json().data as MediaItem;
    const db = t.database.db;
    const [page] = await db.select().from(pages).where(eq(pages.number, 2));
    await db.update(pages).set({ bannerImage: item.address }).where(eq(pages.number, 2));
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/get/single/pages/2' })).json().data as Page;
    const card = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/og/pages/2.png' })).headers['etag'];
    expect((await read()).focal_point).toEqual({ x: 50, y: 50 });
    // The answer names the picture it shows, not the whole library: describing another picture
    // leaves it (and the site's pages that read it) alone; describing this one drops it.
    const named = String(
      (await t.app.inject({ method: 'GET', url: '/api/get/single/pages/2' })).headers[
        'x-content-tables'
      ],
    ).split(',');
    expect(named).toContain(`media#${libraryPictureOf(item.address)!.hash}`);
    expect(named).not.toContain('media');
    const before = await card();

    await as('editor', 'PATCH', `/media/${item.id}`, {
      alt: 'Our Bhiwandi warehouse at dawn',
      focal_x: 70,
      focal_y: 90,
    });
    const after = await read();
    expect(after.focal_point).toEqual({ x: 70, y: 90 });
    expect(await card()).toBe(
      `"${socialCardVersion(SOCIAL_CARDS.page(after), 'Harsh Logistics')}"`,
    );
    expect(await card()).not.toBe(before);
    await db.update(pages).set({ bannerImage: page!.bannerImage }).where(eq(pages.number, 2));
  });

  it("is carried with a draft that names the picture, so the draft's preview crops it as the published page will", async () => {
    const item = (
      await upload(await photo(1300, 700), {
        alt: 'Reach trucks in the Bhiwandi aisles',
        focal_x: 15,
        focal_y: 80,
      })
    ).json().data as MediaItem;
    const page = (await as('editor', 'GET', '/content/pages/3')).json().data as EditableItem;
    const saved = await as('editor', 'POST', '/content/pages/3/revisions', {
      data: { ...page.latest, banner_image: item.address },
      base_revision: page.latest_revision,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const revision = saved.json().data.revision as number;
    const point = { x: 15, y: 80 };

    const drafted = (await as('editor', 'GET', '/content/pages/3')).json().data as EditableItem;
    expect(drafted.focal_points[item.address]).toEqual(point);
    // The live version's drawing too, by its own point, as the published answer carries it.
    expect(drafted.focal_points[String(drafted.live!['banner_image'])]).toEqual(
      drawingFocalPoint(String(drafted.live!['banner_image'])),
    );
    const whole = await as('editor', 'GET', `/content/pages/3/revisions/${revision}`);
    expect(whole.json().data).toMatchObject({
      data: { banner_image: item.address },
      focal_points: { [item.address]: point },
    });
    const link = await as(
      'editor',
      'POST',
      `/content/pages/3/revisions/${revision}/preview-links`,
      {},
    );
    expect(link.statusCode, link.body).toBe(201);
    const shared = await t.app.inject({
      method: 'GET',
      url: `/api/admin/preview-links/${link.json().data.token}`,
    });
    expect(shared.json().data).toMatchObject({
      data: { banner_image: item.address },
      focal_points: { [item.address]: point },
    });
  });

  it("is carried for the site's own drawings: every seed banner has one", async () => {
    const get = async <T>(url: string) =>
      (await t.app.inject({ method: 'GET', url })).json().data as T;
    const post = async <T>(url: string, payload: object) =>
      (await t.app.inject({ method: 'POST', url, payload })).json().data as T;
    const about = await get<Page>('/api/get/single/pages/1');
    expect(about).toMatchObject({
      banner_image: '/api/media/banner-company.svg',
      focal_point: { x: 95, y: 85 },
    });
    const warehousing = await get<Service>('/api/get/single/services/4');
    expect(warehousing).toMatchObject({
      image: '/api/media/service-warehousing.svg',
      focal_point: { x: 50, y: 90 },
    });

    const pictured: { picture: string; focal_point?: unknown }[] = [];
    for (const number of (await t.database.db.select({ number: pages.number }).from(pages)).map(
      (row) => row.number,
    )) {
      const found = await get<Page>(`/api/get/single/pages/${number}`);
      pictured.push({ picture: found.banner_image, focal_point: found.focal_point });
    }
    for (const service of (await post<Paginator<Service>>('/api/get/services', { per_page: 50 }))
      .data)
      pictured.push({ picture: service.image, focal_point: service.focal_point });
    for (const blog of (await post<Paginator<BlogSummary>>('/api/get/blogs', { record: 50 })).data)
      pictured.push({ picture: blog.image, focal_point: blog.focal_point });
    for (const key of ROUTE_TEXTS_KEYS) {
      const texts = await get<RouteTexts>(`/api/get/texts/${key}`);
      pictured.push({ picture: texts.banner_image, focal_point: texts.focal_point });
    }
    for (const key of HOME_PAGE_KEYS)
      for (const slide of (await get<HomePageTexts>(`/api/get/home/${key}`)).slides)
        pictured.push({ picture: slide.image, focal_point: slide.focal_point });
    const drawings = pictured.filter(
      ({ picture }) => picture.startsWith('/api/media/') && !libraryPictureOf(picture),
    );
    expect(drawings.length).toBeGreaterThan(40);
    for (const { picture, focal_point } of drawings)
      expect(focal_point, picture).toEqual(drawingFocalPoint(picture) ?? 'a focal point');
  });
});
