import { describe, expect, it } from 'vitest';
import { clearContentCaches } from '../../server/services/content-cache.ts';
import { insertDevotion } from '../factories/content.ts';
import { useTestApp } from '../setup/test-app.ts';

const context = useTestApp();

describe('public responses are produced once and served as ready bytes', () => {
  it('answers a repeated read from memory until the content caches are cleared', async () => {
    await insertDevotion(context.db.sql, { date: '2025-01-05', title: 'Before the Import' });
    const first = await context.app.inject('/api/devotions/2025-01-05');
    expect(first.json().title).toBe('Before the Import');

    // A change in the database is not seen until an import clears the caches.
    await context.db.sql`UPDATE devotions SET title = 'After the Import' WHERE date = '2025-01-05'`;
    const second = await context.app.inject('/api/devotions/2025-01-05');
    expect(second.json().title).toBe('Before the Import');
    expect(second.headers.etag).toBe(first.headers.etag);

    clearContentCaches();
    expect((await context.app.inject('/api/devotions/2025-01-05')).json().title).toBe('After the Import');
  });

  it('serves the stored gzip and brotli forms, and 304 for a matching ETag', async () => {
    await insertDevotion(context.db.sql, { date: '2025-01-06' });
    const fresh = await context.app.inject({ url: '/api/devotions/2025-01-06', headers: { 'accept-encoding': 'br' } });
    const stored = await context.app.inject({ url: '/api/devotions/2025-01-06', headers: { 'accept-encoding': 'br' } });
    expect(stored.headers['content-encoding']).toBe('br');
    expect(stored.headers['x-lumen-cache']).toBe('public');
    expect(stored.headers['cache-control']).toBe(fresh.headers['cache-control']);
    const gzip = await context.app.inject({ url: '/api/devotions/2025-01-06', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const notModified = await context.app.inject({ url: '/api/devotions/2025-01-06', headers: { 'if-none-match': stored.headers.etag as string } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('never keeps an error', async () => {
    const missing = await context.app.inject('/api/devotions/2025-03-10');
    expect(missing.statusCode).toBe(404);
    await insertDevotion(context.db.sql, { date: '2025-03-10' });
    clearContentCaches(); // the calendar of existing dates is a content cache too
    expect((await context.app.inject('/api/devotions/2025-03-10')).statusCode).toBe(200);
  });
});
