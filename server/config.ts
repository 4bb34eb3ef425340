/**
 * Configuration, read once from the environment and validated with zod.
 * Every variable is listed in README.md and .env.example.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../common/auth/constants.ts';
import type { PasswordPolicy } from '../common/auth/contract.ts';
import { DELIVERABLE_MAX_BYTES } from '../common/deliverables/contract.ts';
import { ENCRYPTION_KEY_RULE, parseEncryptionKey } from './lib/crypto.ts';
import { isTimeZone } from './lib/time-zone.ts';

/**
 * How the local sandboxes answer (docs/integrations.md#sandboxes): `success`, or one failure
 * case that every vendor call then meets (`server_error` fails each call once).
 */
export const SANDBOX_SCENARIOS = [
  'success',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'server_error',
  // Google OAuth only: the grant is revoked, or the access token expires once.
  'invalid_grant',
  'token_expired',
] as const;
export type SandboxScenario = (typeof SANDBOX_SCENARIOS)[number];

/** The language-model providers a draft may come from (server/integrations/llm/). */
export const AI_PROVIDERS = ['openai', 'anthropic', 'openai-compatible'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Comma-separated values, blanks dropped. */
const splitList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const splitEmailList = (value: string) => splitList(value.toLowerCase());

const emailList = z
  .string()
  .transform(splitEmailList)
  .refine((emails) => emails.every((email) => z.email().safeParse(email).success), {
    message: 'must be a comma-separated list of email addresses',
  });

/** A Google Cloud service-account key file, as the console downloads it. */
const bigQueryKeySchema = z.looseObject({
  type: z.literal('service_account'),
  client_email: z.string().min(1),
  private_key: z.string().min(1),
  private_key_id: z.string().optional(),
  token_uri: z.url().optional(),
});
export type BigQueryKey = z.infer<typeof bigQueryKeySchema>;

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0)
    .max(65535)
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PUBLIC_SITE_URL: z
    .url('must be a URL such as https://example.com')
    .default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  CLIENT_DIST_DIR: z.string().min(1).default('./dist/current/client'),
  AUTH_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters (e.g. openssl rand -base64 32)')
    .optional(),
  AUTH_SECRET_PREVIOUS: z
    .string()
    .transform(splitList)
    .refine((secrets) => secrets.every((secret) => secret.length >= 32), {
      message: 'must be a comma-separated list of secrets of at least 32 characters',
    })
    .default([]),
  ADMIN_EMAILS: emailList.default([]),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  // Google Ads (docs/integrations.md#google-oauth, docs/integrations.md#google-ads); the OAuth
  // client is GOOGLE_CLIENT_ID/SECRET.
  GOOGLE_OAUTH_REDIRECT_URI: z.url('must be a URL').optional(),
  GOOGLE_OAUTH_AUTH_URL: z
    .url('must be a URL')
    .default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_OAUTH_TOKEN_URL: z.url('must be a URL').default('https://oauth2.googleapis.com/token'),
  GOOGLE_ADS_API_URL: z.url('must be a URL').default('https://googleads.googleapis.com'),
  GOOGLE_ADS_API_VERSION: z
    .string()
    .regex(/^v\d+$/, 'must look like v26')
    .default('v26'),
  GOOGLE_ADS_DEVELOPER_TOKEN: z.string().min(1).optional(),
  GOOGLE_ADS_LOGIN_CUSTOMER_ID: z
    .string()
    .transform((value) => value.replace(/-/g, ''))
    .pipe(z.string().regex(/^\d{10}$/, 'must be a 10-digit customer id (dashes allowed)'))
    .optional(),
  TOKEN_ENCRYPTION_KEY: z
    .string()
    .refine((value) => parseEncryptionKey(value) !== null, ENCRYPTION_KEY_RULE)
    .optional(),
  TOKEN_ENCRYPTION_KEY_PREVIOUS: z
    .string()
    .transform(splitList)
    .refine((keys) => keys.every((key) => parseEncryptionKey(key) !== null), {
      message: `must be a comma-separated list of keys, each of which ${ENCRYPTION_KEY_RULE}`,
    })
    .default([]),
  PASSWORD_MIN_LENGTH: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH}`)
    .max(128)
    .default(MIN_PASSWORD_LENGTH),
  PASSWORD_MAX_LENGTH: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH}`)
    .max(1024)
    .default(128),
  PASSWORD_REQUIRE_LOWERCASE: booleanFlag.default(false),
  PASSWORD_REQUIRE_UPPERCASE: booleanFlag.default(false),
  PASSWORD_REQUIRE_NUMBER: booleanFlag.default(false),
  PASSWORD_REQUIRE_SYMBOL: booleanFlag.default(false),
  HUBSPOT_ACCESS_TOKEN: z.string().trim().min(1).optional(),
  HUBSPOT_API_URL: z
    .url('must be a URL such as https://api.hubapi.com')
    .default('https://api.hubapi.com'),
  HUBSPOT_TIME_ZONE: z
    .string()
    .trim()
    .refine(isTimeZone, 'must be an IANA time zone such as America/New_York')
    .optional(),
  CRM_SYNC_INTERVAL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(0, 'must be 0 (off) or more')
    .default(30_000),
  SHUTDOWN_DRAIN_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(0, 'must be 0 (none) or more')
    .max(60_000, 'must be at most 60000 (1 min)')
    .default(0),
  CRM_SYNC_RETRY_BASE_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(100, 'must be at least 100')
    .max(3_600_000, 'must be at most 3600000 (1 h)')
    .default(30_000),
  CRM_SYNC_MAX_ATTEMPTS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(50, 'must be at most 50')
    .default(10),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, 'must be an smtp:// or smtps:// URL (smtp://user:password@host:587)')
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, {
      message: 'must be an address, or a name and an address: Diligence <mail@example.com>',
    })
    .optional(),
  LEAD_NOTIFY_EMAILS: emailList.optional(),
  MAIL_INTERVAL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(0, 'must be 0 (off) or more')
    .default(5_000),
  REPORT_DRAFT_INTERVAL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(0, 'must be 0 (off) or more')
    .default(2_000),
  DELIVERABLE_MAX_BYTES: z.coerce
    .number({ error: 'must be a number of bytes' })
    .int('must be a whole number')
    .min(1024, 'must be at least 1024')
    .max(1_000_000_000, 'must be at most 1000000000')
    .default(DELIVERABLE_MAX_BYTES),
  MAIL_MAX_ATTEMPTS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(50, 'must be at most 50')
    .default(10),
  MAIL_RETRY_BASE_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(100, 'must be at least 100')
    .max(3_600_000, 'must be at most 3600000 (1 h)')
    .default(30_000),
  CONTACT_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(10),
  AUTH_RATE_LIMIT_PER_IP: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(30),
  AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(10),
  FIVETRAN_API_URL: z
    .url('must be a URL such as https://api.fivetran.com/v1')
    .default('https://api.fivetran.com/v1'),
  FIVETRAN_API_KEY: z.string().min(1).optional(),
  FIVETRAN_API_SECRET: z.string().min(1).optional(),
  FIVETRAN_GROUP_ID: z.string().min(1).optional(),
  FIVETRAN_REFRESH_INTERVAL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(0, 'must be 0 (off) or more')
    .default(60_000),
  FIVETRAN_REFRESH_BATCH: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .default(5),
  GOOGLE_SNAPSHOT_INTERVAL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(0, 'must be 0 (off) or more')
    .default(60_000),
  GOOGLE_SNAPSHOT_BATCH: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .default(5),
  WAREHOUSE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  BIGQUERY_PROJECT_ID: z
    .string()
    .regex(/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/, 'must be a Google Cloud project id such as acme-data')
    .optional(),
  BIGQUERY_DATASET_LOCATION: z
    .string()
    .regex(/^[A-Za-z]+(-[a-z]+\d+)?$/, 'must be a BigQuery location such as US, EU or europe-west2')
    .optional(),
  BIGQUERY_CREDENTIALS: z
    .string()
    .transform((value, context) => {
      const key = bigQueryKeySchema.safeParse(parseJson(value));
      if (key.success) return key.data;
      context.addIssue({
        code: 'custom',
        message:
          'must be a service-account key (JSON with type "service_account", client_email and private_key)',
      });
      return z.NEVER;
    })
    .optional(),
  WAREHOUSE_QUERY_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(1_000, 'must be at least 1000')
    .max(600_000, 'must be at most 600000 (10 min)')
    .default(60_000),
  CHANNEL_SNAPSHOT_INTERVAL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(0, 'must be 0 (off) or more')
    .default(60_000),
  CHANNEL_SNAPSHOT_BATCH: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .default(5),
  AI_PROVIDER: z
    .enum(AI_PROVIDERS, {
      error: `must be one of ${AI_PROVIDERS.join(', ')}`,
    })
    .optional(),
  AI_MODEL: z.string().trim().min(1).optional(),
  AI_API_KEY: z.string().trim().min(1).optional(),
  AI_BASE_URL: z.url('must be a URL such as https://api.openai.com/v1').optional(),
  AI_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(1_000, 'must be at least 1000')
    .max(600_000, 'must be at most 600000 (10 min)')
    .default(60_000),
  AI_DAILY_CALLS_PER_PROJECT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1_000, 'must be at most 1000')
    .default(20),
  AI_DEFAULT_ENABLED: booleanFlag.default(false),
  SANDBOX_LATENCY_MS: z
    .string()
    .regex(/^\d+(-\d+)?$/, 'must be milliseconds (e.g. 200) or a range (e.g. 150-400)')
    .transform((value) => {
      const [min = 0, max = min] = value.split('-').map(Number);
      return { min: Math.min(min, max), max: Math.max(min, max) };
    })
    .optional(),
  SANDBOX_SCENARIO: z.enum(SANDBOX_SCENARIOS).default('success'),
  BENCH_METRICS: booleanFlag.default(false),
  VITE_GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, 'must be a GA4 measurement id such as G-ABC123')
    .optional(),
});

