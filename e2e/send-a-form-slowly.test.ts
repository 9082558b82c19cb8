import { once } from 'node:events';
import { connect } from 'node:net';
import { expect, test } from './fixtures';

/** Opens a connection, sends a post's head and the start of its body, and stops; `answer()` is what came back. */
async function unfinishedPost(baseURL: string, path: string, headers: string[], bodyStart: string) {
  const site = new URL(baseURL);
  const socket = connect(Number(site.port), site.hostname);
  await once(socket, 'connect');
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  socket.write(
    [
      `POST ${path} HTTP/1.1`,
      `Host: ${site.host}`,
      `Origin: ${site.origin}`,
      ...headers,
      '',
      bodyStart,
    ].join('\r\n'),
  );
  return { answer: () => answer, close: () => socket.destroy() };
}

test('a form sent slowly holds its own connection, not the pages of everyone else, and is cut off in time', async ({
  request,
  baseURL,
}) => {
  // A contact message that promises 1,000 bytes, sends five and stops.
  const post = await unfinishedPost(
    baseURL!,
    '/contact-message',
    ['Content-Type: application/x-www-form-urlencoded', 'Content-Length: 1000'],
    'name=',
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
    await expect.poll(post.answer, { timeout: 15_000 }).toMatch(/^HTTP\/1\.1 408/);
    expect(post.answer()).toMatch(/connection: close/i);
  } finally {
    post.close();
  }
});

test('an upload-sized post from someone not signed in is not read: the answer is the way to sign in, at once', async ({
  baseURL,
}) => {
  // Ten megabytes promised to the media library, a kilobyte sent, and no session.
  const post = await unfinishedPost(
    baseURL!,
    '/admin/media',
    ['Content-Type: multipart/form-data; boundary=x', `Content-Length: ${10 * 1024 * 1024}`],
    'x'.repeat(1024),
  );
  try {
    await expect.poll(post.answer, { timeout: 5_000 }).toMatch(/^HTTP\/1\.1 30[23]/);
    expect(post.answer()).toMatch(/location: \/admin\/sign-in/i);
  } finally {
    post.close();
  }
});
