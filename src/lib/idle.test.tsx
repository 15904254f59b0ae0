import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../tests/mocks/server.ts';
import { renderApp } from '../../tests/setup/render-app.tsx';
import { whenIdle } from './idle.ts';

/** Stands in for the browser's idle callbacks (jsdom has none): they run when the test says. */
function holdIdleCallbacks() {
  const waiting = new Map<number, IdleRequestCallback>();
  let nextId = 1;
  const request = vi.fn((callback: IdleRequestCallback) => {
    waiting.set(nextId, callback);
    return nextId++;
  });
  vi.stubGlobal('requestIdleCallback', request);
  vi.stubGlobal('cancelIdleCallback', (id: number) => waiting.delete(id));
  return {
    request,
    pending: () => waiting.size,
    runAll() {
      const callbacks = [...waiting.values()];
      waiting.clear();
      for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 50 });
    },
  };
}

/** The procedures the app asks for, in order (one request each: the test client does not batch). */
function recordProcedures() {
  const asked: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const procedure = url.pathname.replace('/trpc/', '');
    const input = url.searchParams.get('input');
    asked.push(input && procedure === 'devotion.byDate' ? `${procedure} ${JSON.parse(input).json.date}` : procedure);
  };
  server.events.on('request:start', record);
  return { asked, stop: () => server.events.removeListener('request:start', record) };
}

afterEach(() => {
  // Unmounted first: the app cancels its idle callbacks through the stand-ins.
  cleanup();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('runs the work in an idle callback that waits at most two seconds, and can be cancelled', () => {
    const idle = holdIdleCallbacks();
    const work = vi.fn();
    const cancel = whenIdle(work);
    expect(idle.request).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(work).not.toHaveBeenCalled();
    idle.runAll();
    expect(work).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    whenIdle(cancelled)();
    expect(idle.pending()).toBe(0);
    idle.runAll();
    expect(cancelled).not.toHaveBeenCalled();
    cancel();
  });

  it('runs the work after a tick where the browser has no idle callbacks', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    await waitFor(() => expect(work).toHaveBeenCalledTimes(1));
  });
});

describe('work a reader does not wait for', () => {
  it('waits for the browser to be idle: the neighbouring days and who is signed in are asked for only then', async () => {
    const idle = holdIdleCallbacks();
    const procedures = recordProcedures();
    try {
      renderApp('/2025-01-05');
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      await waitFor(() => expect(idle.pending()).toBeGreaterThan(0));
      expect(procedures.asked).toEqual(expect.arrayContaining(['devotion.byDate 2025-01-05']));
      expect(procedures.asked).not.toContain('auth.me');
      expect(procedures.asked.filter((asked) => asked.startsWith('devotion.byDate'))).toEqual(['devotion.byDate 2025-01-05']);

      idle.runAll();
      await waitFor(() => expect(procedures.asked).toContain('auth.me'));
      await waitFor(() =>
        expect(procedures.asked).toEqual(expect.arrayContaining(['devotion.byDate 2025-01-04', 'devotion.byDate 2025-01-06'])),
      );
    } finally {
      procedures.stop();
    }
  });
});