/**
 * Names of variables whose values are never printed (tokens, secrets, keys, the SMTP and the
 * warehouse logins, the BigQuery key).
 */
const SECRET_NAME = /(TOKEN|SECRET|KEY|CREDENTIALS|^SMTP_URL|^WAREHOUSE_URL)(_PREVIOUS)?$/;

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicSiteUrl: string;
  logLevel: string;
  trustProxy: boolean;
  clientDistDir: string;
  /** Signs session cookies. Unset outside production: generated once into DATA_DIR. */
  authSecret: string | undefined;
  /** Retired AUTH_SECRETs, newest first: still read, never written (docs/security.md). */
  authSecretPrevious: string[];
  /** Lowercased; these addresses may sign up whatever their domain and use /api/admin. */
  adminEmails: string[];
  /** Google sign-in, when both credentials are set. */
  google: { clientId: string; clientSecret: string } | null;
  passwordPolicy: PasswordPolicy;
  /** HubSpot private-app token; unset means the contact form's "not configured" outcome. */
  hubspotAccessToken: string | undefined;
  hubspotApiUrl: string;
  /**
   * The HubSpot account's time zone, where its daily API limit resets at midnight; unset:
   * after a daily 429 the sync tries again every hour (docs/decisions/084).
   */
  hubspotTimeZone: string | null;
  /** How often the CRM sync worker looks for due contacts; 0 turns the timer off. */
  crmSyncIntervalMs: number;
  /** How often this process's worker looks for initial-report drafts to make; 0: none here. */
  reportDraftIntervalMs: number;
  /** After SIGTERM, how long /api/ready answers 503 while everything else is still served. */
  shutdownDrainMs: number;
  /** The first back-off step after a failed sync (doubled per attempt, jittered, at most 1 h). */
  crmSyncRetryBaseMs: number;
  /** Sync attempts per contact (the first, inline one included) before it is marked failed. */
  crmSyncMaxAttempts: number;
  /** POST /api/contact requests per minute per client IP. */
  contactRateLimitPerMinute: number;
  mail: MailConfig;
  /**
   * Sign-in and sign-up attempts per 15 minutes, per client IP and per account (email),
   * each endpoint counted on its own.
   */
  authRateLimit: { perIp: number; perAccount: number };
  /** Fivetran's REST API; `credentials` null means the sandbox (or 503 in production). */
  fivetran: {
    apiUrl: string;
    credentials: { apiKey: string; apiSecret: string; groupId: string } | null;
    /**
     * The connection state worker (decision 100): how often it runs (0: never; tests run it
     * themselves) and how many connections it reads from Fivetran per run at most.
     */
    refresh: { intervalMs: number; batch: number };
  };
  /** The local vendor sandboxes: added latency per call (ms range) and the scenario. */
  sandbox: { latencyMs: { min: number; max: number }; scenario: SandboxScenario };
  /** Encrypts OAuth tokens at rest. Unset outside production: generated once into DATA_DIR. */
  tokenEncryptionKey: string | undefined;
  /** Retired TOKEN_ENCRYPTION_KEYs, newest first: still read, never written. */
  tokenEncryptionKeyPrevious: string[];
  googleAds: GoogleAdsConfig;
  warehouse: WarehouseConfig;
  ai: AiConfig;
  /** Exposes event-loop delay and memory at /api/internal/event-loop-delay for bench/. */
  benchMetrics: boolean;
  /** The largest deliverable upload, in bytes (docs/product.md#deliverables). */
  deliverableMaxBytes: number;
  /** GA4 measurement id the client was built with; the CSP then allows Google's hosts. */
  gaMeasurementId: string | undefined;
}

