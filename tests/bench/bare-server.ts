// The benchmark's ceiling: a bare node:http server that answers every request with one fixed
// JSON body held in memory. run.ts starts it as a child process, so it gets its own event loop
// instead of sharing one (and a core) with autocannon, exactly like the real server.
//
// Protocol over the IPC channel: the parent sends { body: <base64> }; this process listens on
// an ephemeral loopback port and answers { port }. It exits on SIGTERM, or by itself when the
// parent goes away (the channel disconnects), so it never outlives a crashed benchmark.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BareServerRequest {
  /** The response body, base64-encoded (IPC messages are JSON). */
  body: string;
}

export interface BareServerReady {
  port: number;
}

if (!process.send) {
  console.error('bare-server.ts is started by tests/bench/run.ts (it needs an IPC channel)');
  process.exit(1);
}

let body = Buffer.alloc(0);
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
  response.end(body);
});

function stop(): void {
  // Keep-alive connections from autocannon would otherwise hold close() open.
  server.closeAllConnections();
  server.close(() => process.exit(0));
}
process.on('SIGTERM', stop);
process.on('disconnect', stop);

process.once('message', (message: BareServerRequest) => {
  body = Buffer.from(message.body, 'base64');
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    process.send!({ port } satisfies BareServerReady);
  });
});
