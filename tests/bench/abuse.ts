// The abuse scenario of issue 27 ("Measured in a benchmark"), against the real production
// server with its real request limits (RATE_LIMIT_FACTOR=1): while 8 connections read
// devotions, an attacker sends 200 failed sign-ins spread over 20 members' usernames from 5
// addresses, 100 registrations and 40 preview images of dates not rendered yet. Then every
// member signs in from their own address. Goals: the readers' p99 under 50 ms, and every member
// signs in.
//
// Client addresses are simulated with X-Forwarded-For, which the server believes when
// TRUST_PROXY says a proxy is in front of it (here one hop: the bench stands in for it).
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { printRows } from './load.ts';
import { BenchError } from './processes.ts';

/** What the server runs with for this scenario, on top of the bench's environment. */
export const ABUSE_ENV: NodeJS.ProcessEnv = { TRUST_PROXY: '1', RATE_LIMIT_FACTOR: '1' };

const READERS = 8;
const READ_PATHS = ['2025-01-05', '2025-01-06', '2025-01-07', '2025-01-08'].map((date) => `/api/devotions/${date}`);
const MEMBERS = 20;
const ATTACKER_ADDRESSES = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '203.0.113.5'];
const FAILED_SIGN_INS = 200;
const REGISTRATIONS = 100;
const PREVIEWS = 40;
/** Preview dates: none of them read or rendered before (the readers read January). */
const FIRST_PREVIEW_DATE = Date.UTC(2025, 2, 1);
/** A 503 from the render queue is asked again after its Retry-After, this many times at most. */
const PREVIEW_TRIES = 4;
const READERS_MAX_P99_MS = 50;
/** Readers alone first, so the figure under attack can be read against this machine's own. */
const BASELINE_MS = 5000;

interface Answer {
  status: number;
  retryAfter: number | null;
  body: string;
  ms: number;
}

/**
 * One request from `address` (X-Forwarded-For), read to the end; as a page of ours sends a
 * write. A connection the server closes without an answer counts as status 0.
 */
function send(origin: string, agent: Agent, method: 'GET' | 'POST', path: string, address?: string, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = {
    ...(address ? { 'x-forwarded-for': address } : {}),
    ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}),
    ...(method === 'POST' ? { 'sec-fetch-site': 'same-origin' } : {}),
  };
  return new Promise((resolve) => {
    const started = performance.now();
    const closed = () => resolve({ status: 0, retryAfter: null, body: '(closed without an answer)', ms: performance.now() - started });
    const call = request(`${origin}${path}`, { method, agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const retryAfter = response.headers['retry-after'];
        resolve({
          status: response.statusCode ?? 0,
          retryAfter: retryAfter === undefined ? null : Number(retryAfter),
          body: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
        });
      });
      response.on('error', closed);
    });
    call.on('error', closed);
    call.end(payload);
  });
}

function percentile(sorted: number[], share: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]! : NaN;
}

/** Status codes and how often each came, as `200×50, 429×50` (0: closed without an answer). */
function tally(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(', ');
}

interface Member {
  username: string;
  password: string;
  address: string;
}

interface ReaderFigures {
  requests: number;
  failures: number;
  p50: number;
  p99: number;
  max: number;
}

function readerFigures(latencies: number[], failures: number): ReaderFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { requests: sorted.length, failures, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? NaN };
}

export interface AbuseReport {
  seconds: number;
  baseline: ReaderFigures;
  readers: ReaderFigures;
  failedSignIns: string;
  registrations: string;
  previews: { firstAnswers: string; finalAnswers: string; retries: number };
  members: { signedIn: number; refused: string[] };
}

