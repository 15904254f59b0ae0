// Link-preview PNGs on demand (issue 27 item 3). The route needs no sign-in and a new card
// costs about a second of CPU, so:
// - a card is rendered once per content shown (title, verse reference, hero image), and kept;
// - renders run in a worker thread, a bounded number at a time, so readers' requests on the
//   event loop are not held up by them;
// - at most `maxQueued` renders wait; beyond that the caller is told to come back later;
// - a render nobody waits for any more (every request for it closed) is dropped from the queue.
import { createHash } from 'node:crypto';
import { Piscina } from 'piscina';
import type { PreviewCard, RenderResult } from './preview-image.ts';

/** Thrown when the render queue is full; the route answers 503 with Retry-After. */
export class PreviewQueueFull extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Preview images are busy. Please try again in ${retryAfterSeconds} seconds.`);
  }
}

/** Thrown to a request that was closed before its card was rendered. */
export class PreviewRequestClosed extends Error {
  constructor() {
    super('The request for this preview image was closed before it was rendered.');
  }
}

export interface PreviewImageOptions {
  /** Rendered cards kept in memory. */
  capacity?: number;
  /** Renders at once (each takes one worker thread). */
  concurrency?: number;
  /** Renders waiting for a thread; a new card beyond this is refused. */
  maxQueued?: number;
  /** Renders one card; by default in the worker pool. */
  render?: (card: PreviewCard) => Promise<RenderResult>;
}

export interface PreviewRequest {
  /** Aborted when the request is closed: a render no one waits for is not started. */
  signal?: AbortSignal;
  /** Told how long the render this request waited for took (not called for a kept card). */
  onRendered?: (milliseconds: number) => void;
}

export interface PreviewImages {
  /** The card's PNG: kept, or rendered once however many requests ask for it meanwhile. */
  get(card: PreviewCard, request?: PreviewRequest): Promise<Buffer>;
  /** Renders running and waiting now. */
  load(): { rendering: number; queued: number };
  close(): Promise<void>;
}

export const PREVIEW_LIMITS = {
  capacity: 200,
  // One render at a time leaves the other core of a small machine to the readers.
  concurrency: 1,
  // About 10 s of renders on a busy machine: well inside the 30 s a connection may sit idle
  // (connection-limits.ts), so no one waits only to be cut off. A link crawler asking for more
  // can come back.
  maxQueued: 8,
} as const;

/** What a render takes before any has been timed, for Retry-After. */
const FIRST_RENDER_ESTIMATE_MS = 1200;

/** A hash of what the card shows: two dates with the same devotion and illustration share one image. */
export function previewContentKey(card: PreviewCard): string {
  return createHash('sha256')
    .update(JSON.stringify([card.title, card.verseReference, card.heroImageUrl]))
    .digest('base64url');
}

/** A bounded least-recently-used map: a Map keeps insertion order, so the first key is the oldest. */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();
  constructor(private readonly capacity: number) {}
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
  }
  get size(): number {
    return this.entries.size;
  }
}

/** Renders in worker threads, started with the first card (most processes never render one). */
function workerRenderer(threads: number): { render: (card: PreviewCard) => Promise<RenderResult>; close: () => Promise<void> } {
  let pool: Piscina | null = null;
  return {
    async render(card) {
      pool ??= new Piscina({
        filename: new URL('./preview-image-worker.mjs', import.meta.url).href,
        minThreads: threads,
        maxThreads: threads,
      });
      const { png, milliseconds } = (await pool.run(card)) as { png: Uint8Array; milliseconds: number };
      // The PNG arrives as a plain Uint8Array (structured clone); a Buffer over the same bytes.
      return { png: Buffer.from(png.buffer, png.byteOffset, png.byteLength), milliseconds };
    },
    close: async () => {
      await pool?.destroy();
      pool = null;
    },
  };
}

interface Waiter {
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
  onRendered: ((milliseconds: number) => void) | undefined;
}

interface Job {
  key: string;
  card: PreviewCard;
  waiters: Set<Waiter>;
  started: boolean;
}

export function createPreviewImages(options: PreviewImageOptions = {}): PreviewImages {
  const { capacity, concurrency, maxQueued } = { ...PREVIEW_LIMITS, ...options };
  const workers = options.render ? null : workerRenderer(concurrency);
  const render = options.render ?? workers!.render;
  const cache = new LruCache<string, Buffer>(capacity);
  const jobs = new Map<string, Job>();
  const waiting: Job[] = [];
  let rendering = 0;
  let lastRenderMs = FIRST_RENDER_ESTIMATE_MS;

  function startRenders(): void {
    while (rendering < concurrency && waiting.length > 0) {
      const job = waiting.shift()!;
      job.started = true;
      rendering++;
      render(job.card)
        .then(
          ({ png, milliseconds }) => {
            lastRenderMs = milliseconds;
            cache.set(job.key, png);
            let told = false;
            for (const waiter of job.waiters) {
              if (!told) waiter.onRendered?.(milliseconds);
              told = true;
              waiter.resolve(png);
            }
          },
          (error: Error) => {
            for (const waiter of job.waiters) waiter.reject(error);
          },
        )
        .finally(() => {
          rendering--;
          jobs.delete(job.key);
          startRenders();
        });
    }
  }

  /** Seconds until the queue has room again, at the pace of the last render. */
  function retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(((waiting.length + rendering) * lastRenderMs) / concurrency / 1000));
  }

  return {
    get(card, { signal, onRendered } = {}) {
      if (signal?.aborted) return Promise.reject(new PreviewRequestClosed());
      const key = previewContentKey(card);
      const cached = cache.get(key);
      if (cached) return Promise.resolve(cached);
      let job = jobs.get(key);
      if (!job) {
        if (waiting.length >= maxQueued) return Promise.reject(new PreviewQueueFull(retryAfterSeconds()));
        job = { key, card, waiters: new Set(), started: false };
        jobs.set(key, job);
        waiting.push(job);
      }
      const joined = job;
      return new Promise<Buffer>((resolve, reject) => {
        const onAbort = () => {
          joined.waiters.delete(waiter);
          reject(new PreviewRequestClosed());
          // Nobody waits for it and it has not started: it never will.
          if (!joined.started && joined.waiters.size === 0) {
            waiting.splice(waiting.indexOf(joined), 1);
            jobs.delete(key);
          }
        };
        const settled = () => signal?.removeEventListener('abort', onAbort);
        const waiter: Waiter = {
          resolve: (png) => (settled(), resolve(png)),
          reject: (error) => (settled(), reject(error)),
          onRendered,
        };
        joined.waiters.add(waiter);
        signal?.addEventListener('abort', onAbort, { once: true });
        startRenders();
      });
    },
    load: () => ({ rendering, queued: waiting.length }),
    close: async () => {
      await workers?.close();
    },
  };
}
