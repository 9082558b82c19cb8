// bench/api: cached reads of the content API and media files against a bare Node baseline serving
// the same bytes. Run after a build: `npm run build && npm run bench:api`. Loopback only; about a minute.
import sharp from 'sharp';
import { openDatabase } from '../apps/api/dist/db/client.js';
import { prepareImage } from '../apps/api/dist/content/images.js';
import { addMedia, databaseMediaStore } from '../apps/api/dist/repositories/media.js';
import {
  fmt,
  load,
  printTable,
  residentMegabytes,
  startBaseline,
  startSite,
  stop,
  tempDataDir,
} from './lib.js';

const CASES = [
  { name: 'GET /api/get/single/pages/1', path: '/api/get/single/pages/1', method: 'GET' },
  {
    name: 'POST /api/get/services',
    path: '/api/get/services',
    method: 'POST',
    body: '{}',
    headers: { 'content-type': 'application/json' },
  },
];

const data = await tempDataDir();
try {
  const first = await startSite(data.dir, 3301);
  await stop(first.child);
  const picture = await addLibraryPicture(data.dir);
  CASES.push(
    {
      name: 'GET a drawing of the site (/api/media/*.svg)',
      path: '/api/media/banner-company.svg',
      method: 'GET',
    },
    {
      name: 'GET a library file (960 px AVIF, kept in memory)',
      path: picture.replace('-1600.webp', '-960.avif'),
      method: 'GET',
    },
  );
  const site = await startSite(data.dir, 3301);
  console.log(
    `First start on an empty data directory (migrate + seed): ${fmt(first.seconds, 2)} s`,
  );
  console.log(`Restart on the same data directory: ${fmt(site.seconds, 2)} s\n`);

  const rows = [['call', 'server', 'req/s', 'p99 ms', 'ratio']];
  for (const c of CASES) {
    const init = { method: c.method, body: c.body, headers: c.headers };
    const response = await fetch(site.url + c.path, init);
    const bytes = Buffer.from(await response.arrayBuffer());
    const baseline = await startBaseline(bytes, response.headers);
    const base = await load(baseline.url + c.path, init);
    await baseline.close();
    const ours = await load(site.url + c.path, init);
    rows.push([c.name, 'baseline', fmt(base.rps), fmt(base.p99, 1), '']);
    rows.push([
      c.name,
      'site /api',
      fmt(ours.rps),
      fmt(ours.p99, 1),
      `${fmt((ours.rps / base.rps) * 100)} %`,
    ]);
  }
  printTable(rows);
  console.log(
    `\nResident memory of the server after the run: ${residentMegabytes(site.child.pid)} MB`,
  );
  await stop(site.child);
} finally {
  await data.remove();
}

/** A photo-sized picture put in the media library as an upload would, while the site is stopped; its address. */
async function addLibraryPicture(dataDir) {
  const noise = { type: 'gaussian', mean: 128, sigma: 30 };
  const bytes = await sharp({ create: { width: 2400, height: 1600, channels: 3, noise } })
    .jpeg({ quality: 85 })
    .toBuffer();
  const started = performance.now();
  const image = await prepareImage(bytes);
  console.log(
    `Re-encoding a 2400 × 1600 JPEG (${fmt(bytes.length / 1024)} KB) into ${image.files.length} files: ${fmt(performance.now() - started)} ms`,
  );
  const database = await openDatabase({ dataDir });
  try {
    const { row } = await addMedia(database.db, databaseMediaStore(database.db), {
      image,
      fileName: 'bench.jpg',
      description: { alt: 'Noise', decorative: false },
      createdBy: null,
    });
    return `/api/media/lib/${row.hash}-${row.width}x${row.height}-${row.width}.webp`;
  } finally {
    await database.close();
  }
}
