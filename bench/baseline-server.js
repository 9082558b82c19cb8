// The baseline: a bare Node `http` server in a process of its own (as the site runs in one),
// answering every request with the bytes of the file it is given and the same response headers
// the site sent (so that the client parses the same bytes). Prints its port, then serves until
// it is stopped.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [bodyFile, headersFile] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const headers = { ...JSON.parse(readFileSync(headersFile, 'utf8')), 'content-length': body.length };
const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, headers);
    response.end(body);
  });
});
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
