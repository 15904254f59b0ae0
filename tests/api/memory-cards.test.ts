// Memory-verse cards over REST (issue 30): private to their member, a review replaces the card,
// the sign-in merge keeps the card reviewed last, and bad input is a clear 400.
import { describe, expect, it } from 'vitest';
import { reviewMemoryCard } from '../../src/shared/memory-schedule.ts';
import { buildMemoryCard } from '../factories/user-data.ts';
import { restError, restOutput } from '../setup/procedure-output.ts';
import { registerTestUser, SAME_ORIGIN, useTestApp, type SignedInTestUser } from '../setup/test-app.ts';

const context = useTestApp();

function call(user: SignedInTestUser | null, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) {
  return context.app.inject({
    method,
    url,
    headers: { ...SAME_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });
}

describe('memory-verse cards', () => {
  it('adds, reviews, lists and removes a card, for its member only', async () => {
    const reader = await registerTestUser(context.app);
    const other = await registerTestUser(context.app);
    const card = buildMemoryCard({ reference: '2 Corinthians 5:17' });

    expect(restOutput('memory.put', await call(reader, 'PUT', '/api/memory-cards', card))).toEqual(card);
    const reviewed = reviewMemoryCard(card, 'good', new Date(Date.parse(card.due) + 60_000), 'Europe/London');
    expect(restOutput('memory.put', await call(reader, 'PUT', '/api/memory-cards', reviewed))).toEqual(reviewed);

    const list = await call(reader, 'GET', '/api/memory-cards');
    expect(restOutput('memory.list', list)).toEqual([reviewed]);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(restOutput('memory.list', await call(other, 'GET', '/api/memory-cards'))).toEqual([]);

    const missing = await call(other, 'DELETE', `/api/memory-cards/${encodeURIComponent('2 Corinthians 5:17')}`);
    expect(missing.statusCode).toBe(404);
    const removed = await call(reader, 'DELETE', `/api/memory-cards/${encodeURIComponent('2 Corinthians 5:17')}`);
    expect(restOutput('memory.remove', removed)).toEqual({ reference: '2 Corinthians 5:17' });
    expect(restOutput('memory.list', await call(reader, 'GET', '/api/memory-cards'))).toEqual([]);
  });

  it('merges a visitor’s cards, keeping the one reviewed last', async () => {
    const reader = await registerTestUser(context.app);
    const older = buildMemoryCard({ reference: 'John 11:35', updatedAt: '2025-01-05T09:00:00.000Z' });
    const newer = { ...older, reps: 3, updatedAt: '2025-02-05T09:00:00.000Z' };
    const only = buildMemoryCard({ reference: 'Psalm 23:1' });
    await call(reader, 'PUT', '/api/memory-cards', newer);
    const merged = restOutput('memory.merge', await call(reader, 'POST', '/api/memory-cards/merge', { memoryCards: [older, only] }));
    expect(merged).toHaveLength(2);
    expect(merged.find((card) => card.reference === 'John 11:35')).toEqual(newer);
    expect(merged.find((card) => card.reference === 'Psalm 23:1')).toEqual(only);
  });

  it('refuses a visitor, and a card out of shape with a message', async () => {
    expect((await call(null, 'GET', '/api/memory-cards')).statusCode).toBe(401);
    const reader = await registerTestUser(context.app);
    const bad = await call(reader, 'PUT', '/api/memory-cards', { ...buildMemoryCard(), state: 9, due: '0000-01-01T00:00:00.000Z' });
    expect(bad.statusCode).toBe(400);
    expect(restError(bad)).toContain('state: must be 0 (new), 1 (learning), 2 (review) or 3 (relearning)');
    expect(restError(bad)).toContain('due: A time must lie in the years 1900 to 2200');
  });
});
