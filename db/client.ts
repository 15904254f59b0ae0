// One SQL driver (postgres.js) for both engines: a real PostgreSQL server when a URL is given,
// otherwise an embedded PGlite database exposed on a loopback socket, so no query is written
// twice (DECISIONS "One database code path, two engines").
import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import postgres from 'postgres';

export type Sql = postgres.Sql;

export interface Database {
  sql: Sql;
  engine: 'postgres' | 'embedded';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL of a real server; unset means the embedded engine. */
  url?: string | undefined;
  /** Folder for the embedded engine's files; unset means in memory (tests). */
  dataDir?: string | undefined;
  /** Pool size. */
  max?: number;
  /** Schema to work in (tests isolate themselves in their own schema on a shared server). */
  schema?: string;
  /** A real server cancels any statement running longer (default 15 s), so no request waits on it forever. */
  statementTimeoutMs?: number;
}

/** A statement that runs longer is cancelled by the server (57014), answered as 503. */
const STATEMENT_TIMEOUT_MS = 15_000;
/** Seconds to wait for a connection to open before the request is answered 503. */
export const CONNECT_TIMEOUT_SECONDS = 5;
/**
 * The most a closed connection waits before it reconnects. postgres.js's default backoff
 * grows to 20 s after a run of failed connects (an outage), which a request would wait on
 * before its own connect even began, long after the database came back.
 */
export const RECONNECT_BACKOFF_MAX_SECONDS = 1;

function connect(target: string | postgres.Options<Record<string, never>>, options: DatabaseOptions): Sql {
  // Server settings sent when each connection opens (the embedded engine takes none of them).
  const connection: Record<string, string | number> = {};
  if (options.schema) connection.search_path = options.schema;
  if (typeof target === 'string') connection.statement_timeout = options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS;
  const common = {
    max: options.max ?? 10,
    idle_timeout: 30,
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, RECONNECT_BACKOFF_MAX_SECONDS),
    onnotice: () => {},
    ...(Object.keys(connection).length ? { connection } : {}),
  };
  return typeof target === 'string' ? postgres(target, common) : postgres({ ...target, ...common });
}

/** The embedded engine's folder and files are its owner's alone, as PostgreSQL keeps its own (issue 27 item 14). */
export const OWNER_ONLY_FOLDER = 0o700;
export const OWNER_ONLY_FILE = 0o600;

/**
 * PGlite unpacks its first data files with mode 0666 whatever the umask, and rewrites its
 * relation-cache files 0644 at each start; files PostgreSQL creates later are 0600 already.
 * So the whole tree is narrowed to its owner once the engine has opened it.
 */
function keepToOwner(folder: string): void {
  chmodSync(folder, OWNER_ONLY_FOLDER);
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) keepToOwner(path);
    else if (entry.isFile()) chmodSync(path, OWNER_ONLY_FILE);
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const sql = connect(options.url, options);
    return { sql, engine: 'postgres', close: () => sql.end({ timeout: 5 }) };
  }

  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true, mode: OWNER_ONLY_FOLDER });
    chmodSync(options.dataDir, OWNER_ONLY_FOLDER); // a folder made by an earlier version or by hand
  }
  const pglite = await PGlite.create(options.dataDir ?? 'memory://');
  if (options.dataDir) keepToOwner(options.dataDir);
  // PGlite runs one statement at a time, and pglite-socket mixes up the results of unnamed
  // statements sent at the same moment on two connections: one connection serves every
  // query in order, which costs nothing the engine could have done in parallel.
  const max = 1;
  const server = new PGLiteSocketServer({ db: pglite, port: 0, host: '127.0.0.1', maxConnections: max });
  await server.start();
  const [host, port] = server.getServerConn().split(':');
  const sql = connect(
    { host: host ?? '127.0.0.1', port: Number(port), user: 'postgres', database: 'postgres', pass: 'embedded' },
    { ...options, max },
  );
  return {
    sql,
    engine: 'embedded',
    async close() {
      await sql.end({ timeout: 5 });
      await server.stop();
      await pglite.close();
    },
  };
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01',
  '57P02',
  '57P03', // admin shutdown, crash shutdown, cannot connect now
  '57014', // statement cancelled: statement_timeout, or an operator cancelling it
  '08000',
  '08001',
  '08003',
  '08004',
  '08006', // connection exceptions
  '53300', // too many connections
]);

/** True when an error means "the database cannot be reached", not "the query was wrong". */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  const errors = (error as { errors?: unknown }).errors;
  if (Array.isArray(errors)) return errors.some(isDatabaseUnavailable);
  return isDatabaseUnavailable((error as { cause?: unknown }).cause);
}

/**
 * PostgreSQL text and jsonb cannot hold U+0000: a statement given one fails. Answers where in
 * `value` (a procedure's input) a string or key has one, as a path such as "answers.2", or
 * null. Iterative, so input nested as deep as a body allows cannot overflow the stack.
 */
export function findUnstorableText(value: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (pending.length > 0) {
    const { value: item, path } = pending.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path;
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath.replaceAll('\u0000', '\\0');
        pending.push({ value: child, path: childPath });
      }
    }
  }
  return null;
}
