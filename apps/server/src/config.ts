import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths.ts';
import { CSV_EXPORT_MAX_ROWS } from '@giftfront/domain/admin/csv-export';

/** The one place the environment is read (lint forbids process.env elsewhere). */

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() ? value.trim() : undefined));
const optionalUrl = (protocols: RegExp, what: string) =>
  optionalString.refine((value) => value === undefined || protocols.test(value), `must be ${what}`);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'a postgres:// URL'),
  DEFAULT_STORE: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a store slug (lower-case letters, digits, dashes)')
    .default('demo'),
  STORES_DIR: z.string().min(1).default(path.join(repoRoot, 'stores')),
  STATIC_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/storefront/dist')),
  /** The storefront's page renderer (`vite build --ssr`); without the file, pages start empty and the script renders them. */
  STOREFRONT_RENDERER: z.string().min(1).default(path.join(repoRoot, 'apps/storefront/dist-server/entry-server.js')),
  DASHBOARD_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/dashboard/dist')),
  /** Requests one API key may make per minute (the point-of-sale API). */
  API_KEY_RATE_LIMIT: z.coerce.number().int().positive().default(300),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalUrl(/^https?:\/\//, 'an http(s) URL'),
  /**
   * Production refuses sandbox (test) payments unless this is true; outside production a store whose
   * file says "provider": "sandbox" always takes them.
   */
  ALLOW_SANDBOX_PAYMENTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  SMTP_URL: optionalUrl(/^smtps?:\/\//, 'an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().min(3).default('Giftfront <no-reply@giftfront.local>'),
  /**
   * SMTP connections an instance keeps open to the mail server: gift emails go out this many at once,
   * and a crash repeats at most this many, each with its Message-ID (decision 0273). Lower it for a
   * provider that caps connections.
   */
  SMTP_POOL_SIZE: z.coerce.number().int().min(1).max(50).default(10),
  PUBLIC_URL_TEMPLATE: z
    .string()
    .refine((value) => value.includes('{store}'), 'must contain {store}, e.g. https://{store}.example.com')
    .default('http://{store}.localhost:3000'),
  REDIS_URL: optionalUrl(/^rediss?:\/\//, 'a redis:// URL'),
  /** Namespaces this deployment's keys when a Redis is shared. */
  REDIS_KEY_PREFIX: z.string().max(100).default('giftfront:'),
  GOOGLE_MAPS_API_KEY: optionalString,
  /** Sends OpenTelemetry traces to this OTLP/HTTP collector (e.g. http://otel-collector:4318) when the server is started with tracing.js. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl(/^https?:\/\//, 'an http(s) URL'),
  /** Serves Prometheus metrics at /metrics to requests bearing this token; unset, there is no /metrics. */
  METRICS_TOKEN: optionalString.refine(
    (value) => value === undefined || value.length >= 16,
    'must be at least 16 characters (it guards the metrics)',
  ),
  GIFT_CARD_LOOKUP_LIMIT: z.coerce.number().int().positive().default(20),
  GIFT_CARD_LOOKUP_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
  HOLD_TIMEOUT_MINUTES: z.coerce.number().int().positive().default(30),
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().positive().default(1000),
  /** Runs the job queue (scheduled deliveries, periodic tasks) in this process. */
  JOBS_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** A delivery is tried this many times (with exponential backoff) before it is marked failed. */
  DELIVERY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
  /** The first retry waits this long; each next one about twice as long (pg-boss backoff). */
  DELIVERY_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  /** How long one send may hold its job before another instance takes it over (a crash mid-send). */
  DELIVERY_LEASE_SECONDS: z.coerce.number().int().min(2).default(300),
  /**
   * A delivery unchanged this long in 'sending' is checked: a sender renews its rows every third of
   * this, so a row past it whose job is running lost its sender (a crash), and one without a live job
   * (pg-boss gave up, or the job was lost) will never be sent; either is re-queued, or marked failed
   * once its attempts are spent.
   */
  DELIVERY_STALE_SECONDS: z.coerce.number().int().min(1).default(30),
  /** How often pg-boss looks for expired leases and archives finished jobs. */
  JOBS_MAINTENANCE_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(60),
  /** How long an API key's Idempotency-Key and its first answer are kept (decision 0090). */
  IDEMPOTENCY_RETENTION_HOURS: z.coerce.number().int().min(1).default(24),
  /** The most rows a CSV export of the gift card or orders list holds; a longer list is refused, not cut (issue 25). */
  CSV_EXPORT_MAX_ROWS: z.coerce.number().int().min(1).default(CSV_EXPORT_MAX_ROWS),
  /**
   * How many proxies stand in front of the server: the client address is the one the nearest
   * of them saw (X-Forwarded-For read from the right, that many hops). 'true' is refused: it
   * would believe whatever address a client writes into the header.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const text = value.trim().toLowerCase();
      if (text === 'false' || text === '0' || text === '') return 0;
      if (/^\d{1,2}$/.test(text)) return Number(text);
      ctx.addIssue({
        code: 'custom',
        message:
          text === 'true'
            ? "'true' is no longer accepted: give the number of proxies in front of the server (1 behind one load balancer), or false"
            : 'must be false or the number of proxies in front of the server (e.g. 1)',
      });
      return z.NEVER;
    }),
  /**
   * The API reference at /api/docs (and its JSON): served outside production; in production only
   * with 'public'. 'off' hides it in development too.
   */
  API_DOCS: z.enum(['public', 'off']).optional(),
  /** Serves /dev/mailbox (the outbox, with full gift card codes) to loopback requests; never in production. */
  DEV_MAILBOX: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * Signs the order cookies and receipt links. Without it a random secret is generated once and
   * kept in the database, so every instance on that database agrees.
   */
  COOKIE_SECRET: optionalString.refine(
    (value) => value === undefined || value.length >= 32,
    'must be at least 32 characters',
  ),
  /** Outside production, webhook endpoints may be http://localhost (a local receiver); production ignores it. */
  WEBHOOK_ALLOW_LOCAL: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** A webhook delivery without an answer within this time is a failed attempt (issue 28: 10 s). */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** The first retry of a failed webhook delivery waits this long; each next one twice as long, at most 6 hours. */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().positive().default(30_000),
  /** A delivery failing this long is given up and its endpoint switched off, owners told (issue 28: 3 days). */
  WEBHOOK_GIVE_UP_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(3 * 24 * 3600),
  /** Payment intents one client may create in one store per window (each is a real PaymentIntent at Stripe). */
  PAYMENT_INTENT_LIMIT: z.coerce.number().int().positive().default(30),
  PAYMENT_INTENT_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
  /**
   * Apple Wallet (issue 30, docs/wallet-passes.md): the Pass Type ID and Team ID of the pass type
   * certificate, and the certificates as PEM text or a path to a PEM file. All of the first five
   * set, the recipient's page, the gift email and the confirmation offer 'Add to Apple Wallet'.
   */
  APPLE_PASS_TYPE_ID: optionalString,
  APPLE_TEAM_ID: optionalString,
  APPLE_WWDR_CERT: optionalString,
  APPLE_SIGNER_CERT: optionalString,
  APPLE_SIGNER_KEY: optionalString,
  APPLE_SIGNER_KEY_PASSPHRASE: optionalString,
  /** Where pass updates are pushed (HTTP/2); http:// only for a local stand-in. */
  APNS_HOST: z
    .string()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .default('https://api.push.apple.com'),
  /** Token auth for APNs (a .p8 key, PEM text or path, and its Key ID); without them the pass certificate is used. */
  APNS_KEY: optionalString,
  APNS_KEY_ID: optionalString,
  /** Google Wallet (issue 30): the issuer ID and a service account's JSON key (text or a path). */
  GOOGLE_WALLET_ISSUER_ID: optionalString,
  GOOGLE_WALLET_SERVICE_ACCOUNT: optionalString,
  GOOGLE_WALLET_API_BASE: z
    .string()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .default('https://walletobjects.googleapis.com/walletobjects/v1'),
  GOOGLE_OAUTH_TOKEN_URL: z
    .string()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .default('https://oauth2.googleapis.com/token'),
  GOOGLE_WALLET_SAVE_URL: z
    .string()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .default('https://pay.google.com/gp/v/save'),
  /** A request (headers and body) must arrive within this time, so slow clients cannot hold sockets. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
});

export interface AppleWalletSettings {
  passTypeIdentifier: string;
  teamIdentifier: string;
  wwdr: string;
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase?: string;
  apnsHost: string;
  /** Token auth (ES256 .p8 key); null: the pass certificate authenticates the HTTP/2 connection. */
  apnsToken: { key: string; keyId: string } | null;
}

export interface GoogleWalletSettings {
  issuerId: string;
  serviceAccountEmail: string;
  privateKey: string;
  apiBase: string;
  tokenUrl: string;
  saveUrl: string;
}

export interface WalletSettings {
  apple: AppleWalletSettings | null;
  google: GoogleWalletSettings | null;
}

export type Config = z.infer<typeof envSchema> & { repoRoot: string; wallet: WalletSettings };

export class ConfigError extends Error {}

/** A PEM or JSON setting: the text itself, or a path to a file holding it. */
function textOrFile(name: string, value: string): string {
  if (value.startsWith('-----BEGIN') || value.startsWith('{')) return value.replaceAll('\\n', '\n');
  try {
    return readFileSync(value, 'utf8');
  } catch {
    throw new ConfigError(`Invalid configuration:\n  ${name}: is neither PEM/JSON text nor a readable file (${value})`);
  }
}

function walletSettings(env: z.infer<typeof envSchema>): WalletSettings {
  const appleNames = [
    'APPLE_PASS_TYPE_ID',
    'APPLE_TEAM_ID',
    'APPLE_WWDR_CERT',
    'APPLE_SIGNER_CERT',
    'APPLE_SIGNER_KEY',
  ] as const;
  const appleSet = appleNames.filter((name) => env[name]);
  if (appleSet.length > 0 && appleSet.length < appleNames.length)
    throw new ConfigError(
      `Invalid configuration:\n  Apple Wallet needs all of ${appleNames.join(', ')}; missing ${appleNames
        .filter((name) => !env[name])
        .join(', ')}`,
    );
  if (Boolean(env.APNS_KEY) !== Boolean(env.APNS_KEY_ID))
    throw new ConfigError('Invalid configuration:\n  APNS_KEY and APNS_KEY_ID go together');
  const apple: AppleWalletSettings | null =
    appleSet.length === appleNames.length
      ? {
          passTypeIdentifier: env.APPLE_PASS_TYPE_ID!,
          teamIdentifier: env.APPLE_TEAM_ID!,
          wwdr: textOrFile('APPLE_WWDR_CERT', env.APPLE_WWDR_CERT!),
          signerCert: textOrFile('APPLE_SIGNER_CERT', env.APPLE_SIGNER_CERT!),
          signerKey: textOrFile('APPLE_SIGNER_KEY', env.APPLE_SIGNER_KEY!),
          ...(env.APPLE_SIGNER_KEY_PASSPHRASE ? { signerKeyPassphrase: env.APPLE_SIGNER_KEY_PASSPHRASE } : {}),
          apnsHost: env.APNS_HOST.replace(/\/+$/, ''),
          apnsToken:
            env.APNS_KEY && env.APNS_KEY_ID
              ? { key: textOrFile('APNS_KEY', env.APNS_KEY), keyId: env.APNS_KEY_ID }
              : null,
        }
      : null;
  if (Boolean(env.GOOGLE_WALLET_ISSUER_ID) !== Boolean(env.GOOGLE_WALLET_SERVICE_ACCOUNT))
    throw new ConfigError(
      'Invalid configuration:\n  GOOGLE_WALLET_ISSUER_ID and GOOGLE_WALLET_SERVICE_ACCOUNT go together',
    );
  let google: GoogleWalletSettings | null = null;
  if (env.GOOGLE_WALLET_ISSUER_ID && env.GOOGLE_WALLET_SERVICE_ACCOUNT) {
    let account: { client_email?: unknown; private_key?: unknown };
    try {
      account = JSON.parse(
        textOrFile('GOOGLE_WALLET_SERVICE_ACCOUNT', env.GOOGLE_WALLET_SERVICE_ACCOUNT),
      ) as typeof account;
    } catch (error) {
      if (error instanceof ConfigError) throw error;
      throw new ConfigError('Invalid configuration:\n  GOOGLE_WALLET_SERVICE_ACCOUNT: is not a JSON key file');
    }
    if (typeof account.client_email !== 'string' || typeof account.private_key !== 'string')
      throw new ConfigError(
        'Invalid configuration:\n  GOOGLE_WALLET_SERVICE_ACCOUNT: needs client_email and private_key (a service account key)',
      );
    google = {
      issuerId: env.GOOGLE_WALLET_ISSUER_ID,
      serviceAccountEmail: account.client_email,
      privateKey: account.private_key,
      apiBase: env.GOOGLE_WALLET_API_BASE.replace(/\/+$/, ''),
      tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL,
      saveUrl: env.GOOGLE_WALLET_SAVE_URL.replace(/\/+$/, ''),
    };
  }
  return { apple, google };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, repoRoot, wallet: walletSettings(parsed.data) };
}

/** A configuration for tests: defaults plus overrides, never the process environment. */
export function testConfig(overrides: Partial<Record<keyof z.input<typeof envSchema>, string>> = {}): Config {
  // Tests opt in to the job queue (JOBS_ENABLED: 'true'); the others need no background work.
  // Many tests create payment intents from one address: those that test its limit set their own.
  // No server rendering unless a test gives its renderer: a build in the checkout must not change other tests' pages.
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    PAYMENT_INTENT_LIMIT: '100000',
    STOREFRONT_RENDERER: '/nonexistent/entry-server.js',
    ...overrides,
  });
}
