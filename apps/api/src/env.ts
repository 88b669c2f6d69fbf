import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as z from 'zod';
import { firstKey, parseKeyRing, singleKeyRing, type KeyRing } from './lib/data-keys';
import { readKeyRingFile, writeKeyRingFile } from './data-key/key-file';
import { StartRefusal } from './lib/start-refusal';

/** The demo client key (DESIGN §2): base64 of `benefit-store-demo:open-enrollment`. Not a secret. */
export const DEMO_API_CLIENT_KEY = 'YmVuZWZpdC1zdG9yZS1kZW1vOm9wZW4tZW5yb2xsbWVudA==';

/** Every setting the server reads; README.md "Configuration" has a row for each (env.test.ts checks it). */
export const EnvSchema = z.object({
  PORT: z.coerce.number().int().default(3000),
  /** Listening address. Unset: loopback only (`localhost`, IPv4 and IPv6) except in production, where every interface. */
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Benefit Store <no-reply@benefitstore.example>'),
  /** Base of links and images in e-mails. Unset: the address the server listens on (`listeningUrl`). */
  PUBLIC_URL: z.string().optional(),
  API_CLIENT_KEY: z.string().default(DEMO_API_CLIENT_KEY),
  DATA_KEY: z.string().optional(),
  /** A file holding the data key (base64), such as a mounted secret kept outside DATA_DIR; instead of DATA_KEY. */
  DATA_KEY_FILE: z.string().optional(),
  LIFESTYLE_HOST: z.string().default('lifestyle.localhost'),
  /** More host names answered besides PUBLIC_URL's, the lifestyle host, loopback and the sites' (comma-separated; docs/decisions/0085). */
  ALLOWED_HOSTS: z.string().optional(),
  /** The API's documentation at /docs: `on` or `off`. Unset: on, but off in production. */
  API_DOCS: z.enum(['on', 'off']).optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** The bearer token a Prometheus scraper sends to /metrics (docs/decisions/0110); unset: no /metrics. */
  METRICS_TOKEN: z.string().min(24, 'METRICS_TOKEN must be at least 24 characters').optional(),
  /** pino level. Unset: `info`, `warn` in tests. */
  LOG_LEVEL: z.string().optional(),
  WEB_DIST: z.string().optional(),
  /** Sign-in attempts allowed per client address in five minutes. */
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /** Two-factor sign-in for staff (docs/decisions/0051): `optional` (each account may turn it on) or `required` (every account, before any staff data). */
  STAFF_TWO_FACTOR: z.enum(['optional', 'required']).default('optional'),
  /** Trust X-Forwarded-For (only behind a proxy that sets it; rate limits key on the client address). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Overload and timeouts (docs/decisions/0057, docs/operations.md "Overload and timeouts"); 0 turns a threshold off. */
  /** Mean event-loop delay (ms) over one sample past which API calls answer 503. */
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().nonnegative().default(200),
  /** Event-loop utilisation (0 to 1) past which API calls answer 503. */
  PRESSURE_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  /** Heap in use (bytes) past which API calls answer 503. */
  PRESSURE_MAX_HEAP_BYTES: z.coerce.number().int().nonnegative().default(0),
  /** Resident memory (bytes) past which API calls answer 503. */
  PRESSURE_MAX_RSS_BYTES: z.coerce.number().int().nonnegative().default(0),
  /** How often the figures above are sampled (ms). */
  PRESSURE_SAMPLE_INTERVAL_MS: z.coerce.number().int().positive().default(1000),
  /** Retry-After (seconds) on a 503 for overload or a database timeout. */
  PRESSURE_RETRY_AFTER_SECONDS: z.coerce.number().int().positive().default(10),
  /** Longest time to receive a whole request (ms; Node's requestTimeout). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().nonnegative().default(30_000),
  /** A socket silent this long is closed (ms; Fastify's connectionTimeout). */
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().nonnegative().default(120_000),
  /** An idle keep-alive connection is closed after this long (ms); above a proxy's own idle timeout. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(72_000),
  /** At a stop, how long a keep-alive connection that sends nothing more stays open before it is closed (docs/decisions/0110). */
  DRAIN_IDLE_MS: z.coerce.number().int().nonnegative().default(2_000),
  /** PostgreSQL: a statement running longer is cancelled (ms; statement_timeout). PGlite cannot cancel one. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().nonnegative().default(10_000),
  /** PostgreSQL: longest wait for a pooled connection, or to open one (ms). */
  DB_POOL_WAIT_MS: z.coerce.number().int().nonnegative().default(5_000),
  /**
   * Production on PostgreSQL: how long a starting server waits for `npm run migrate` when the
   * database's schema is behind its code, before it refuses to start (s; 0: refuse at once; docs/decisions/0106).
   */
  MIGRATE_WAIT_SECONDS: z.coerce.number().int().nonnegative().default(60),
  /**
   * Enrollments the read-only calls keep in memory (docs/decisions/0065); 0 keeps none (every call
   * reads the database). Several processes with calls sent to each in turn: see docs/operations.md.
   */
  KEPT_ENROLLMENTS: z.coerce.number().int().nonnegative().default(2_000),
  /** External checks (docs/decisions/0030): `offline` uses the data shipped in packages; the other value names a paid service's adapter slot. */
  PHONE_CHECK: z.enum(['offline', 'numverify']).default('offline'),
  EMAIL_CHECK: z.enum(['offline', 'neverbounce']).default('offline'),
  ADDRESS_CHECK: z.enum(['offline', 'usps']).default('offline'),
  BANK_LOOKUP: z.enum(['offline', 'remote']).default('offline'),
});

