// The browser tests' server: the production boot sequence (server/start.ts) in this process,
// plus a loopback-only control port through which the Playwright fixtures write accounts and
// sessions straight into the server's own database. The embedded engine is reachable only from
// inside this process (one PGlite behind one connection), so the fixtures ask here rather than
// opening the database themselves; the rows are written with the server's own account and
// session code, not through the sign-in API the tests are there to exercise.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { createSessions } from '../../server/auth/sessions.ts';
import { loadEnv } from '../../server/env.ts';
import { registerAccount } from '../../server/services/accounts.ts';
import { startLumen } from '../../server/start.ts';

export interface SeededAccount {
  username: string;
  password: string;
  recoveryCode: string;
  /** The id of a session of this account, for the `lumen_session` cookie. */
  sessionId: string;
}

const env = loadEnv();
const controlPort = Number(process.env.E2E_CONTROL_PORT);
if (!Number.isInteger(controlPort) || controlPort <= 0) throw new Error('E2E_CONTROL_PORT must name the fixtures’ control port');

const lumen = await startLumen(env);
const sessions = createSessions(lumen.database.sql, { secure: false });

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body ? (JSON.parse(body) as Record<string, unknown>) : {};
}

/** POST /accounts: a new account with a session. POST /sessions {username}: one more session (another device). */
async function control(request: IncomingMessage, response: ServerResponse): Promise<void> {
  await lumen.prepared;
  const sql = lumen.database.sql;
  if (request.method === 'POST' && request.url === '/accounts') {
    const account = { username: `e2e-${randomUUID().slice(0, 12)}`, password: `pw-${randomUUID()}` };
    const registration = await registerAccount(sql, account);
    if ('taken' in registration) throw new Error(`The generated username ${account.username} is taken`);
    const session = await sessions.create(registration.user.id);
    const seeded: SeededAccount = { ...account, recoveryCode: registration.recoveryCode, sessionId: session.token };
    response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(seeded));
    return;
  }
  if (request.method === 'POST' && request.url === '/sessions') {
    const { username } = await readJson(request);
    const [user] = await sql<{ id: string }[]>`SELECT id FROM users WHERE username = ${String(username)}`;
    if (!user) {
      response.writeHead(404).end(`No account named ${String(username)}`);
      return;
    }
    const session = await sessions.create(user.id);
    response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sessionId: session.token }));
    return;
  }
  response.writeHead(404).end();
}

const controlServer = createServer((request, response) => {
  control(request, response).catch((error: unknown) => {
    response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error instanceof Error ? error.stack : error));
  });
});
controlServer.listen(controlPort, '127.0.0.1');

async function stop(): Promise<void> {
  controlServer.close();
  await lumen.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

await lumen.prepared;
