// A TCP proxy on node:net that a test can break (toxiproxy-like): between the instances and
// PostgreSQL (the database "stopped" and "restarted") or between a client and nginx (slow and
// dropped connections).
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Refuses new connections and cuts every open one (the far side went down). */
  down(): void;
  /** Accepts connections again. */
  up(): void;
  /** Delays every chunk, both ways, by this many milliseconds (0: none). */
  latencyMs: number;
  /** Cuts a connection once this many bytes came back from the far side (undefined: never). */
  dropAfterBytes: number | undefined;
  /** Connections accepted so far. */
  readonly connections: number;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let accepting = true;
  let accepted = 0;
  const proxy: TcpProxy = {
    port: 0,
    latencyMs: 0,
    dropAfterBytes: undefined,
    get connections() {
      return accepted;
    },
    down() {
      accepting = false;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    up() {
      accepting = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        proxy.down();
        server.close(() => resolve());
      }),
  };

  const relay = (from: Socket, to: Socket, counted: boolean, client: Socket) => {
    let bytes = 0;
    from.on('data', (chunk: Buffer) => {
      const send = () => {
        if (to.destroyed) return;
        if (counted && proxy.dropAfterBytes !== undefined) {
          bytes += chunk.length;
          if (bytes >= proxy.dropAfterBytes) {
            // The connection dies mid-answer, as a dropped mobile link would.
            to.write(chunk.subarray(0, Math.max(0, chunk.length - (bytes - proxy.dropAfterBytes))));
            client.destroy();
            from.destroy();
            return;
          }
        }
        to.write(chunk);
      };
      if (proxy.latencyMs > 0) setTimeout(send, proxy.latencyMs);
      else send();
    });
    from.on('end', () => setTimeout(() => to.end(), proxy.latencyMs));
    from.on('error', () => to.destroy());
    from.on('close', () => to.destroy());
  };

  const server: Server = createServer((client) => {
    if (!accepting) {
      client.destroy();
      return;
    }
    accepted += 1;
    const upstream = connect(target.port, target.host);
    open.add(client);
    open.add(upstream);
    client.on('close', () => open.delete(client));
    upstream.on('close', () => open.delete(upstream));
    relay(client, upstream, false, client);
    relay(upstream, client, true, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  proxy.port = typeof address === 'object' && address ? address.port : 0;
  return proxy;
}
