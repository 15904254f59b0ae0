// The OpenAPI 3.1 description of the REST paths, generated from what already decides them: each
// procedure's transport metadata (server/trpc/init.ts: method, path, summary, cache policy,
// failures), how it was built (session or not) and its zod input and output schemas, converted
// with zod's own JSON Schema support. Nothing here restates a shape, so it cannot drift.
import type { AnyProcedure, AnyRouter } from '@trpc/server';
import { TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { z } from 'zod';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { apiErrorSchema, imageSchema, isoDateSchema, titledTextSchema } from '../../src/shared/schemas/common.ts';
import {
  devotionDateInputSchema,
  devotionSchema,
  devotionSummarySchema,
  navigationSchema,
  scripturePassageSchema,
  shareInfoSchema,
  wordStudySchema,
} from '../../src/shared/schemas/devotion.ts';
import { jamesStudyDaySchema, jamesStudySummarySchema } from '../../src/shared/schemas/james.ts';
import { strongsEntrySchema, strongsSearchResultSchema } from '../../src/shared/schemas/strongs.ts';
import {
  bookmarkSchema,
  highlightSchema,
  journalEntrySchema,
  memoryCardSchema,
  noteSchema,
  planProgressKeySchema,
  userSchema,
} from '../../src/shared/schemas/user-data.ts';
import { sessionRequirement, type TransportMeta } from '../trpc/init.ts';
import { procedurePolicies, type ProcedurePolicy } from '../trpc/transport.ts';
import { cacheHeaders } from './cache.ts';
import { PREVIEW_IMAGE_PATH } from './preview-image-route.ts';
import { CALENDAR_CONTENT_TYPE, FEED_CONTENT_TYPE } from './reminder-routes.ts';
import { CALENDAR_DAYS, CALENDAR_PATH, calendarQuerySchema, FEED_DAYS, FEED_PATH } from '../../src/shared/schemas/reminders.ts';

export type JsonSchema = Record<string, unknown>;
type HttpMethod = 'get' | 'post' | 'put' | 'delete';
type Content = Record<string, { schema: JsonSchema }>;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content: Content;
}

interface OpenApiRequest {
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Content };
}

export interface OpenApiOperation extends OpenApiRequest {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  /** Empty: no session needed; `{}` first: a session is optional. */
  security: Record<string, string[]>[];
  responses: Record<string, OpenApiResponse>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string; 'x-displayName': string }[];
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
}

/** The domain shapes that get a name of their own in the reference (components.schemas). */
const NAMED_SHAPES: [z.ZodType, string, string][] = [
  [devotionSchema, 'Devotion', 'A devotion as shown under the requested date (spec 3 "Devotion").'],
  [devotionSummarySchema, 'DevotionSummary', 'A search result: the short reading of a devotion with a snippet around the match.'],
  [navigationSchema, 'Navigation', 'The neighbouring dates that show a devotion; null at either end of the programme.'],
  [shareInfoSchema, 'ShareInfo', 'What a link preview and the share dialog show for a date (spec 3 "Share info").'],
  [scripturePassageSchema, 'ScripturePassage', 'A KJV passage with its reference and why it is quoted.'],
  [wordStudySchema, 'WordStudy', "A devotion's word study, naming a Strong's number."],
  [titledTextSchema, 'TitledText', 'A titled piece of study text.'],
  [imageSchema, 'Image', 'An image with its alt text and credit.'],
  [jamesStudyDaySchema, 'JamesStudyDay', 'A day of the 30-day study of James.'],
  [jamesStudySummarySchema, 'JamesStudySummary', 'A day of the James study, as listed.'],
  [strongsEntrySchema, 'StrongsEntry', "An entry of Strong's Greek or Hebrew dictionary."],
  [strongsSearchResultSchema, 'StrongsSearchResult', "A Strong's search result."],
  [userSchema, 'User', 'The signed-in reader.'],
  [bookmarkSchema, 'Bookmark', 'A bookmarked devotion.'],
  [highlightSchema, 'Highlight', 'A highlight, anchored by its quoted text and a little of the text around it.'],
  [noteSchema, 'Note', 'A study note on a devotion (members).'],
  [journalEntrySchema, 'JournalEntry', 'The Journal & Reflection answers of one date.'],
  [
    planProgressKeySchema,
    'PlanProgressKey',
    'A completed reading-plan item, "yyyy-MM-dd-item", or the day (in the reader\'s time zone) a devotion was marked read, "yyyy-MM-dd-read-on-yyyy-MM-dd".',
  ],
  [memoryCardSchema, 'MemoryCard', 'A memory-verse card: the verse by reference, where it was met, and its FSRS schedule.'],
  [apiErrorSchema, 'ApiError', 'Every failed call answers this, with a message for people.'],
];

