// Security headers for every response: a strict CSP with no inline styles and only the page's
// own inline script allowed, by its hash (read from the built page, so the server need not know
// the script's source), HSTS in production, nosniff, a referrer policy and no framing.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

type Directives = Record<string, readonly string[]>;

/**
 * The CSP source that allows exactly these inline scripts, by hash. The reader's theme and text
 * size must be on <html> before the first paint: the page carries that tiny script inline
 * (vite.config.ts), because as a file it was a render-blocking request on every first visit.
 */
function inlineScriptSources(scripts: readonly string[]): string[] {
  return scripts.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
}

/** The text of each inline, executable script of a page (not those with `src`, nor JSON data). */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , text]) => text!)
    .filter((text) => text.trim() !== '');
}

const APP_DIRECTIVES: Directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * The API reference page (/api/docs) runs Scalar from our own origin. Scalar injects its styles
 * at run time, so that page alone also allows inline styles (never inline scripts or eval); it
 * reaches no other origin: no CDN, no web fonts, no proxy.
 */
const API_REFERENCE_DIRECTIVES: Directives = {
  ...APP_DIRECTIVES,
  // That page is not the app's: it carries no inline script at all.
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
};

function headerValue(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)} ${sources.join(' ')}`)
    .join('; ');
}

export const API_REFERENCE_CONTENT_SECURITY_POLICY = headerValue(API_REFERENCE_DIRECTIVES);

export interface SecurityHeaderOptions {
  production: boolean;
  /** The inline scripts the app's page carries (inlineScriptsOf its built index.html); none without a client. */
  inlineScripts?: readonly string[];
}

/** Helmet's settings for these options: the CSP, HSTS in production, the referrer policy. */
function helmetOptions({ production, inlineScripts = [] }: SecurityHeaderOptions) {
  const directives = { ...APP_DIRECTIVES, scriptSrc: [...APP_DIRECTIVES.scriptSrc!, ...inlineScriptSources(inlineScripts)] };
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    // Stryker disable next-line ObjectLiteral: equivalent, these equal helmet's defaults; tests/unit/security-headers.test.ts pins the header
    hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : (false as const),
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    crossOriginEmbedderPolicy: false,
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  await app.register(fastifyHelmet, helmetOptions(options));
}

/**
 * The same headers, set straight on a Node response: answers Fastify gives before any hook
 * runs (an undecodable URL, a parameter too long) must carry them too (issue 27 item 13).
 */
export function securityHeadersSetter(options: SecurityHeaderOptions): (request: IncomingMessage, response: ServerResponse) => void {
  const setHeaders = helmet(helmetOptions(options));
  return (request, response) => setHeaders(request, response, () => {});
}

/**
 * The same headers, by name, for an answer written straight to a socket: Node's own answers to a
 * request it cannot read (clientError) have no response object to set them on.
 */
export function securityHeadersOf(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions(options))({} as IncomingMessage, collector as unknown as ServerResponse, () => {});
  return headers;
}