/** Outgoing mail (server/modules/mail, docs/decisions/087). */
export interface MailConfig {
  /** smtp(s)://user:password@host:port; null: messages are held in the outbox, never sent. */
  smtpUrl: string | null;
  from: string;
  /** Who hears of new consultation requests and first submissions: LEAD_NOTIFY_EMAILS, else ADMIN_EMAILS. */
  notifyEmails: string[];
  /** How often the mail worker looks for due messages; 0 turns the timer off. */
  intervalMs: number;
  /** Send attempts per message before it is marked failed. */
  maxAttempts: number;
  /** The first back-off step after a failed send (doubled per attempt, jittered, at most 1 h). */
  retryBaseMs: number;
}

/** The sender outside production when MAIL_FROM is not set. */
const DEFAULT_MAIL_FROM = 'Diligence Intelligence <no-reply@localhost>';

/**
 * Google Ads: `live` with the OAuth client (GOOGLE_CLIENT_ID/SECRET) and a developer token;
 * otherwise `sandbox` outside production and `unavailable` (503) in production.
 */
export interface GoogleAdsConfig {
  mode: 'live' | 'sandbox' | 'unavailable';
  developerToken: string | null;
  /** Digits only; sent as login-customer-id when going through a manager account. */
  loginCustomerId: string | null;
  apiUrl: string;
  apiVersion: string;
  oauthAuthUrl: string;
  oauthTokenUrl: string;
  oauthRedirectUri: string;
  /** The daily snapshot worker (decision 105): how often it looks for due accounts; 0 off. */
  snapshot: { intervalMs: number; batch: number };
}