/** Field-level notes JSON Schema cannot read from a refinement. */
const FIELD_NOTES: [z.ZodType, JsonSchema][] = [
  [isoDateSchema, { format: 'date', description: 'A calendar date, yyyy-MM-dd.', examples: ['2025-01-05'] }],
];

/**
 * Requests are described inline and answers by reference: a shape may read differently on the
 * way in (a highlight's colour is any text, kept as one of five), so only answers use the names.
 */
const requestRegistry = z.registry<JsonSchema>();
const responseRegistry = z.registry<JsonSchema>();
for (const [schema, notes] of FIELD_NOTES) {
  requestRegistry.add(schema, notes);
  responseRegistry.add(schema, notes);
}
for (const [schema, id, description] of NAMED_SHAPES) responseRegistry.add(schema, { id, description });

const COMPONENT_REF = '#/components/schemas/';

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), its named shapes moved into `components`. */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output', components: Record<string, JsonSchema>): JsonSchema {
  const converted = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    metadata: io === 'input' ? requestRegistry : responseRegistry,
    // `format: date-time` says it; zod's long equivalent pattern only clutters the reference.
    override: ({ jsonSchema }) => {
      if (jsonSchema.format === 'date-time') delete jsonSchema.pattern;
    },
  }) as JsonSchema;
  const { $schema: _dialect, $defs, ...body } = converted;
  for (const [name, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
    const named = withComponentRefs(definition) as JsonSchema;
    if (components[name] && JSON.stringify(components[name]) !== JSON.stringify(named)) {
      throw new Error(`Two different shapes are named ${name} in the API reference`);
    }
    components[name] = named;
  }
  return withComponentRefs(body) as JsonSchema;
}

function withComponentRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withComponentRefs);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' ? inner.replace(/^#\/\$defs\//, COMPONENT_REF) : withComponentRefs(inner),
    ]),
  );
}

/** One tag per router (its name, as in the operation ids), shown under a readable title. */
const TAGS: Record<string, [title: string, description: string]> = {
  devotion: ['Devotions', 'The devotion of each date, its neighbours and search (spec 3, 7).'],
  share: ['Sharing', 'Share info and the link-preview image of a date.'],
  strongs: ["Strong's Concordance", "Strong's Greek and Hebrew entries and search."],
  james: ['Study of James', 'The 30-day study of James.'],
  auth: ['Accounts', 'Register, sign in, reset with the recovery code, sign out.'],
  bookmark: ['Bookmarks', "The signed-in reader's bookmarks."],
  highlight: ['Highlights', "The signed-in reader's highlights."],
  notes: ['Study notes', 'Study notes per devotion (members: every signed-in account).'],
  journal: ['Journal', 'Journal & Reflection answers per date.'],
  progress: ['Reading plan', 'Reading-plan completion.'],
  memory: ['Memory verses', "The signed-in reader's memory-verse cards and their review schedule."],
  reminders: ['Daily reminder', 'An Atom feed and a calendar subscription: a reminder each day with no account.'],
};

type DocumentedFailure = Extract<
  TRPC_ERROR_CODE_KEY,
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE'
>;

/** What each failure means to a caller; an operation lists only the statuses it can answer. */
const FAILURE_DESCRIPTIONS: Record<DocumentedFailure, string> = {
  BAD_REQUEST: 'The input is not valid; the message names the field and what is wrong with it.',
  UNAUTHORIZED: 'Not signed in: no valid session cookie.',
  FORBIDDEN: 'The request did not come from a LUMEN page (every write must carry a same-origin Origin).',
  NOT_FOUND: 'Nothing of that name: the message says what was not found.',
  CONFLICT: 'The username is taken.',
  PAYLOAD_TOO_LARGE: 'The request body is larger than the server accepts.',
  TOO_MANY_REQUESTS:
    'Too many failed attempts for this username from this client, or from this client, or too many requests from this client; Retry-After says when to try again.',
  SERVICE_UNAVAILABLE: 'LUMEN is starting up or its database is unavailable; try again shortly.',
};

/** Every path is under the per-address request limits (server/http/rate-limits.ts), so any may answer 429. */
const REQUEST_LIMIT = { TOO_MANY_REQUESTS: 'Too many requests from this client address; Retry-After says when to try again.' } as const;

