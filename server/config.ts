/**
 * Configuration, read once from the environment and validated with zod.
 * Every variable is listed in README.md and .env.example.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

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
  CLIENT_DIST_DIR: z.string().min(1).default('./dist/client'),
  VITE_GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, 'must be a GA4 measurement id such as G-ABC123')
    .optional(),
});

export type Env = z.input<typeof envSchema>;

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
  /** GA4 measurement id the client was built with; the CSP then allows Google's hosts. */
  gaMeasurementId: string | undefined;
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
    const lines = parsed.error.issues.map(
      (issue) =>
        `Invalid environment variable ${issue.path.join('.')}=${JSON.stringify(present[String(issue.path[0])] ?? '')}: ${issue.message}`,
    );
    throw new ConfigError(lines.join('\n'));
  }
  const value = parsed.data;
  return {
    env: value.NODE_ENV,
    port: value.PORT,
    host: value.HOST,
    dataDir: path.resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    publicSiteUrl: value.PUBLIC_SITE_URL.replace(/\/$/, ''),
    logLevel: value.LOG_LEVEL,
    trustProxy: value.TRUST_PROXY,
    clientDistDir: path.resolve(value.CLIENT_DIST_DIR),
    gaMeasurementId: value.VITE_GA_MEASUREMENT_ID,
  };
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
