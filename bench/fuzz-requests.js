// Malformed requests over every API call and every page route: bad JSON, wrong types, huge
// values, NUL bytes, odd encodings, wrong content types. Used by `bench/fuzz.js` (10,000 against
// the production server) and by the API's fuzz test (a smaller run through `inject`).
// The sequence is drawn from a seeded generator, so a failure can be replayed with its seed.

/** API calls: method and path under `/api`; `{x}` is replaced by a fuzzed path segment. */
export const API_CALLS = [
  ['GET', '/get/single/pages/{x}'],
  ['GET', '/get/single/services/{x}'],
  ['GET', '/get/single/blogs/{x}'],
  ['POST', '/get/services'],
  ['POST', '/get/blogs'],
  ['POST', '/get/gallery'],
  ['POST', '/get-branch-locator'],
  ['GET', '/get/branch-cities'],
  ['GET', '/get/settings'],
  ['GET', '/get/branches'],
  ['GET', '/get/branch-states'],
  ['GET', '/get/branches/{x}/{x}'],
  ['GET', '/get/blogs/{x}/comments'],
  ['GET', '/get/sitemap'],
  ['GET', '/og/pages/{x}'],
  ['GET', '/og/branches/{x}/{x}'],
  ['GET', '/search'],
  ['GET', '/captcha/challenge'],
  ['POST', '/store/partner'],
  ['POST', '/store/contact'],
  ['POST', '/store/newsletter'],
  ['POST', '/store/quote'],
  ['POST', '/store/comment'],
  ['POST', '/admin/session'],
  ['GET', '/admin/session'],
  ['DELETE', '/admin/session'],
  ['DELETE', '/admin/sessions'],
  ['GET', '/admin/audit'],
  ['GET', '/admin/erasure'],
  ['POST', '/admin/erasure/preview'],
  ['GET', '/admin/setup/{x}'],
  ['POST', '/admin/setup'],
  ['GET', '/media/{x}'],
  ['GET', '/health'],
];

/** Page routes of the site (spec §2) and its form actions. */
export const PAGE_ROUTES = [
  ['GET', '/'],
  ['GET', '/index'],
  ['GET', '/index2'],
  ['GET', '/index3'],
  ['GET', '/index4'],
  ['GET', '/about-us'],
  ['GET', '/faq'],
  ['GET', '/business-partner'],
  ['GET', '/vendors'],
  ['GET', '/branch_locator'],
  ['GET', '/services/services1'],
  ['GET', '/services/details/{x}'],
  ['GET', '/services/{x}'],
  ['GET', '/blogs/grid'],
  ['GET', '/blogs/blog_details/{x}'],
  ['GET', '/contact-us'],
  ['GET', '/contact'],
  ['GET', '/search'],
  ['GET', '/error404'],
  ['GET', '/{x}'],
  ['GET', '/about-us.data'],
  ['GET', '/branches'],
  ['GET', '/branches/{x}'],
  ['GET', '/branches/{x}/{x}'],
  ['GET', '/services/services2'],
  ['GET', '/services/detail'],
  ['GET', '/blogs/detail'],
  ['GET', '/track'],
  ['GET', '/apicall'],
  ['GET', '/sitemap.xml'],
  ['GET', '/sitemaps/{x}'],
  ['POST', '/track'],
  ['POST', '/quote-request'],
  ['POST', '/blog-comment'],
  ['POST', '/enquiry'],
  ['POST', '/contact-message'],
  ['POST', '/newsletter'],
  ['POST', '/business-partner'],
  ['GET', '/admin'],
  ['GET', '/admin/audit'],
  ['GET', '/admin/sign-in'],
  ['GET', '/admin/setup'],
  ['POST', '/admin/sign-in'],
  ['POST', '/admin/setup'],
  ['POST', '/admin/sign-out'],
];