const statusOf = (code: DocumentedFailure) => getHTTPStatusCodeFromError(new TRPCError({ code }));

function errorResponses(
  failures: Iterable<DocumentedFailure>,
  descriptions: Partial<Record<DocumentedFailure, string>> = {},
): Record<string, OpenApiResponse> {
  const responses: [number, OpenApiResponse][] = [...new Set(failures)].map((code) => [
    statusOf(code),
    {
      description: descriptions[code] ?? FAILURE_DESCRIPTIONS[code],
      content: { 'application/json': { schema: { $ref: `${COMPONENT_REF}ApiError` } } },
      ...(code === 'TOO_MANY_REQUESTS'
        ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } } }
        : {}),
    },
  ]);
  return Object.fromEntries(responses.sort(([a], [b]) => a - b).map(([status, response]) => [String(status), response]));
}

/** The headers a successful answer carries under its cache policy (server/http/cache.ts). */
function cachingHeaders(
  policy: ProcedurePolicy['cache'],
  cacheControl = cacheHeaders(policy)['cache-control']!,
): OpenApiResponse['headers'] {
  return {
    'Cache-Control': {
      description: policy === 'public' ? 'Public content: browsers and CDNs may keep it.' : 'About the reader: never stored.',
      schema: { type: 'string', examples: [cacheControl] },
    },
    ...(policy === 'public' ? { ETag: { description: 'Send it back in If-None-Match for a 304.', schema: { type: 'string' } } } : {}),
  };
}

function openApiPath(fastifyPath: string): string {
  return fastifyPath.replace(/:(\w+)/g, '{$1}');
}

function pathParamsOf(fastifyPath: string): string[] {
  return [...fastifyPath.matchAll(/:(\w+)/g)].map((match) => match[1]!);
}

type ParameterAliases = NonNullable<NonNullable<TransportMeta['rest']>['aliases']>;

/** Splits an object input into path parameters, query parameters and the JSON body (REST's default mapping). */
function requestOf(method: HttpMethod, fastifyPath: string, input: JsonSchema | null, aliases: ParameterAliases = {}): OpenApiRequest {
  const properties = (input?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((input?.required ?? []) as string[]);
  const inPath = pathParamsOf(fastifyPath);
  const fieldOf = (name: string) => aliases[name]?.field ?? name;
  // A field that a query alias also fills may come under either name: neither is required.
  const queryAliased = new Set(Object.entries(aliases).flatMap(([name, { field }]) => (inPath.includes(name) ? [] : [field])));
  const parameter = (name: string, where: 'path' | 'query'): OpenApiParameter => {
    const field = fieldOf(name);
    if (!properties[field]) throw new Error(`${fastifyPath}: the input has no field "${field}" for the ${where} parameter ${name}`);
    const { description = aliases[name]?.description, ...schema } = properties[field];
    return {
      name,
      in: where,
      required: where === 'path' || (required.has(field) && !queryAliased.has(field)),
      schema,
      ...(typeof description === 'string' ? { description } : {}),
    };
  };
  const filledByPath = new Set(inPath.map(fieldOf));
  const rest = Object.keys(properties).filter((name) => !filledByPath.has(name));
  const parameters = inPath.map((name) => parameter(name, 'path'));
  if (method === 'get' || method === 'delete') {
    const queryAliases = Object.keys(aliases).filter((name) => !inPath.includes(name));
    parameters.push(...[...queryAliases, ...rest].map((name) => parameter(name, 'query')));
    return parameters.length ? { parameters } : {};
  }
  if (rest.length === 0) return parameters.length ? { parameters } : {};
  const bodyRequired = rest.filter((name) => required.has(name));
  const body: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(rest.map((name) => [name, properties[name]])),
    ...(bodyRequired.length ? { required: bodyRequired } : {}),
  };
  return {
    ...(parameters.length ? { parameters } : {}),
    requestBody: { required: bodyRequired.length > 0, content: { 'application/json': { schema: body } } },
  };
}

function inputSchemaOf(procedure: AnyProcedure, path: string, components: Record<string, JsonSchema>): JsonSchema | null {
  const inputs = procedure._def.inputs as z.ZodType[];
  if (inputs.length === 0) return null;
  if (inputs.length > 1 || !(inputs[0] instanceof z.ZodObject)) throw new Error(`${path}: a REST procedure takes one object input`);
  return jsonSchemaOf(inputs[0], 'input', components);
}

