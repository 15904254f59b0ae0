// server/trpc/context.ts: how a request's session cookie becomes `ctx.session()`, with a
// recording stand-in for the Sessions module (the real one is driven in tests/api/auth*.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Sessions, ValidSession } from '../../server/auth/sessions.ts';
import { createContext, createContextInner, type ServerDependencies } from '../../server/trpc/context.ts';

const RUTH = { id: 'user-ruth', username: 'Ruth' };
const BLANK_COOKIE = 'lumen_session=; Max-Age=0';

/** Sessions that know one id; `validate` answers what `known` says. */
function sessionsKnowing(known: Record<string, ValidSession>) {
  const sessions = {
    cookieName: 'lumen_session',
    readCookie: vi.fn((header: string | undefined) => {
      const token = /lumen_session=([^;]*)/.exec(header ?? '')?.[1] || null;
      return token ? { token } : { token: null, duplicate: false };
    }),
    validate: vi.fn(async (id: string) => known[id] ?? null),
    create: vi.fn(),
    invalidate: vi.fn(),
    invalidateAllOf: vi.fn(),
    invalidateOwn: vi.fn(),
    listOf: vi.fn(),
    cookieFor: vi.fn((id: string) => `lumen_session=${id}; Max-Age=2592000`),
    blankCookie: vi.fn(() => BLANK_COOKIE),
  } satisfies Sessions;
  return sessions;
}

function dependencies(sessions: Sessions): ServerDependencies {
  return { sessions, sql: {} as never, images: {} as never, origin: 'https://lumen.example', isReady: () => true, throttle: {} as never };
}

/** A request and a reply that records the headers set on it. */
function exchange(cookie?: string, ip = '203.0.113.9') {
  const headers: [string, string][] = [];
  const req = { ip, headers: cookie ? { cookie } : {} } as unknown as FastifyRequest;
  const res = { header: (name: string, value: string) => headers.push([name, value]) } as unknown as FastifyReply;
  return { req, res, headers };
}

describe('a request without a session cookie', () => {
  it('is signed out, costs no lookup and sets no cookie', async () => {
    const sessions = sessionsKnowing({});
    const { req, res, headers } = exchange();

    expect(await createContext(dependencies(sessions), { req, res }).session()).toEqual({ user: null, sessionId: null });
    expect(sessions.validate).not.toHaveBeenCalled();
    expect(headers).toEqual([]);
  });
});

describe('a request with a session cookie', () => {
  it('of a valid session is signed in as its user, without re-sending the cookie', async () => {
    const sessions = sessionsKnowing({ s1: { id: 's1', user: RUTH, fresh: false } });
    const { req, res, headers } = exchange('theme=dark; lumen_session=s1');

    expect(await createContext(dependencies(sessions), { req, res }).session()).toEqual({ user: RUTH, sessionId: 's1' });
    expect(headers).toEqual([]);
  });

  it('whose expiry just slid forward gets its cookie again, so the browser keeps it for 30 more days', async () => {
    const sessions = sessionsKnowing({ s1: { id: 's1', user: RUTH, fresh: true } });
    const { req, res, headers } = exchange('lumen_session=s1');

    expect(await createContext(dependencies(sessions), { req, res }).session()).toEqual({ user: RUTH, sessionId: 's1' });
    expect(headers).toEqual([['set-cookie', 'lumen_session=s1; Max-Age=2592000']]);
  });

  it('of an unknown or expired session is signed out and the cookie is blanked', async () => {
    const sessions = sessionsKnowing({});
    const { req, res, headers } = exchange('lumen_session=gone');

    expect(await createContext(dependencies(sessions), { req, res }).session()).toEqual({ user: null, sessionId: null });
    expect(sessions.validate).toHaveBeenCalledWith('gone');
    expect(headers).toEqual([['set-cookie', BLANK_COOKIE]]);
  });

  it('is validated once per request, however many procedures of a batch ask', async () => {
    const sessions = sessionsKnowing({ s1: { id: 's1', user: RUTH, fresh: true } });
    const { req, res, headers } = exchange('lumen_session=s1');
    const context = createContext(dependencies(sessions), { req, res });

    const answers = await Promise.all([context.session(), context.session(), context.session()]);

    expect(answers.every((answer) => answer.user === RUTH)).toBe(true);
    expect(sessions.validate).toHaveBeenCalledTimes(1);
    expect(headers).toHaveLength(1);
  });

  it('is not read at all by a procedure that never asks (public content stays cacheable)', () => {
    const sessions = sessionsKnowing({ s1: { id: 's1', user: RUTH, fresh: true } });
    const { req, res, headers } = exchange('lumen_session=s1');
    createContext(dependencies(sessions), { req, res });

    expect(sessions.readCookie).not.toHaveBeenCalled();
    expect(headers).toEqual([]);
  });
});

describe('what else a procedure can reach', () => {
  it("over HTTP: the client's address (for throttling) and a way to set headers on the answer", () => {
    const { req, res, headers } = exchange(undefined, '198.51.100.4');
    const context = createContext(dependencies(sessionsKnowing({})), { req, res });

    context.response.setHeader('retry-after', '60');
    context.response.setCookie('lumen_session=x');

    expect(context.clientAddress).toBe('198.51.100.4');
    expect(headers).toEqual([
      ['retry-after', '60'],
      ['set-cookie', 'lumen_session=x'],
    ]);
  });

  it('without HTTP (tests, server-rendered pages): signed out, no address, headers go nowhere', async () => {
    const context = createContextInner(dependencies(sessionsKnowing({})));

    expect(await context.session()).toEqual({ user: null, sessionId: null });
    expect(context.clientAddress).toBeNull();
    expect(() => context.response.setCookie('lumen_session=x')).not.toThrow();
    expect(() => context.response.setHeader('retry-after', '60')).not.toThrow();
  });

  it('without HTTP, a caller can still be given a session', async () => {
    const context = createContextInner(dependencies(sessionsKnowing({})), {
      session: async () => ({ user: RUTH, sessionId: 's1' }),
      clientAddress: '192.0.2.1',
    });
    expect(await context.session()).toEqual({ user: RUTH, sessionId: 's1' });
    expect(context.clientAddress).toBe('192.0.2.1');
  });
});