/**
 * The data warehouse Fivetran syncs into (docs/integrations.md#data-warehouse): the firm's
 * PostgreSQL (WAREHOUSE_URL) or BigQuery (BIGQUERY_PROJECT_ID with a key), or `none`: the
 * sandbox warehouse outside production, 503 in production.
 */
export interface WarehouseConfig {
  target:
    | { kind: 'postgres'; url: string }
    | { kind: 'bigquery'; projectId: string; location: string | null; key: BigQueryKey }
    | { kind: 'none' };
  /** Every warehouse query's limit. */
  queryTimeoutMs: number;
  /** The channel snapshot worker: how often it looks for due connectors (0 off), how many a run. */
  snapshot: { intervalMs: number; batch: number };
}

/**
 * The language model that may draft the initial report (docs/integrations.md#language-models):
 * `provider` null means none, and the rules drafter writes every draft.
 */
export interface AiConfig {
  provider: AiProvider | null;
  model: string | null;
  /** Never logged: configuration errors print it as (hidden). */
  apiKey: string | null;
  /** Another API address than the provider's (required for openai-compatible). */
  baseUrl: string | null;
  /** One draft call's limit, its one retry included. */
  timeoutMs: number;
  /** Model calls a project may make a day. */
  dailyCallsPerProject: number;
  /** Whether a new project drafts with the model until the firm turns it off. */
  defaultEnabled: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value throws one line per variable naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      // Never print a secret, even a malformed one.
      const shown = SECRET_NAME.test(name) ? '(hidden)' : JSON.stringify(present[name] ?? '');
      return `Invalid environment variable ${issue.path.join('.')}=${shown}: ${issue.message}`;
    });
    throw new ConfigError(lines.join('\n'));
  }
  const value = parsed.data;
  const problems: string[] = [];
  if (value.NODE_ENV === 'production' && !value.AUTH_SECRET) {
    problems.push(
      'Invalid environment variable AUTH_SECRET="": is required in production (at least 32 characters, e.g. openssl rand -base64 32)',
    );
  }
  if (!value.GOOGLE_CLIENT_ID !== !value.GOOGLE_CLIENT_SECRET) {
    const missing = value.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
    problems.push(
      `Invalid environment variable ${missing}="": must be set together with ${missing === 'GOOGLE_CLIENT_ID' ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'}`,
    );
  }
  if (value.NODE_ENV === 'production' && !value.TOKEN_ENCRYPTION_KEY) {
    problems.push(
      'Invalid environment variable TOKEN_ENCRYPTION_KEY="": is required in production (32 random bytes: openssl rand -base64 32)',
    );
  }
  if (value.NODE_ENV === 'production') {
    for (const name of ['SMTP_URL', 'MAIL_FROM'] as const) {
      if (!value[name]) {
        problems.push(
          `Invalid environment variable ${name}="": is required in production (mail is sent through SMTP_URL, from MAIL_FROM)`,
        );
      }
    }
  }
  if (value.NODE_ENV === 'production') {
    // Production never runs the vendor sandboxes (a vendor without credentials answers 503);
    // a sandbox setting there is a copied development environment.
    for (const name of ['SANDBOX_SCENARIO', 'SANDBOX_LATENCY_MS'] as const) {
      if (present[name] !== undefined) {
        problems.push(
          `Invalid environment variable ${name}=${JSON.stringify(present[name])}: the vendor sandboxes never run in production; unset it`,
        );
      }
    }
  }
  if (value.GOOGLE_ADS_DEVELOPER_TOKEN && !value.GOOGLE_CLIENT_ID) {
    problems.push(
      'Invalid environment variable GOOGLE_ADS_DEVELOPER_TOKEN: needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (the OAuth client of the Google Ads connection)',
    );
  }
  if (value.PASSWORD_MAX_LENGTH < value.PASSWORD_MIN_LENGTH) {
    problems.push(
      `Invalid environment variable PASSWORD_MAX_LENGTH="${value.PASSWORD_MAX_LENGTH}": must not be less than PASSWORD_MIN_LENGTH (${value.PASSWORD_MIN_LENGTH})`,
    );
  }
  const fivetranVariables = {
    FIVETRAN_API_KEY: value.FIVETRAN_API_KEY,
    FIVETRAN_API_SECRET: value.FIVETRAN_API_SECRET,
    FIVETRAN_GROUP_ID: value.FIVETRAN_GROUP_ID,
  };
  const fivetranSet = Object.entries(fivetranVariables).filter(([, set]) => set);
  if (fivetranSet.length > 0 && fivetranSet.length < 3) {
    for (const [name, set] of Object.entries(fivetranVariables)) {
      if (!set) {
        problems.push(
          `Invalid environment variable ${name}="": must be set together with the other FIVETRAN_API_KEY, FIVETRAN_API_SECRET and FIVETRAN_GROUP_ID`,
        );
      }
    }
  }
  if (value.WAREHOUSE_URL && value.BIGQUERY_PROJECT_ID) {
    problems.push(
      'Invalid environment variable BIGQUERY_PROJECT_ID: set either WAREHOUSE_URL (PostgreSQL) or BIGQUERY_PROJECT_ID (BigQuery), not both',
    );
  }
  if (!value.BIGQUERY_PROJECT_ID !== !value.BIGQUERY_CREDENTIALS) {
    const missing = value.BIGQUERY_PROJECT_ID ? 'BIGQUERY_CREDENTIALS' : 'BIGQUERY_PROJECT_ID';
    problems.push(
      `Invalid environment variable ${missing}="": BIGQUERY_PROJECT_ID and BIGQUERY_CREDENTIALS (a service-account key) are set together`,
    );
  }
  problems.push(
    ...aiConfigProblems({
      provider: value.AI_PROVIDER ?? null,
      model: value.AI_MODEL ?? null,
      apiKey: value.AI_API_KEY ?? null,
      baseUrl: value.AI_BASE_URL ?? null,
    }),
  );
  if (problems.length > 0) throw new ConfigError(problems.join('\n'));
  const publicSiteUrl = value.PUBLIC_SITE_URL.replace(/\/$/, '');
  const googleAdsLive = Boolean(
    value.GOOGLE_CLIENT_ID && value.GOOGLE_CLIENT_SECRET && value.GOOGLE_ADS_DEVELOPER_TOKEN,
  );
  return {
    env: value.NODE_ENV,
    port: value.PORT,
    host: value.HOST,
    dataDir: path.resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    publicSiteUrl,
    logLevel: value.LOG_LEVEL,
    trustProxy: value.TRUST_PROXY,
    clientDistDir: path.resolve(value.CLIENT_DIST_DIR),
    authSecret: value.AUTH_SECRET,
    authSecretPrevious: value.AUTH_SECRET_PREVIOUS,
    adminEmails: value.ADMIN_EMAILS,
    google:
      value.GOOGLE_CLIENT_ID && value.GOOGLE_CLIENT_SECRET
        ? { clientId: value.GOOGLE_CLIENT_ID, clientSecret: value.GOOGLE_CLIENT_SECRET }
        : null,
    passwordPolicy: {
      minLength: value.PASSWORD_MIN_LENGTH,
      maxLength: value.PASSWORD_MAX_LENGTH,
      requireLowercase: value.PASSWORD_REQUIRE_LOWERCASE,
      requireUppercase: value.PASSWORD_REQUIRE_UPPERCASE,
      requireNumber: value.PASSWORD_REQUIRE_NUMBER,
      requireSymbol: value.PASSWORD_REQUIRE_SYMBOL,
    },
    hubspotAccessToken: value.HUBSPOT_ACCESS_TOKEN,
    hubspotApiUrl: value.HUBSPOT_API_URL.replace(/\/$/, ''),
    hubspotTimeZone: value.HUBSPOT_TIME_ZONE ?? null,
    crmSyncIntervalMs: value.CRM_SYNC_INTERVAL_MS,
    reportDraftIntervalMs: value.REPORT_DRAFT_INTERVAL_MS,
    shutdownDrainMs: value.SHUTDOWN_DRAIN_MS,
    crmSyncRetryBaseMs: value.CRM_SYNC_RETRY_BASE_MS,
    crmSyncMaxAttempts: value.CRM_SYNC_MAX_ATTEMPTS,
    contactRateLimitPerMinute: value.CONTACT_RATE_LIMIT_PER_MINUTE,
    mail: {
      smtpUrl: value.SMTP_URL ?? null,
      from: value.MAIL_FROM ?? DEFAULT_MAIL_FROM,
      notifyEmails: value.LEAD_NOTIFY_EMAILS ?? value.ADMIN_EMAILS,
      intervalMs: value.MAIL_INTERVAL_MS,
      maxAttempts: value.MAIL_MAX_ATTEMPTS,
      retryBaseMs: value.MAIL_RETRY_BASE_MS,
    },
    authRateLimit: {
      perIp: value.AUTH_RATE_LIMIT_PER_IP,
      perAccount: value.AUTH_RATE_LIMIT_PER_ACCOUNT,
    },
    fivetran: {
      apiUrl: value.FIVETRAN_API_URL.replace(/\/$/, ''),
      credentials:
        value.FIVETRAN_API_KEY && value.FIVETRAN_API_SECRET && value.FIVETRAN_GROUP_ID
          ? {
              apiKey: value.FIVETRAN_API_KEY,
              apiSecret: value.FIVETRAN_API_SECRET,
              groupId: value.FIVETRAN_GROUP_ID,
            }
          : null,
      refresh: {
        intervalMs: value.FIVETRAN_REFRESH_INTERVAL_MS,
        batch: value.FIVETRAN_REFRESH_BATCH,
      },
    },
    tokenEncryptionKey: value.TOKEN_ENCRYPTION_KEY,
    tokenEncryptionKeyPrevious: value.TOKEN_ENCRYPTION_KEY_PREVIOUS,
    googleAds: {
      mode: googleAdsLive ? 'live' : value.NODE_ENV === 'production' ? 'unavailable' : 'sandbox',
      developerToken: value.GOOGLE_ADS_DEVELOPER_TOKEN ?? null,
      loginCustomerId: value.GOOGLE_ADS_LOGIN_CUSTOMER_ID ?? null,
      apiUrl: value.GOOGLE_ADS_API_URL.replace(/\/$/, ''),
      apiVersion: value.GOOGLE_ADS_API_VERSION,
      oauthAuthUrl: value.GOOGLE_OAUTH_AUTH_URL,
      oauthTokenUrl: value.GOOGLE_OAUTH_TOKEN_URL,
      oauthRedirectUri:
        value.GOOGLE_OAUTH_REDIRECT_URI ?? `${publicSiteUrl}/api/google-ads/oauth/callback`,
      snapshot: {
        intervalMs: value.GOOGLE_SNAPSHOT_INTERVAL_MS,
        batch: value.GOOGLE_SNAPSHOT_BATCH,
      },
    },
    sandbox: {
      // Tests want speed; people trying the sandbox want to see the waits.
      latencyMs:
        value.SANDBOX_LATENCY_MS ??
        (value.NODE_ENV === 'test' ? { min: 0, max: 0 } : { min: 150, max: 400 }),
      scenario: value.SANDBOX_SCENARIO,
    },
    warehouse: {
      target: value.WAREHOUSE_URL
        ? { kind: 'postgres', url: value.WAREHOUSE_URL }
        : value.BIGQUERY_PROJECT_ID && value.BIGQUERY_CREDENTIALS
          ? {
              kind: 'bigquery',
              projectId: value.BIGQUERY_PROJECT_ID,
              location: value.BIGQUERY_DATASET_LOCATION ?? null,
              key: value.BIGQUERY_CREDENTIALS,
            }
          : { kind: 'none' },
      queryTimeoutMs: value.WAREHOUSE_QUERY_TIMEOUT_MS,
      snapshot: {
        intervalMs: value.CHANNEL_SNAPSHOT_INTERVAL_MS,
        batch: value.CHANNEL_SNAPSHOT_BATCH,
      },
    },
    ai: {
      provider: value.AI_PROVIDER ?? null,
      model: value.AI_MODEL ?? null,
      apiKey: value.AI_API_KEY ?? null,
      baseUrl: value.AI_BASE_URL?.replace(/\/$/, '') ?? null,
      timeoutMs: value.AI_TIMEOUT_MS,
      dailyCallsPerProject: value.AI_DAILY_CALLS_PER_PROJECT,
      defaultEnabled: value.AI_DEFAULT_ENABLED,
    },
    benchMetrics: value.BENCH_METRICS,
    deliverableMaxBytes: value.DELIVERABLE_MAX_BYTES,
    gaMeasurementId: value.VITE_GA_MEASUREMENT_ID,
  };
}

