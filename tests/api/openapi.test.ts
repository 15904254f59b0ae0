// The API reference: the OpenAPI 3.1 document generated from the procedures, and the page that
// shows it (server/http/openapi.ts, server/http/openapi-routes.ts).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { API_REFERENCE_PATH, API_REFERENCE_SCRIPT_PATH, OPENAPI_DOCUMENT_PATH } from '../../server/http/openapi-routes.ts';
import { buildOpenApiDocument, type OpenApiOperation } from '../../server/http/openapi.ts';
import { registerPreviewImageRoute } from '../../server/http/preview-image-route.ts';
import { registerReminderRoutes } from '../../server/http/reminder-routes.ts';
import { API_REFERENCE_CONTENT_SECURITY_POLICY } from '../../server/http/security-headers.ts';
import { registerRestRoutes } from '../../server/rest/plugin.ts';
import { appRouter } from '../../server/trpc/root.ts';
import { MAX_DEVOTION_ID_DIGITS } from '../../src/shared/schemas/user-data.ts';
import { insertDevotion } from '../factories/content.ts';
import { buildHighlight } from '../factories/user-data.ts';
import { restError, restOutput } from '../setup/procedure-output.ts';
import { registerTestUser, SAME_ORIGIN, useTestApp } from '../setup/test-app.ts';

const context = useTestApp();
const REDOCLY = join(process.cwd(), 'node_modules', '.bin', 'redocly');
// Built afresh for each test rather than once when the file loads: mutation testing can then
// tell which test notices a change to the generator (stryker.config.mjs).
let document: ReturnType<typeof buildOpenApiDocument>;
beforeEach(() => {
  document = buildOpenApiDocument(appRouter, { version: 'test' });
});

function operation(method: string, path: string): OpenApiOperation {
  const found = document.paths[path]?.[method as 'get'];
  if (!found) throw new Error(`The document has no ${method.toUpperCase()} ${path}`);
  return found;
}

/** Every route the REST plugin, the preview image and the reminders register, as Fastify sees them. */
async function registeredApiRoutes(): Promise<{ method: string; url: string }[]> {
  const app = Fastify();
  const routes: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  const unused = () => {
    throw new Error('no request is made');
  };
  registerPreviewImageRoute(app, unused);
  registerReminderRoutes(app, unused);
  registerRestRoutes(app, unused);
  await app.ready();
  await app.close();
  // HEAD twins of GETs and the catch-all 404 are not operations.
  return routes.filter((route) => route.method !== 'HEAD' && route.url !== '/api/*');
}

