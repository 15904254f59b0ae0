// server/trpc/transport.ts: which tRPC answers browsers, CDNs and the service worker may keep
// (DECISIONS "Scale"; STYLE "Transport policy once"). Private is the default.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { publicProcedure, router } from '../../server/trpc/init.ts';
import { appRouter } from '../../server/trpc/root.ts';
import { isPublicResponse, procedurePolicies } from '../../server/trpc/transport.ts';

const sample = router({
  verse: publicProcedure.meta({ cache: 'public', rest: { method: 'GET', path: '/api/verse' } }).query(() => 'In the beginning'),
  unmarked: publicProcedure.query(() => 'no metadata'),
  explicitlyPrivate: publicProcedure.meta({ cache: 'private' }).query(() => 'mine'),
  publicWrite: publicProcedure
    .meta({ cache: 'public' })
    .input(z.object({ text: z.string() }))
    .mutation(() => 'written'),
});
const policies = procedurePolicies(sample);

describe('a procedure’s policy', () => {
  it('is public only when its metadata says so', () => {
    expect(policies.get('verse')).toEqual({ path: 'verse', type: 'query', cache: 'public', rest: { method: 'GET', path: '/api/verse' } });
    expect(policies.get('unmarked')).toEqual({ path: 'unmarked', type: 'query', cache: 'private', rest: null });
    expect(policies.get('explicitlyPrivate')?.cache).toBe('private');
  });

  it('names its kind, so that a write is never cached whatever its metadata says', () => {
    expect(policies.get('publicWrite')?.type).toBe('mutation');
    expect(isPublicResponse(policies, ['publicWrite'], false)).toBe(false);
  });
});

describe('a tRPC answer', () => {
  it('of public queries that all succeeded is public', () => {
    expect(isPublicResponse(policies, ['verse'], false)).toBe(true);
    expect(isPublicResponse(policies, ['verse', 'verse'], false)).toBe(true);
  });

  it('with one private call in the batch is private', () => {
    expect(isPublicResponse(policies, ['verse', 'unmarked'], false)).toBe(false);
    expect(isPublicResponse(policies, ['unmarked', 'verse'], false)).toBe(false);
  });

  it('that failed is private, so no cache keeps an error', () => {
    expect(isPublicResponse(policies, ['verse'], true)).toBe(false);
  });

  it('naming no procedure, or one that does not exist, is private', () => {
    expect(isPublicResponse(policies, undefined, false)).toBe(false);
    expect(isPublicResponse(policies, [], false)).toBe(false);
    expect(isPublicResponse(policies, ['no.such.procedure'], false)).toBe(false);
  });
});

describe("the app's procedures", () => {
  const app = [...procedurePolicies(appRouter).values()];
  const readerNamespaces = ['auth.', 'bookmark.', 'highlight.', 'notes.', 'journal.', 'progress.'];

  it('about a reader (account, bookmarks, highlights, notes, journal, progress) are never public', () => {
    const aboutAReader = app.filter((policy) => readerNamespaces.some((namespace) => policy.path.startsWith(namespace)));
    expect(aboutAReader.length).toBeGreaterThan(10);
    expect(aboutAReader.filter((policy) => policy.cache === 'public').map((policy) => policy.path)).toEqual([]);
  });

  it('that write are never public', () => {
    expect(app.filter((policy) => policy.type !== 'query' && policy.cache === 'public').map((policy) => policy.path)).toEqual([]);
  });

  it('that serve shared content (devotions, studies, dictionary) are public', () => {
    for (const path of ['devotion.byDate', 'devotion.navigation']) expect(procedurePolicies(appRouter).get(path)?.cache).toBe('public');
  });
});
