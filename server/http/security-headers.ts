// Security headers for every response: a strict CSP with no inline styles and one inline
// script allowed by its hash, HSTS in production, nosniff, a referrer policy and no framing.
import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { headBootScript } from '../../src/lib/head-boot.ts';

type Directives = Record<string, readonly string[]>;

/**
 * The reader's theme and text size must be on <html> before the first paint, and the app starts
 * after it: the page carries that tiny script inline (vite.config.ts), because as a file it was
 * a render-blocking request on every first visit. The policy allows exactly that text, by its
 * hash, made from the same function; no other inline script runs.
 */
export const HEAD_BOOT_SOURCE = `'sha256-${createHash('sha256').update(headBootScript()).digest('base64')}'`;

const APP_DIRECTIVES: Directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", HEAD_BOOT_SOURCE],
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

export async function registerSecurityHeaders(app: FastifyInstance, { production }: { production: boolean }): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: APP_DIRECTIVES },
    // Stryker disable next-line ObjectLiteral: equivalent, these equal helmet's defaults; tests/unit/security-headers.test.ts pins the header
    hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