describe('the OpenAPI document', () => {
  it('describes every route the REST plugin registers, with its method, and no other', async () => {
    const routes = await registeredApiRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(32);
    for (const { method, url } of routes) operation(method.toLowerCase(), url.replace(/:(\w+)/g, '{$1}'));

    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(routes.map(({ method, url }) => `${method} ${url.replace(/:(\w+)/g, '{$1}')}`).sort());
  });

  it('names every operation in words, not by its procedure path', () => {
    for (const item of Object.values(document.paths)) {
      for (const { operationId, summary } of Object.values(item)) expect(summary, operationId).not.toBe(operationId);
    }
  });

  it('names only routes the app answers', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of Object.keys(item)) {
        expect(
          context.app.hasRoute({ method: method.toUpperCase() as 'GET', url: path.replace(/\{(\w+)\}/g, ':$1') }),
          `${method} ${path}`,
        ).toBe(true);
      }
    }
  });

  it('validates as OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('answers with the output schema and lists the failures each operation can answer', () => {
    const devotion = operation('get', '/api/devotions/{date}');
    expect(Object.keys(devotion.responses)).toEqual(['200', '400', '404', '429', '503']);
    expect(devotion.responses).toMatchObject({
      '200': {
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Devotion' } } },
        headers: { 'Cache-Control': { schema: { examples: [expect.stringMatching(/^public/)] } }, ETag: expect.any(Object) },
      },
      '404': { content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } },
    });

    const register = operation('post', '/api/auth/register');
    expect(Object.keys(register.responses)).toEqual(['200', '400', '403', '409', '413', '429', '503']);
    expect(register.responses['429']!.headers).toHaveProperty('Retry-After');
    expect(Object.keys(operation('post', '/api/auth/login').responses)).toContain('401');

    expect(operation('get', '/api/notes').responses['200']).toMatchObject({
      content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Note' } } } },
      headers: { 'Cache-Control': { schema: { examples: ['private, no-store'] } } },
    });

    expect(document.components.schemas.ApiError).toEqual({
      type: 'object',
      properties: { error: { type: 'string' } },
      required: ['error'],
      additionalProperties: false,
      description: expect.any(String),
    });
    // An answer's highlight colour is one of the five, whatever was sent.
    expect(document.components.schemas.Highlight!.properties).toMatchObject({
      color: { enum: ['yellow', 'blue', 'green', 'pink', 'purple'] },
    });
  });

  it('puts each input where REST reads it: path, query string or JSON body', () => {
    const update = operation('put', '/api/notes/{id}');
    expect(update.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: expect.objectContaining({ type: 'integer' }) }]);
    expect(update.requestBody).toMatchObject({
      required: true,
      content: { 'application/json': { schema: { type: 'object', properties: { content: { type: 'string' } }, required: ['content'] } } },
    });

    expect(operation('get', '/api/notes').parameters).toEqual([
      { name: 'devotionId', in: 'query', required: true, schema: expect.objectContaining({ type: 'integer' }) },
    ]);
    expect(operation('get', '/api/devotions/{date}/navigation').parameters).toEqual([
      expect.objectContaining({ name: 'date', in: 'path', required: true, schema: expect.objectContaining({ format: 'date' }) }),
      expect.objectContaining({ name: 'today', in: 'query', required: false }),
    ]);
    expect(operation('post', '/api/auth/logout').requestBody).toBeUndefined();
    // A request is described as sent: the recovery code is any text, read loosely.
    expect(operation('post', '/api/auth/reset-password').requestBody).toMatchObject({
      content: { 'application/json': { schema: { required: ['username', 'recoveryCode', 'newPassword', 'confirmPassword'] } } },
    });
  });

  it('gives every call its parameters, body and the statuses it can answer, in order', () => {
    // One line per operation: how it is called and what it answers (the REST layer's rules:
    // input where REST reads it, 400 for any input, 413 for any POST or PUT).
    const calls = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, call]) => {
        const parameters = (call.parameters ?? [])
          .map((parameter) => `${parameter.name} in ${parameter.in}${parameter.required ? '' : '?'}`)
          .join(', ');
        const body = call.requestBody ? ` + ${call.requestBody.required ? 'body' : 'body?'}` : '';
        return `${method.toUpperCase()} ${path} (${parameters})${body} [${call.tags.join()}] -> ${Object.keys(call.responses).join(' ')}`;
      }),
    );
    expect(calls).toEqual([
      'GET /api/devotions/{date} (date in path) [devotion] -> 200 400 404 429 503',
      'GET /api/devotions/index () [devotion] -> 200 429 503',
      'GET /api/devotions/{date}/navigation (date in path, today in query?) [devotion] -> 200 400 429 503',
      'GET /api/devotions/search (q in query?, query in query?) [devotion] -> 200 400 429 503',
      'GET /api/share/{date} (date in path) [share] -> 200 400 404 429 503',
      'GET /api/strongs/{strongsNumber} (strongsNumber in path) [strongs] -> 200 400 404 429 503',
      'GET /api/strongs/search/{query} (query in path) [strongs] -> 200 400 429 503',
      'GET /api/james-studies () [james] -> 200 429 503',
      'GET /api/james-studies/{day} (day in path) [james] -> 200 400 404 429 503',
      'POST /api/auth/register () + body [auth] -> 200 400 403 409 413 429 503',
      'POST /api/auth/login () + body [auth] -> 200 400 401 403 413 429 503',
      'POST /api/auth/reset-password () + body [auth] -> 200 400 403 413 429 503',
      'POST /api/auth/logout () [auth] -> 200 403 413 429 503',
      'GET /api/auth/me () [auth] -> 200 429 503',
      'GET /api/account/sessions () [account] -> 200 401 429 503',
      'DELETE /api/account/sessions/{id} (id in path) [account] -> 200 400 401 403 404 429 503',
      'POST /api/account/sessions/end-others () [account] -> 200 401 403 413 429 503',
      'POST /api/account/password () + body [account] -> 200 400 401 403 413 429 503',
      'POST /api/account/recovery-code () + body [account] -> 200 400 401 403 413 429 503',
      'POST /api/account/delete () + body [account] -> 200 400 401 403 413 429 503',
      'GET /api/bookmarks () [bookmark] -> 200 401 429 503',
      'POST /api/bookmarks () + body [bookmark] -> 200 400 401 403 404 413 429 503',
      'DELETE /api/bookmarks/{devotionId} (devotionId in path) [bookmark] -> 200 400 401 403 404 429 503',
      'POST /api/bookmarks/merge () + body [bookmark] -> 200 400 401 403 413 429 503',
      'GET /api/highlights () [highlight] -> 200 401 429 503',
      'POST /api/highlights () + body [highlight] -> 200 400 401 403 404 413 429 503',
      'GET /api/highlights/{id} (id in path) [highlight] -> 200 400 401 429 503',
      'DELETE /api/highlights/{id} (id in path) [highlight] -> 200 400 401 403 404 429 503',
      'POST /api/highlights/merge () + body [highlight] -> 200 400 401 403 413 429 503',
      'GET /api/notes (devotionId in query) [notes] -> 200 400 401 429 503',
      'POST /api/notes () + body [notes] -> 200 400 401 403 404 413 429 503',
      'GET /api/notes/all () [notes] -> 200 401 429 503',
      'PUT /api/notes/{id} (id in path) + body [notes] -> 200 400 401 403 404 413 429 503',
      'DELETE /api/notes/{id} (id in path) [notes] -> 200 400 401 403 404 429 503',
      'GET /api/journal () [journal] -> 200 401 429 503',
      'PUT /api/journal/{date} (date in path) + body [journal] -> 200 400 401 403 413 429 503',
      'POST /api/journal/merge () + body [journal] -> 200 400 401 403 413 429 503',
      'GET /api/progress () [progress] -> 200 401 429 503',
      'PUT /api/progress () + body [progress] -> 200 400 401 403 413 429 503',
      'POST /api/progress/merge () + body [progress] -> 200 400 401 403 413 429 503',
      'GET /api/memory-cards () [memory] -> 200 401 429 503',
      'PUT /api/memory-cards () + body [memory] -> 200 400 401 403 413 429 503',
      'DELETE /api/memory-cards/{reference} (reference in path) [memory] -> 200 400 401 403 404 429 503',
      'POST /api/memory-cards/merge () + body [memory] -> 200 400 401 403 413 429 503',
      'GET /api/share/{date}/image.png (date in path) [share] -> 200 400 404 429 503',
      'GET /feed.xml () [reminders] -> 200 429 503',
      'GET /calendar.ics (time in query?, tz in query?) [reminders] -> 200 400 429 503',
    ]);
  });

  it('says everything in words: each shape, call, answer and header has a description', () => {
    for (const [name, schema] of Object.entries(document.components.schemas)) expect(schema.description, name).toMatch(/\w{3}/);
    // One titled, described group per router that has calls, in the order of the calls.
    expect(document.tags.map((tag) => tag.name)).toEqual([
      'devotion',
      'share',
      'strongs',
      'james',
      'auth',
      'bookmark',
      'highlight',
      'notes',
      'journal',
      'progress',
      'memory',
      'reminders',
    ]);
    for (const tag of document.tags) {
      expect(tag.description, tag.name).toMatch(/\w{3}/);
      expect(tag['x-displayName'], tag.name).toMatch(/\w{3}/);
    }
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, call] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(call.summary, where).toMatch(/\w{3}/);
        expect(call.description, where).toMatch(/\w{3}/);
        for (const [status, answer] of Object.entries(call.responses)) {
          expect(answer.description, `${where} ${status}`).toMatch(/\w{3}/);
          for (const [header, { description }] of Object.entries(answer.headers ?? {}))
            expect(description, `${where} ${status} ${header}`).toMatch(/\w{3}/);
        }
      }
    }
    // Each call names its tRPC twin, and says whether it may be cached.
    expect(operation('get', '/api/devotions/{date}').description).toBe(
      'Public content, the same for every reader; cacheable. Also the tRPC query `devotion.byDate` at /trpc/devotion.byDate.',
    );
    expect(operation('post', '/api/notes').description).toBe('Never cached. Also the tRPC mutation `notes.create` at /trpc/notes.create.');
    // A wrong password is not a missing session, and a throttled call says when to come back.
    expect(operation('post', '/api/auth/login').responses['401']!.description).toBe('The username or password is wrong.');
    expect(operation('get', '/api/bookmarks').responses['401']!.description).toBe('Not signed in: no valid session cookie.');
    expect(operation('post', '/api/auth/login').responses['429']!.headers).toEqual({
      'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } },
    });
  });

  it('asks for the session cookie exactly where a session is needed', () => {
    expect(document.components.securitySchemes.cookieAuth).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'lumen_session' });
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, { security }] of Object.entries(item)) {
        const memberData = /^\/api\/(bookmarks|highlights|notes|journal|progress|memory-cards|account)\b/.test(path);
        const readsSession = ['/api/auth/me', '/api/auth/logout', '/api/auth/reset-password'].includes(path);
        const expected = memberData ? [{ cookieAuth: [] }] : readsSession ? [{}, { cookieAuth: [] }] : [];
        expect(security, `${method} ${path}`).toEqual(expected);
        expect('401' in item[method as 'get']!.responses, `${method} ${path} answers 401`).toBe(memberData || path === '/api/auth/login');
      }
    }
  });
});

