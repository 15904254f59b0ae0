// Configuration, validated once at boot: a bad value stops the process with a message that
// names the variable (STYLE.md, after epic-stack's env.server.ts).
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

// Fastify's named ranges (proxy-addr): loopback, link-local and private networks.
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const proxyAddressSchema = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), z.enum(PROXY_RANGE_NAMES)]);
const MAX_PROXY_HOPS = 32;

/** What Fastify's `trustProxy` takes: whether to trust X-Forwarded-For at all, how many hops, or which proxies. */
export type ProxyTrust = boolean | number | string[];

/**
 * TRUST_PROXY (issue 27 item 5): `true`/`false`, a hop count (the number of proxies in front of
 * the app; `0` trusts none), or a comma-separated list of the proxies' addresses and CIDRs. A
 * bare number is a hop count, never a boolean: `1` means "one proxy", not "trust anything".
 */
export const proxyTrustSchema = z.string().transform((raw, context): ProxyTrust => {
  const value = raw.trim().toLowerCase();
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= MAX_PROXY_HOPS) return hops === 0 ? false : hops;
    context.addIssue({ code: 'custom', message: `a hop count must be at most ${MAX_PROXY_HOPS}` });
    return z.NEVER;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !proxyAddressSchema.safeParse(entry).success);
  if (wrong.length === 0) return entries;
  context.addIssue({
    code: 'custom',
    message: `must be true, false, a hop count or a comma-separated list of proxy addresses and CIDRs (not an address: ${wrong.map((entry) => JSON.stringify(entry)).join(', ')})`,
  });
  return z.NEVER;
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int()
    .min(0)
    .max(65535, { error: 'must be a port number (0–65535)' })
    .default(3000),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100, { error: 'must be between 1 and 100' }).default(10),
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/, error: 'must be an http(s) origin such as https://lumen.example' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: proxyTrustSchema.default(false),
  SKIP_CONTENT_IMPORT: booleanFlag.default(false),
  /** Sign-in throttling counters in Redis instead of PostgreSQL (DECISIONS "Scale"). */
  /** Multiplies every request rate limit (server/http/rate-limits.ts): load tests run from one address. */
  RATE_LIMIT_FACTOR: z.coerce.number({ error: 'must be a number' }).min(1, { error: 'must be at least 1' }).max(100_000).default(1),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
});

export type Env = z.infer<typeof envSchema> & { PUBLIC_ORIGIN: string };

export class ConfigError extends Error {}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means "not set", as in .env.example.
  const result = envSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')));
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `  ${name}=${JSON.stringify(source[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration (see .env.example):\n${lines.join('\n')}`);
  }
  const env = result.data;
  return { ...env, PUBLIC_ORIGIN: (env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/$/, '') };
}