export type Env = Omit<z.infer<typeof EnvSchema>, 'DATA_KEY' | 'DATA_KEY_FILE' | 'HOST' | 'PUBLIC_URL'> & {
  HOST: string;
  PUBLIC_URL: string;
  /** The data keys by id (docs/decisions/0047): the cipher seals with the current one and opens with any. */
  dataKeys: KeyRing;
  /** The ring's first key: signs member links (HMAC), stable across key rotations. */
  dataKey: Buffer;
  /** The file the data keys were read from (DATA_KEY_FILE or `DATA_DIR/data.key`); unset when DATA_KEY gives it. */
  dataKeyFile: string | undefined;
};

/** Reads configuration once; the only place `process.env` is read. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.parse(source);
  const dataDir = resolve(parsed.DATA_DIR);
  const { DATA_KEY, DATA_KEY_FILE, ...settings } = parsed;
  const host = parsed.HOST ?? (parsed.NODE_ENV === 'production' ? '0.0.0.0' : 'localhost');
  return {
    ...settings,
    HOST: host,
    PUBLIC_URL: parsed.PUBLIC_URL ?? listeningUrl(host, parsed.PORT),
    DATA_DIR: dataDir,
    ...readDataKeys(DATA_KEY, DATA_KEY_FILE, dataDir, parsed.NODE_ENV === 'production'),
  };
}

const EVERY_INTERFACE = new Set(['0.0.0.0', '::', '']);

/** `http://{host}:{port}` of the listening server; every interface (`0.0.0.0`, `::`) is reached as `localhost`. */
export function listeningUrl(host: string, port: number): string {
  const name = EVERY_INTERFACE.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/**
 * The data keys: `DATA_KEY` (the key ring's text form, or one base64 key), or the file
 * `DATA_KEY_FILE` names, or a key file generated in DATA_DIR (0600, the folder 0700) on first
 * start. docs/decisions/0045 and 0047. Production never generates one (docs/decisions/0106): a new
 * key beside an existing database would seal new values under a key that opens none of the old.
 */
function readDataKeys(
  configured: string | undefined,
  keyFile: string | undefined,
  dataDir: string,
  isProduction: boolean,
): { dataKeys: KeyRing; dataKey: Buffer; dataKeyFile: string | undefined } {
  if (configured && keyFile) throw new Error('Set DATA_KEY or DATA_KEY_FILE, not both');
  const withFirst = (dataKeys: KeyRing, dataKeyFile: string | undefined) => ({ dataKeys, dataKey: firstKey(dataKeys), dataKeyFile });
  if (configured) return withFirst(parseKeyRing(configured), undefined);
  if (keyFile) {
    const file = resolve(keyFile);
    if (!existsSync(file)) throw new Error(`DATA_KEY_FILE names no file: ${file}`);
    return withFirst(readKeyRingFile(file), file);
  }
  const file = defaultKeyFile(dataDir);
  if (existsSync(file)) return withFirst(readKeyRingFile(file), file);
  if (isProduction)
    throw new StartRefusal(
      "NODE_ENV=production never generates a data key: set DATA_KEY, or DATA_KEY_FILE naming the key file, to the store's data key " +
        '(a new store: `openssl rand -base64 32`, kept in a secret store; docs/operations.md "Keys").',
    );
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const ring = singleKeyRing(randomBytes(32));
  writeKeyRingFile(file, ring);
  return withFirst(ring, file);
}

export function defaultKeyFile(dataDir: string): string {
  return join(dataDir, 'data.key');
}
