// Security headers for every response: a strict CSP with no inline scripts or styles,
// HSTS in production, nosniff, a referrer policy and no framing.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

type Directives = Record<string, readonly string[]>;

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
