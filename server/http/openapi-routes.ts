// The API reference: the generated OpenAPI document at /api/openapi.json and a readable page
// at /api/docs, drawn by Scalar's standalone bundle served from our own origin (no CDN).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { appRouter } from '../trpc/root.ts';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi.ts';
import { API_REFERENCE_CONTENT_SECURITY_POLICY } from './security-headers.ts';

export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';
export const API_REFERENCE_PATH = '/api/docs';
export const API_REFERENCE_SCRIPT_PATH = '/api/docs/scalar.js';

const require = createRequire(import.meta.url);
const SCALAR_SCRIPT_FILE = require.resolve('@scalar/api-reference/browser/standalone.js');
const SCALAR_VERSION = (JSON.parse(readFileSync(join(dirname(SCALAR_SCRIPT_FILE), '../../package.json'), 'utf8')) as { version: string })
  .version;
const LUMEN_VERSION = (require('../../package.json') as { version: string }).version;

/** The document and the page change only with a deploy: browsers revalidate them with the ETag. */
const REVALIDATE = 'public, max-age=300';
/** The script's URL names its version, so a browser may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Scalar reads its configuration from data attributes, so the page needs no inline script.
 * No default fonts (they come from a font CDN), no proxy and no AI agent (it asks scalar.com
 * through their proxy): the page talks to this origin only.
 */
const SCALAR_CONFIGURATION = {
  withDefaultFonts: false,
  agent: { disabled: true },
  hideClientButton: true,
  showDeveloperTools: 'never',
  telemetry: false,
  theme: 'default',
  layout: 'modern',
  defaultOpenAllTags: false,
};

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function apiReferencePage(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>LUMEN API reference</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>
  <body>
    <script id="api-reference" data-url="${OPENAPI_DOCUMENT_PATH}" data-configuration="${escapeAttribute(JSON.stringify(SCALAR_CONFIGURATION))}"></script>
    <script src="${API_REFERENCE_SCRIPT_PATH}?v=${encodeURIComponent(SCALAR_VERSION)}"></script>
  </body>
</html>
`;
}

export function registerApiReference(app: FastifyInstance): void {
  let document: OpenApiDocument | null = null;
  let scalarScript: Buffer | null = null;

  app.get(OPENAPI_DOCUMENT_PATH, async (_request, reply) => {
    document ??= buildOpenApiDocument(appRouter, { version: LUMEN_VERSION });
    return reply.header('cache-control', REVALIDATE).type('application/json; charset=utf-8').send(document);
  });

  app.get(API_REFERENCE_PATH, async (_request, reply) =>
    reply
      .header('cache-control', REVALIDATE)
      .header('content-security-policy', API_REFERENCE_CONTENT_SECURITY_POLICY)
      .type('text/html; charset=utf-8')
      .send(apiReferencePage()),
  );

  app.get(API_REFERENCE_SCRIPT_PATH, async (_request, reply) => {
    // Read on first use: 3.5 MB that most servers never send.
    scalarScript ??= readFileSync(SCALAR_SCRIPT_FILE);
    return reply.header('cache-control', IMMUTABLE).type('text/javascript; charset=utf-8').send(scalarScript);
  });
}
