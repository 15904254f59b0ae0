// Search latency for `npm run bench`: devotion search and Strong's search, one request at a
// time over the real HTTP server and the full programme, reported as p50 and p95 against the
// 20 ms target (issue: search ranked by PostgreSQL full-text search).
//
// Requests go out over node:http as a browser sends them, and one row still times through
// fetch, for comparison: tests/bench/README.md says why.
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** Queries a reader types: words, phrases, partial words, references, names and Strong's terms. */
const DEVOTION_QUERIES = [
  'light',
  'shepherd',
  'grace',
  'forgive',
  'prayer',
  'Easter',
  'Advent',
  'Ruth',
  'Jonah',
  'Joseph',
  'mercy endures',
  'good shep',
  'bread of life',
  'John 3',
  'Psalm 121',
  'Philippians',
  'wilderness',
  'resurrection',
  'Spirit',
  'king',
];
const STRONGS_QUERIES = [
  'love',
  'G2316',
  'H3068',
  'agape',
  'shepherd',
  'peace',
  'grace',
  'faith',
  'light',
  'word',
  'spirit',
  'heart',
  'king',
  'bread',
  'water',
];
export const SEARCH_TARGET_P95_MS = 20;

export interface SearchLatency {
  name: string;
  requests: number;
  p50: number;
  p95: number;
  /** Shown for comparison, without a target. */
  reported?: boolean;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function decoded(body: Buffer, headers: IncomingHttpHeaders): Buffer {
  const encoding = headers['content-encoding'];
  return encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
}

/** Milliseconds from sending a GET to holding its whole decoded body. */
function timeGet(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const outgoing = request(url, { agent, headers: { 'accept-encoding': 'gzip, deflate, br' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`GET ${url} answered ${response.statusCode}`));
        // Decompressed before the clock stops, as a browser must before it can show results.
        decoded(Buffer.concat(chunks), response.headers);
        resolve(performance.now() - started);
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function timeFetch(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return elapsed;
}

/** `rounds` repeats after one warm-up pass; with `warm` false, each URL is timed once, cold. */
async function measureSearch(name: string, urls: string[], rounds: number, warm = true, time = timeGet): Promise<SearchLatency> {
  const samples: number[] = [];
  if (!warm) {
    await time(`${new URL(urls[0]!).origin}/api/devotions/2025-01-05`); // the connection, not a search
    for (const url of urls) samples.push(await time(url));
  } else {
    for (const url of urls) await time(url); // warm the plans and caches once
    for (let round = 0; round < rounds; round++) for (const url of urls) samples.push(await time(url));
  }
  samples.sort((a, b) => a - b);
  return { name, requests: samples.length, p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) };
}

/** Words never searched before in this run, so each first request does the full database work. */
const COLD_WORDS = [
  'abide',
  'altar',
  'angel',
  'anoint',
  'ark',
  'ashes',
  'baptism',
  'barley',
  'blessing',
  'blind',
  'blood',
  'boat',
  'bones',
  'branch',
  'bride',
  'brother',
  'burden',
  'call',
  'city',
  'cloud',
  'comfort',
  'covenant',
  'cross',
  'crown',
  'darkness',
  'daughter',
  'desert',
  'door',
  'dove',
  'dream',
  'dust',
  'eagle',
  'exile',
  'famine',
  'feast',
  'field',
  'fig',
  'fire',
  'fish',
  'flock',
  'garden',
  'gate',
  'glory',
  'harvest',
  'healing',
  'heaven',
  'honey',
  'hope',
  'house',
  'hunger',
  'judge',
  'lamb',
  'lamp',
  'law',
  'lion',
  'manna',
  'mountain',
  'night',
  'oil',
  'olive',
  'path',
  'pearl',
  'prison',
  'promise',
  'rain',
  'river',
  'rock',
  'salt',
  'sea',
  'seed',
];

export async function measureSearches(origin: string, rounds = 10): Promise<SearchLatency[]> {
  const devotionUrl = (query: string) => `${origin}/api/devotions/search?q=${encodeURIComponent(query)}`;
  const strongsUrl = (query: string) => `${origin}/api/strongs/search/${encodeURIComponent(query)}`;
  return [
    await measureSearch('devotion search (repeated queries)', DEVOTION_QUERIES.map(devotionUrl), rounds),
    await measureSearch("Strong's search (repeated queries)", STRONGS_QUERIES.map(strongsUrl), rounds),
    await measureSearch('devotion search (first time)', COLD_WORDS.map(devotionUrl), 0, false),
    await measureSearch("Strong's search (first time)", COLD_WORDS.map(strongsUrl), 0, false),
    // The same words again, new to the server's caches once more (the cache key holds the query
    // as typed, and "abide!" searches for the word "abide").
    {
      ...(await measureSearch(
        'devotion search (first, via fetch)',
        COLD_WORDS.map((word) => devotionUrl(`${word}!`)),
        0,
        false,
        timeFetch,
      )),
      reported: true,
    },
  ];
}

export function printSearchTable(results: SearchLatency[]): boolean {
  console.log('');
  console.log(`search, one request at a time          requests   p50 ms   p95 ms   p95 < ${SEARCH_TARGET_P95_MS} ms`);
  let met = true;
  for (const result of results) {
    const ok = result.p95 < SEARCH_TARGET_P95_MS;
    if (!result.reported) met &&= ok;
    const verdict = result.reported ? 'reported' : ok ? 'met' : 'MISSED';
    console.log(
      `${result.name.padEnd(40)} ${String(result.requests).padStart(8)}   ${result.p50.toFixed(1).padStart(6)}   ${result.p95.toFixed(1).padStart(6)}   ${verdict}`,
    );
  }
  return met;
}
