import { once } from 'node:events';
import { connect } from 'node:net';
import { expect, test } from './fixtures';

test('a form sent slowly holds its own connection, not the pages of everyone else, and is cut off in time', async ({ request, baseURL }) => {
  const site = new URL(baseURL!);
  const socket = connect(Number(site.port), site.hostname);
  await once(socket, 'connect');
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  // A contact message that promises 1,000 bytes, sends five and stops.
  socket.write(
    [
      'POST /contact-message HTTP/1.1',
      `Host: ${site.host}`,
      `Origin: ${site.origin}`,
      'Content-Type: application/x-www-form-urlencoded',
      'Content-Length: 1000',
      '',
      'name=',
    ].join('\r\n'),
  );
  try {
    // Pages that must be rendered while it waits (a search never asked for, a staff page that is
    // never kept) come at once: the site has one render slot, and the slow post does not hold it.
    for (const path of [`/search?q=slow${Date.now()}`, '/admin/sign-in']) {
      const started = Date.now();
      const page = await request.get(path, { timeout: 5_000 });
      expect(page.status(), path).toBe(200);
      expect(Date.now() - started, path).toBeLessThan(3_000);
    }
    // The post itself is answered when its time is up (about ten seconds for a public form).
    await expect.poll(() => answer, { timeout: 15_000 }).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toMatch(/connection: close/i);
  } finally {
    socket.destroy();
  }
});

test('an upload-sized post from someone not signed in is not read: the answer is the way to sign in, at once', async ({ baseURL }) => {
  const site = new URL(baseURL!);
  const socket = connect(Number(site.port), site.hostname);
  await once(socket, 'connect');
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  // Ten megabytes promised to the media library, a kilobyte sent, and no session.
  socket.write(
    [
      'POST /admin/media HTTP/1.1',
      `Host: ${site.host}`,
      `Origin: ${site.origin}`,
      'Content-Type: multipart/form-data; boundary=x',
      `Content-Length: ${10 * 1024 * 1024}`,
      '',
      'x'.repeat(1024),
    ].join('\r\n'),
  );
  try {
    await expect.poll(() => answer, { timeout: 5_000 }).toMatch(/^HTTP\/1\.1 30[23]/);
    expect(answer).toMatch(/location: \/admin\/sign-in/i);
  } finally {
    socket.destroy();
  }
});