/** Each top-level input field of a procedure as the reference documents it (the resilience suite fuzzes the ends of each range). */
export function inputFieldSchemas(procedure: AnyProcedure): Record<string, JsonSchema> {
  const [input] = procedure._def.inputs as z.ZodType[];
  if (!(input instanceof z.ZodObject)) return {};
  return (jsonSchemaOf(input, 'input', {}).properties ?? {}) as Record<string, JsonSchema>;
}

function outputSchemaOf(procedure: AnyProcedure, path: string, components: Record<string, JsonSchema>): JsonSchema {
  const output = (procedure._def as { output?: unknown }).output;
  if (!(output instanceof z.ZodType)) throw new Error(`${path} declares no output schema: give it .output(...)`);
  return jsonSchemaOf(output, 'output', components);
}

function securityOf(requirement: ReturnType<typeof sessionRequirement>): OpenApiOperation['security'] {
  if (requirement === 'required') return [{ cookieAuth: [] }];
  // An empty requirement first: the call works signed out too.
  if (requirement === 'optional') return [{}, { cookieAuth: [] }];
  return [];
}

function procedureOperation(
  policy: ProcedurePolicy & { rest: NonNullable<TransportMeta['rest']> },
  procedure: AnyProcedure,
  components: Record<string, JsonSchema>,
): OpenApiOperation {
  const method = policy.rest.method.toLowerCase() as HttpMethod;
  const meta = (procedure._def.meta ?? {}) as TransportMeta;
  const session = sessionRequirement(procedure);
  const input = inputSchemaOf(procedure, policy.path, components);
  const request = requestOf(method, policy.rest.path, input, policy.rest.aliases);
  const failures: DocumentedFailure[] = [...(meta.failures ?? [])];
  if (input || 'requestBody' in request) failures.push('BAD_REQUEST');
  if (session === 'required') failures.push('UNAUTHORIZED');
  if (method !== 'get') failures.push('FORBIDDEN');
  if (method === 'post' || method === 'put') failures.push('PAYLOAD_TOO_LARGE');
  failures.push('TOO_MANY_REQUESTS', 'SERVICE_UNAVAILABLE');
  const twin = `Also the tRPC ${policy.type} \`${policy.path}\` at /trpc/${policy.path}.`;
  const summary = policy.rest.summary ?? policy.path;
  return {
    operationId: policy.path,
    summary,
    description: `${policy.cache === 'public' ? 'Public content, the same for every reader; cacheable.' : 'Never cached.'} ${twin}`,
    tags: [policy.path.split('.')[0]!],
    security: securityOf(session),
    ...request,
    responses: {
      '200': {
        description: summary,
        headers: cachingHeaders(policy.cache),
        content: { 'application/json': { schema: outputSchemaOf(procedure, policy.path, components) } },
      },
      // A session procedure's own UNAUTHORIZED (login) means wrong credentials, not a missing session.
      ...errorResponses(failures, {
        ...(meta.failures?.includes('TOO_MANY_REQUESTS') ? {} : REQUEST_LIMIT),
        ...(meta.failures?.includes('UNAUTHORIZED') && session !== 'required'
          ? { UNAUTHORIZED: 'The username or password is wrong.' }
          : {}),
      }),
    },
  };
}

