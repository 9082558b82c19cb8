// The flood of bench/pages, in a process of its own: `node bench/flood.js <site url> <seconds> <connections>`.
// Asks for addresses that no cache holds and prints what it got as JSON.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';

const [url, seconds, connections] = process.argv.slice(2);
const word = () => randomBytes(6).toString('hex');
const MISSES = [
  () => `/search?q=${word()}`,
  () => `/blogs/blog_details/${word()}`,
  () => `/${word()}/${word()}`,
  () => `/?v=${word()}`,
];
let n = 0;
const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  headers: { 'accept-encoding': 'gzip, deflate, br' },
  requests: [{ setupRequest: (request) => ({ ...request, path: MISSES[n++ % MISSES.length]() }) }],
});
const count = (status) => result.statusCodeStats?.[status]?.count ?? 0;
console.log(
  JSON.stringify({
    rps: result.requests.average,
    ok: count('200'),
    notFound: count('404'),
    busy: count('503'),
    errors: result.errors,
  }),
);
