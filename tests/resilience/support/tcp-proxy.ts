// A TCP proxy in front of PostgreSQL that a test can cut: the app talks to the database
// through it, so the database can vanish (refused), go silent (blackholed) and come back on
// the same address without touching the real server.
import { createServer, connect, type Server, type Socket } from 'node:net';

export type ProxyMode = 'forward' | 'refuse' | 'blackhole';

export interface TcpProxy {
  port: number;
  mode(): ProxyMode;
  /** Drops every open connection, then forwards, refuses (port closed) or blackholes new ones. */
  set(mode: ProxyMode): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  let mode: ProxyMode = 'forward';
  const open = new Set<Socket>();
  const onConnection = (client: Socket) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => {});
    // Blackholed: the connection is accepted and then nothing ever comes back.
    if (mode === 'blackhole') return;
    const upstream = connect(target.port, target.host);
    open.add(upstream);
    upstream.on('close', () => {
      open.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  };
  let server: Server | null = null;
  const listen = (at: number) =>
    new Promise<number>((resolve, reject) => {
      server = createServer(onConnection);
      server.once('error', reject);
      server.listen(at, '127.0.0.1', () => resolve((server!.address() as { port: number }).port));
    });
  const stopListening = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

  const bound = await listen(port);
  return {
    port: bound,
    mode: () => mode,
    async set(next) {
      for (const socket of open) socket.destroy();
      open.clear();
      if (next === 'refuse' && mode !== 'refuse') {
        const closing = stopListening();
        server = null;
        await closing;
      } else if (next !== 'refuse' && mode === 'refuse') {
        await listen(bound);
      }
      mode = next;
    },
    async close() {
      for (const socket of open) socket.destroy();
      await stopListening();
    },
  };
}