const SEGMENTS = [
  '%00',
  '%',
  '%zz',
  '%C0%AE%C0%AE',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '-1',
  '0',
  '1e400',
  '9'.repeat(40),
  'NaN',
  '%F0%9F%9A%9A',
  '%E0%A4%B9%E0%A4%B0%E0%A5%8D%E0%A4%B7',
  "'%20OR%201=1--",
  '%3Cscript%3E',
  'a'.repeat(300),
  '%ED%A0%80',
  '%FF%FE',
];
const QUERIES = [
  'q=%00',
  'q=%',
  'q=%zz',
  'q=a%00b',
  'q=' + 'x'.repeat(5000),
  'q[]=a&q[]=b',
  'q=truck&page=-1',
  'page=1e400',
  'page=abc',
  'city=%00',
  'city[]=JAIPUR',
  'city=' + 'J'.repeat(3000),
  'q=%ED%A0%80',
  'q=%C0%80',
  'q=(((((',
  "q=')%3B--",
  'q=%26%26%7C%7C!:*',
  '_routes=%00',
  'page=' + '9'.repeat(400),
  '%00=%00',
  'pin=%00',
  'pin=38001',
  'state=' + 'S'.repeat(3000),
  'service=%3Cx%3E',
  'v=' + 'v'.repeat(400),
];
const JSON_BODIES = [
  '{',
  '{"a":',
  'nul',
  '[]',
  'null',
  '1',
  '"text"',
  '{"page":"x"}',
  '{"page":1e308}',
  '{"page":-5}',
  '{"record":[1]}',
  '{"city":{}}',
  '{"city":"\\u0000"}',
  '{"city":"JAIPUR\\u0000"}',
  '{"q":"\\ud800"}',
  '{"name":"\\ud800\\udc00","email":"a@b"}',
  '{"type":"2","name":1,"email":[],"mobile":{},"message":null,"captcha":true}',
  '{"type":2,"name":"\\u0000","email":"x@y.in","mobile":"9876543210","message":"\\u0000","captcha":"x"}',
  '{"email":"' + 'a'.repeat(70000) + '@x.in"}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '{"username":"\\u202eevil","email":"a@b.c","phone":"1","subject":"x","captcha":"' +
    'z'.repeat(20000) +
    '"}',
  JSON.stringify({ a: Array.from({ length: 2000 }, (_, i) => i) }),
  '{"a":' + '['.repeat(5000) + ']'.repeat(5000) + '}',
];
const FORM_BODIES = [
  'name=%00&email=a%40b',
  'a=%zz',
  '&&&===',
  'name=' + 'x'.repeat(40000),
  'type=2&type=1&captcha[]=x',
  '%00=%00',
  'email=%ED%A0%80',
];
const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/xml',
  '',
  'application/json, text/html',
  '*/*',
  'application/json; charset=%00',
];
const HEADER_SETS = [
  {},
  { 'accept-encoding': 'br;q=abc, gzip;q=-1, *;q=NaN' },
  { 'if-none-match': 'W/"' + 'x'.repeat(2000) + '"' },
  { accept: '%00' },
  { 'x-forwarded-for': 'not an address, 999.1.1.1' },
  { origin: 'null' },
  { origin: 'http://evil.example' },
  { cookie: 'a=' + 'b'.repeat(4000) },
];

/** A small seeded generator (mulberry32), so that a run can be repeated exactly. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` malformed requests as `{ method, path, headers, body }`, paths starting at `/`.
 * `calls` picks the targets: API_CALLS (under `apiPrefix`), PAGE_ROUTES, or both.
 */
export function* fuzzRequests(count, { seed = 1, apiPrefix = '/api', calls = 'both' } = {}) {
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const targets = [
    ...(calls === 'pages' ? [] : API_CALLS.map(([method, path]) => [method, apiPrefix + path])),
    ...(calls === 'api' ? [] : PAGE_ROUTES),
  ];
  for (let i = 0; i < count; i++) {
    const [method, template] = pick(targets);
    let path = template.replace(/\{x\}/g, () => pick(SEGMENTS));
    if (next() < 0.5) path += `?${pick(QUERIES)}`;
    const headers = { ...pick(HEADER_SETS) };
    let body;
    // Mostly the method the route takes; sometimes another, with or without a body.
    const verb =
      next() < 0.85 ? method : pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD']);
    if (verb !== 'GET' && verb !== 'HEAD' && next() < 0.9) {
      const contentType = pick(CONTENT_TYPES);
      body = contentType.startsWith('application/x-www') ? pick(FORM_BODIES) : pick(JSON_BODIES);
      if (contentType) headers['content-type'] = contentType;
    }
    yield { method: verb, path, headers, body };
  }
}