/** GET /api/share/{date}/image.png is plain Fastify (a PNG), answered by the same procedures as the share info. */
function previewImageOperation(components: Record<string, JsonSchema>): OpenApiOperation {
  return {
    operationId: 'share.previewImage',
    summary: 'Link-preview image for a date',
    description: 'A 1200x630 PNG for Open Graph and Twitter cards (social sites show no SVG). Public content; cacheable for a day.',
    tags: ['share'],
    security: [],
    ...requestOf('get', PREVIEW_IMAGE_PATH, jsonSchemaOf(devotionDateInputSchema, 'input', components)),
    responses: {
      '200': {
        description: 'The PNG image.',
        // As preview-image-route.ts sends it: the image of a date changes only with the content.
        headers: cachingHeaders('public', 'public, max-age=86400'),
        content: { 'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } } },
      },
      ...errorResponses(['BAD_REQUEST', 'NOT_FOUND', 'TOO_MANY_REQUESTS', 'SERVICE_UNAVAILABLE'], {
        TOO_MANY_REQUESTS: 'Too many preview images from this client address; Retry-After says when to try again.',
      }),
    },
  };
}

/** GET /feed.xml and GET /calendar.ics are plain Fastify (XML and iCalendar): server/http/reminder-routes.ts. */
function reminderOperations(components: Record<string, JsonSchema>): [string, OpenApiOperation][] {
  const text = (contentType: string, description: string) => ({
    [contentType.split(';')[0]!]: { schema: { type: 'string', contentMediaType: contentType.split(';')[0]!, description } },
  });
  return [
    [
      FEED_PATH,
      {
        operationId: 'reminders.feed',
        summary: 'Atom feed of the daily devotions',
        description: `The last ${FEED_DAYS} days up to today (perennial days included), newest first: each entry has the title, the date, the link, the verse with its reference and the first paragraph. Public content; cacheable.`,
        tags: ['reminders'],
        security: [],
        responses: {
          '200': {
            description: 'The Atom feed.',
            headers: cachingHeaders('public'),
            content: text(FEED_CONTENT_TYPE, 'An Atom 1.0 document.'),
          },
          ...errorResponses(['TOO_MANY_REQUESTS', 'SERVICE_UNAVAILABLE'], REQUEST_LIMIT),
        },
      },
    ],
    [
      CALENDAR_PATH,
      {
        operationId: 'reminders.calendar',
        summary: 'Calendar subscription with a daily reminder',
        description: `One event a day for the next ${CALENDAR_DAYS} days from today in the reader's time zone, at the time they choose, each with the devotion's title, reference, link and an alarm. Subscribe with webcal: to keep it current. Public content; cacheable.`,
        tags: ['reminders'],
        security: [],
        ...requestOf('get', CALENDAR_PATH, jsonSchemaOf(calendarQuerySchema, 'input', components)),
        responses: {
          '200': {
            description: 'The iCalendar subscription.',
            headers: cachingHeaders('public'),
            content: text(CALENDAR_CONTENT_TYPE, 'An iCalendar (RFC 5545) document; event times in UTC.'),
          },
          ...errorResponses(['BAD_REQUEST', 'TOO_MANY_REQUESTS', 'SERVICE_UNAVAILABLE'], {
            ...REQUEST_LIMIT,
            BAD_REQUEST: 'A time or time zone that is not valid; the message says which.',
          }),
        },
      },
    ],
  ];
}

export function buildOpenApiDocument(router: AnyRouter, { version }: { version: string }): OpenApiDocument {
  const components: Record<string, JsonSchema> = {};
  const paths: OpenApiDocument['paths'] = {};
  const procedures = router._def.procedures as Record<string, AnyProcedure>;
  const addOperation = (fastifyPath: string, method: HttpMethod, operation: OpenApiOperation) => {
    const item = (paths[openApiPath(fastifyPath)] ??= {});
    if (item[method]) throw new Error(`Two operations answer ${method.toUpperCase()} ${fastifyPath}`);
    item[method] = operation;
  };

  for (const policy of procedurePolicies(router).values()) {
    if (!policy.rest) continue;
    addOperation(
      policy.rest.path,
      policy.rest.method.toLowerCase() as HttpMethod,
      procedureOperation({ ...policy, rest: policy.rest }, procedures[policy.path]!, components),
    );
  }
  addOperation(PREVIEW_IMAGE_PATH, 'get', previewImageOperation(components));
  for (const [path, operation] of reminderOperations(components)) addOperation(path, 'get', operation);
  // Every error answer names ApiError, whether or not an output used it.
  jsonSchemaOf(z.array(apiErrorSchema), 'output', components);

  const tagsInUse = new Set(Object.values(paths).flatMap((item) => Object.values(item).flatMap((operation) => operation.tags)));
  return {
    openapi: '3.1.0',
    info: {
      title: 'LUMEN API',
      version,
      description: [
        'The REST paths of the LUMEN daily devotional. Each one answers through the same procedure as its tRPC twin at /trpc, with the same validation and errors.',
        'Public content carries Cache-Control and an ETag; anything about a reader is `private, no-store`.',
        `Signed-in calls send the \`${SESSION_COOKIE}\` session cookie that register and login set; every write must come from a LUMEN page (same-origin Origin).`,
      ].join('\n\n'),
    },
    // Relative: the paths are on whichever LUMEN server serves this document.
    servers: [{ url: '/', description: 'The LUMEN server this document is served from.' }],
    tags: Object.entries(TAGS)
      .filter(([name]) => tagsInUse.has(name))
      .map(([name, [title, description]]) => ({ name, description, 'x-displayName': title })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        cookieAuth: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The HttpOnly session cookie set by POST /api/auth/register and /api/auth/login.',
        },
      },
    },
  };
}
