import { createServer } from 'node:net';

/**
 * Ports this process has handed out. A port is free again the moment its probe closes, so the
 * kernel may give it to the next probe before its server has started: nginx's HTTP and HTTPS
 * ports once came out the same, and nginx refused a plain server on a port that also speaks TLS.
 */
const handedOut = new Set<number>();

/** A loopback port free at this moment and not handed out before by this process, for a server a test starts (the test's own PostgreSQL, Redis, nginx, metrics). */
export async function freePort(): Promise<number> {
  for (;;) {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    return port;
  }
}