describe('the OpenAPI document agrees with the server (issue 27, "Also")', () => {
  it('names the server it is served from', () => {
    expect(document.servers).toEqual([{ url: '/', description: expect.stringMatching(/\w{3}/) }]);
  });

  it('keeps the highlights of a devotion and the removal of one highlight under one path, with one parameter name', async () => {
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/highlights/{'))).toEqual(['/api/highlights/{id}']);
    const item = document.paths['/api/highlights/{id}']!;
    expect(Object.keys(item).sort()).toEqual(['delete', 'get']);
    expect(item.get!.parameters).toEqual([
      {
        name: 'id',
        in: 'path',
        required: true,
        description: 'The id of the devotion whose highlights are listed.',
        schema: expect.objectContaining({ type: 'integer' }),
      },
    ]);
    expect(item.delete!.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: expect.objectContaining({ type: 'string' }) },
    ]);

    // The same REST paths answer as before: a devotion's highlights, and one highlight removed.
    const devotion = await insertDevotion(context.db.sql, { date: '2025-01-05' });
    const user = await registerTestUser(context.app);
    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      context.app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie: user.cookie }, ...(payload ? { payload } : {}) });
    const highlight = buildHighlight({ devotionId: devotion.id });
    expect((await call('POST', '/api/highlights', highlight)).statusCode).toBe(200);
    expect(restOutput('highlight.byDevotion', await call('GET', `/api/highlights/${devotion.id}`)).map(({ id }) => id)).toEqual([
      highlight.id,
    ]);
    expect(restOutput('highlight.remove', await call('DELETE', `/api/highlights/${highlight.id}`))).toEqual({ id: highlight.id });
    expect(restOutput('highlight.byDevotion', await call('GET', `/api/highlights/${devotion.id}`))).toEqual([]);
  });

  it(`documents the devotion ids the server accepts: up to ${MAX_DEVOTION_ID_DIGITS} digits`, async () => {
    const largest = 10 ** MAX_DEVOTION_ID_DIGITS - 1;
    const devotionIdParameters = [
      operation('delete', '/api/bookmarks/{devotionId}').parameters![0]!,
      operation('get', '/api/highlights/{id}').parameters![0]!,
      operation('get', '/api/notes').parameters![0]!,
    ];
    for (const parameter of devotionIdParameters) expect(parameter.schema).toMatchObject({ type: 'integer', maximum: largest });

    const user = await registerTestUser(context.app);
    const call = (url: string, method: 'GET' | 'DELETE' = 'GET') =>
      context.app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie: user.cookie } });
    // The largest documented id is read and found missing; one digit more is refused by name.
    expect((await call(`/api/bookmarks/${largest}`, 'DELETE')).statusCode).toBe(404);
    expect((await call(`/api/highlights/${largest}`)).statusCode).toBe(200);
    expect((await call(`/api/notes?devotionId=${largest}`)).statusCode).toBe(200);
    for (const url of [`/api/bookmarks/${largest + 1}`, `/api/highlights/${largest + 1}`, `/api/notes?devotionId=${largest + 1}`]) {
      const refused = await call(url, url.startsWith('/api/bookmarks') ? 'DELETE' : 'GET');
      expect(refused.statusCode, url).toBe(400);
      expect(restError(refused), url).toBe(`devotionId: devotionId has at most ${MAX_DEVOTION_ID_DIGITS} digits`);
    }
  });

  it('documents both names of the search words, ?q= and ?query=', async () => {
    expect(operation('get', '/api/devotions/search').parameters).toEqual([
      expect.objectContaining({
        name: 'q',
        in: 'query',
        required: false,
        schema: expect.objectContaining({ minLength: 3, maxLength: 100 }),
      }),
      expect.objectContaining({
        name: 'query',
        in: 'query',
        required: false,
        schema: expect.objectContaining({ minLength: 3, maxLength: 100 }),
      }),
    ]);
    for (const name of ['q', 'query']) expect((await context.app.inject(`/api/devotions/search?${name}=grace`)).statusCode, name).toBe(200);
  });

  it("passes Redocly's lint with its recommended rules", () => {
    const folder = mkdtempSync(join(tmpdir(), 'lumen-openapi-'));
    try {
      writeFileSync(join(folder, 'openapi.json'), JSON.stringify(document));
      // The one exception: LUMEN is not published under a licence, so the document names none.
      writeFileSync(join(folder, 'redocly.yaml'), 'extends:\n  - recommended\nrules:\n  info-license: off\n');
      const lint = spawnSync(REDOCLY, ['lint', '--format=json', 'openapi.json'], {
        cwd: folder,
        encoding: 'utf8',
        // Offline: no usage report and no check for a newer version.
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
        timeout: 60_000,
      });
      const problems = (JSON.parse(lint.stdout.slice(lint.stdout.indexOf('{'))) as { problems: { ruleId: string; message: string }[] })
        .problems;
      expect(problems.map(({ ruleId, message }) => `${ruleId}: ${message}`)).toEqual([]);
      expect(lint.status, lint.stderr).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('GET /api/openapi.json and /api/docs', () => {
  it('serves the document as JSON', async () => {
    const response = await context.app.inject(OPENAPI_DOCUMENT_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ ...JSON.parse(JSON.stringify(document)), info: { ...document.info, version: expect.any(String) } });
  });

  it('serves the reference page under its own CSP: inline styles for Scalar, scripts only from this origin', async () => {
    const response = await context.app.inject(API_REFERENCE_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toBe(API_REFERENCE_CONTENT_SECURITY_POLICY);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self' 'unsafe-inline';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:/);
    expect(response.body).toContain(`data-url="${OPENAPI_DOCUMENT_PATH}"`);
    expect(response.body).toContain('&quot;withDefaultFonts&quot;:false');
    expect(response.body).not.toMatch(/<script>(?!<\/script>)/);
    expect(response.body).not.toMatch(/https?:\/\//);
  });

  it('serves Scalar from this origin, to be kept for a year, and keeps the strict CSP everywhere else', async () => {
    const page = (await context.app.inject(API_REFERENCE_PATH)).body;
    const src = page.match(/<script src="([^"]+)"/)![1]!;
    expect(src.startsWith(`${API_REFERENCE_SCRIPT_PATH}?v=`)).toBe(true);

    const script = await context.app.inject(src);
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.rawPayload.length).toBeGreaterThan(1_000_000);

    const json = await context.app.inject(OPENAPI_DOCUMENT_PATH);
    expect(json.headers['content-security-policy']).toContain("style-src 'self';");
  });
});