/**
 * What keeps the AI_ settings from naming a usable model, one line per variable: AI_PROVIDER
 * needs its model and key, and for openai-compatible the server's address. Without AI_PROVIDER
 * the others are ignored, so unsetting it alone turns the models off. setUpLanguageModel
 * (server/integrations/llm/) asks the same of a configuration built by hand.
 */
export function aiConfigProblems(
  ai: Pick<AiConfig, 'provider' | 'model' | 'apiKey' | 'baseUrl'>,
): string[] {
  if (!ai.provider) return [];
  const problems: string[] = [];
  const needs = `is required when AI_PROVIDER is set (AI_PROVIDER=${ai.provider})`;
  if (!ai.model) {
    problems.push(
      `Invalid environment variable AI_MODEL="": ${needs}: the model's id, e.g. gpt-4.1`,
    );
  }
  if (!ai.apiKey) {
    problems.push(`Invalid environment variable AI_API_KEY="": ${needs}: the provider's API key`);
  }
  if (ai.provider === 'openai-compatible' && !ai.baseUrl) {
    problems.push(
      `Invalid environment variable AI_BASE_URL="": ${needs}: the server's address, e.g. http://localhost:11434/v1`,
    );
  }
  return problems;
}

/**
 * For process entries: loads ./.env when present, then the config; a bad value prints its
 * line(s) and exits with status 1.
 */
export function readConfigOrExit(): AppConfig {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
