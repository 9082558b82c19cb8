import { createConnection, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  /** `127.0.0.1:<port>`, to put in a connection string in place of the server's. */
  host: string;
  port: number;
  /**
   * Silently drops every byte of the connections open now, both ways, without closing them: what
   * a firewall or NAT that forgot a connection does. Connections made afterwards pass as usual.
   */
  freezeOpenConnections(): void;
  close(): Promise<void>;
}

/** A TCP relay on a free loopback port to `target` (`{ host, port }`), for cutting connections in tests. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<{ client: Socket; server: Socket; frozen: boolean }>();
  const proxy = createServer((client) => {
    const server = createConnection(target);
    const pair = { client, server, frozen: false };
    open.add(pair);
    client.on('data', (chunk) => void (pair.frozen || server.write(chunk)));
    server.on('data', (chunk) => void (pair.frozen || client.write(chunk)));
    const end = () => {
      open.delete(pair);
      client.destroy();
      server.destroy();
    };
    client.on('close', end).on('error', end);
    server.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as { port: number };
  return {
    host: '127.0.0.1',
    port,
    freezeOpenConnections: () => open.forEach((pair) => (pair.frozen = true)),
    close: async () => {
      open.forEach(({ client, server }) => (client.destroy(), server.destroy()));
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}