export async function runAbuseScenario(origin: string): Promise<AbuseReport> {
  const attacker = new Agent({ keepAlive: true, maxSockets: 16 });
  const readerAgent = new Agent({ keepAlive: true, maxSockets: READERS });
  // Every preview asked for at once, each on a connection of its own.
  const crawler = new Agent({ keepAlive: true, maxSockets: PREVIEWS });
  const run = randomBytes(3).toString('hex');
  try {
    // Members, each registered from an address of their own (TEST-NET-1).
    const members: Member[] = Array.from({ length: MEMBERS }, (_, index) => ({
      username: `member-${run}-${index}`,
      password: `bench ${randomBytes(12).toString('base64url')}`,
      address: `192.0.2.${index + 1}`,
    }));
    for (const member of members) {
      const answer = await send(origin, attacker, 'POST', '/api/auth/register', member.address, {
        username: member.username,
        password: member.password,
      });
      if (answer.status !== 200) throw new BenchError(`Registering ${member.username} answered ${answer.status}: ${answer.body}`);
    }
    for (const path of READ_PATHS) {
      const answer = await send(origin, readerAgent, 'GET', path);
      if (answer.status !== 200) throw new BenchError(`GET ${path} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    }

    // Readers: one request at a time per connection, alone for a while and then for as long as the attack lasts.
    let latencies: number[] = [];
    let readFailures = 0;
    let reading = true;
    const readers = Array.from({ length: READERS }, async (_, reader) => {
      for (let index = reader; reading; index++) {
        const answer = await send(origin, readerAgent, 'GET', READ_PATHS[index % READ_PATHS.length]!);
        latencies.push(answer.ms);
        if (answer.status !== 200) readFailures++;
      }
    });
    await sleep(BASELINE_MS);
    const baseline = readerFigures(latencies, readFailures);
    latencies = [];
    readFailures = 0;

    const started = performance.now();
    const signInStatuses: number[] = [];
    const registrationStatuses: number[] = [];
    // Each attacker address sends its share one after another; the five addresses at once.
    const byAddress = (total: number, attempt: (index: number, address: string) => Promise<void>) =>
      Promise.all(
        ATTACKER_ADDRESSES.map(async (address, lane) => {
          for (let index = lane; index < total; index += ATTACKER_ADDRESSES.length) await attempt(index, address);
        }),
      );
    const failedSignIns = byAddress(FAILED_SIGN_INS, async (index, address) => {
      const member = members[index % MEMBERS]!;
      const answer = await send(origin, attacker, 'POST', '/api/auth/login', address, {
        username: member.username,
        password: `wrong ${index}`,
      });
      signInStatuses.push(answer.status);
    });
    const registrations = byAddress(REGISTRATIONS, async (index, address) => {
      const answer = await send(origin, attacker, 'POST', '/api/auth/register', address, {
        username: `spam-${run}-${index}`,
        password: `spam ${randomBytes(12).toString('base64url')}`,
      });
      registrationStatuses.push(answer.status);
    });
    // All forty at once, as a crawler fed a list of links might; a 503 is asked again after its Retry-After.
    const firstPreviewStatuses: number[] = [];
    let previewRetries = 0;
    const previews = Promise.all(
      Array.from({ length: PREVIEWS }, async (_, index) => {
        const date = new Date(FIRST_PREVIEW_DATE + index * 86_400_000).toISOString().slice(0, 10);
        const address = ATTACKER_ADDRESSES[index % ATTACKER_ADDRESSES.length]!;
        let answer = await send(origin, crawler, 'GET', `/api/share/${date}/image.png`, address);
        firstPreviewStatuses.push(answer.status);
        for (let tries = 1; answer.status === 503 && answer.retryAfter !== null && tries < PREVIEW_TRIES; tries++) {
          await sleep(answer.retryAfter * 1000);
          previewRetries++;
          answer = await send(origin, crawler, 'GET', `/api/share/${date}/image.png`, address);
        }
        return answer.status;
      }),
    );
    const [, , finalPreviewStatuses] = await Promise.all([failedSignIns, registrations, previews]);
    const seconds = (performance.now() - started) / 1000;
    reading = false;
    await Promise.all(readers);

    // Every member, from their own address, with the right password.
    const refused: string[] = [];
    for (const member of members) {
      const answer = await send(origin, attacker, 'POST', '/api/auth/login', member.address, {
        username: member.username,
        password: member.password,
      });
      if (answer.status !== 200) refused.push(`${member.username}: ${answer.status} ${answer.body}`);
    }

    return {
      seconds,
      baseline,
      readers: readerFigures(latencies, readFailures),
      failedSignIns: tally(signInStatuses),
      registrations: tally(registrationStatuses),
      previews: { firstAnswers: tally(firstPreviewStatuses), finalAnswers: tally(finalPreviewStatuses), retries: previewRetries },
      members: { signedIn: MEMBERS - refused.length, refused },
    };
  } finally {
    attacker.destroy();
    readerAgent.destroy();
    crawler.destroy();
  }
}

/** Prints the scenario's table; returns false when a goal was missed. */
export function printAbuseReport(report: AbuseReport): boolean {
  const { baseline, readers, members } = report;
  const readersMet = readers.p99 < READERS_MAX_P99_MS && readers.failures === 0;
  const membersMet = members.signedIn === MEMBERS;
  console.log('');
  console.log(
    `Abuse (issue 27): ${READERS} connections read devotions while ${FAILED_SIGN_INS} failed sign-ins over ${MEMBERS} usernames, ` +
      `${REGISTRATIONS} registrations and ${PREVIEWS} new preview images come from ${ATTACKER_ADDRESSES.length} addresses ` +
      `(real limits, RATE_LIMIT_FACTOR=1); the attack took ${report.seconds.toFixed(1)} s`,
  );
  printRows([
    ['abuse scenario', 'result', 'goal'],
    [
      `readers alone first (${BASELINE_MS / 1000} s): ${baseline.requests} reads, p50 ${baseline.p50.toFixed(1)} ms, max ${baseline.max.toFixed(1)} ms`,
      `p99 ${baseline.p99.toFixed(1)} ms`,
      'the machine',
    ],
    [
      `readers under attack: ${readers.requests} reads, p50 ${readers.p50.toFixed(1)} ms, max ${readers.max.toFixed(1)} ms`,
      `p99 ${readers.p99.toFixed(1)} ms${readers.failures ? `, ${readers.failures} not 200` : ''}`,
      `< ${READERS_MAX_P99_MS} ms, all 200: ${readersMet ? 'met' : 'MISSED'}`,
    ],
    ['failed sign-ins (answers)', report.failedSignIns, 'reported'],
    ['registrations (answers)', report.registrations, 'reported'],
    [
      `preview images: first answers (then ${report.previews.retries} asked again after Retry-After)`,
      `${report.previews.firstAnswers}; finally ${report.previews.finalAnswers}`,
      'reported',
    ],
    ['members signing in from their own address afterwards', `${members.signedIn} of ${MEMBERS}`, `all: ${membersMet ? 'met' : 'MISSED'}`],
  ]);
  for (const refusal of members.refused) console.log(`  refused: ${refusal}`);
  return readersMet && membersMet;
}
