// A module load hook (node:module register) that applies the pending upstream fix for a
// postgres.js 3.4.9 bug to its connection.js as it loads (porsager/postgres#1154, #1208;
// fixes proposed in #1168, #1176, #1209, not released):
//
// Small writes are flushed from a setImmediate. When the connection closes (a backend ended
// with pg_terminate_backend, a failover, a proxy dropping it), `closed()` nulls the socket
// but leaves the pending write and its timer armed. A query written after that (a
// transaction's ROLLBACK or next statement) then throws a TypeError inside setImmediate,
// which no caller can catch: the whole server process exits. And the stale timer keeps that
// pool slot from ever flushing again, so its next connection never gets past start-up.
//
// The fix: teardown drops the pending write and disarms its timer, and a write without a
// socket fails its queries with CONNECTION_CLOSED (answered 503) instead of throwing.
// tests/resilience/database-faults.test.ts kills connections under load to prove it.
// Remove this file once a postgres.js release carries the fix.
import { emitWarning } from 'node:process';

const CONNECTION_JS = /\/node_modules\/postgres\/src\/connection\.js$/;

const REPLACEMENTS = [
  {
    broken: 'function nextWrite(fn) {\n    const x = socket.write(chunk, fn)',
    fixed:
      "function nextWrite(fn) {\n    if (!socket) {\n      chunk = nextWriteTimer = null\n      error(Errors.connection('CONNECTION_CLOSED', options))\n      return false\n    }\n    const x = socket.write(chunk, fn)",
  },
  // terminate() and closed(): disarm the timer and drop the write it would have flushed.
  {
    broken: '    clearImmediate(nextWriteTimer)\n    if (socket) {',
    fixed: '    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n    if (socket) {',
  },
  {
    broken: "    clearImmediate(nextWriteTimer)\n    socket.removeListener('data', data)",
    fixed: "    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n    socket.removeListener('data', data)",
  },
];

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!CONNECTION_JS.test(url) || result.source == null) return result;
  const source = String(result.source);
  if (!REPLACEMENTS.every(({ broken }) => source.includes(broken))) {
    emitWarning(
      `db/postgres-driver-fix.mjs: ${url} is not the postgres.js 3.4.9 it patches; left unchanged (check whether the release fixed porsager/postgres#1208).`,
    );
    return result;
  }
  return { ...result, source: REPLACEMENTS.reduce((patched, { broken, fixed }) => patched.replace(broken, fixed), source) };
}
