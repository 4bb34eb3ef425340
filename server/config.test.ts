import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../scripts/lib/build.ts';
import { ConfigError, loadConfig } from './config.ts';

const KEY = Buffer.alloc(32, 3).toString('base64');
/** What production needs besides its secrets: an SMTP server and a sender. */
const MAIL = {
  SMTP_URL: 'smtp://user:pass@mail.example.com:587',
  MAIL_FROM: 'Firm <mail@firm.test>',
};

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.env).toBe('development');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.publicSiteUrl).toBe('http://localhost:3000');
  });

  it('reads overrides and strips a trailing slash from the site address', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/x',
      PUBLIC_SITE_URL: 'https://example.com/',
      DATABASE_URL: 'postgres://localhost/test',
    });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe('/tmp/x');
    expect(config.publicSiteUrl).toBe('https://example.com');
    expect(config.databaseUrl).toBe('postgres://localhost/test');
  });

  it('names the variable in one line when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message.split('\n')).toHaveLength(1);
      expect(message).toMatch(/^Invalid environment variable PORT="abc": /);
    }
  });

  it('drains for no time by default, for SHUTDOWN_DRAIN_MS when set, and refuses more than a minute', () => {
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '5000' }).shutdownDrainMs).toBe(5000);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '60001' })).toThrow(
      'Invalid environment variable SHUTDOWN_DRAIN_MS="60001": must be at most 60000 (1 min)',
    );
  });

  it('gives one line per bad variable', () => {
    expect(() => loadConfig({ PORT: '-1', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT.*\n.*DATABASE_URL/,
    );
  });
});

describe('accounts configuration', () => {
  it('reads ADMIN_EMAILS as a trimmed, lowercased list', () => {
    expect(loadConfig({}).adminEmails).toEqual([]);
    expect(loadConfig({ ADMIN_EMAILS: ' Admin@Firm.test, ,second@x.test ' }).adminEmails).toEqual([
      'admin@firm.test',
      'second@x.test',
    ]);
    expect(() => loadConfig({ ADMIN_EMAILS: 'admin@firm.test, nope' })).toThrow(
      /^Invalid environment variable ADMIN_EMAILS=.*email addresses$/,
    );
  });

  it('requires a long AUTH_SECRET in production only', () => {
    expect(loadConfig({}).authSecret).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /AUTH_SECRET.*required in production/,
    );
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET.*at least 32/);
    const secret = 'x'.repeat(32);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        AUTH_SECRET: secret,
        TOKEN_ENCRYPTION_KEY: KEY,
        ...MAIL,
      }).authSecret,
    ).toBe(secret);
  });

  it('enables Google only with both credentials', () => {
    expect(loadConfig({}).google).toBeNull();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).google).toEqual({
      clientId: 'id',
      clientSecret: 's',
    });
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });

  it('reads the password policy, 6 characters minimum by default', () => {
    expect(loadConfig({}).passwordPolicy).toEqual({
      minLength: 6,
      maxLength: 128,
      requireLowercase: false,
      requireUppercase: false,
      requireNumber: false,
      requireSymbol: false,
    });
    const strict = loadConfig({
      PASSWORD_MIN_LENGTH: '10',
      PASSWORD_MAX_LENGTH: '64',
      PASSWORD_REQUIRE_LOWERCASE: 'true',
      PASSWORD_REQUIRE_SYMBOL: '1',
    }).passwordPolicy;
    expect(strict).toMatchObject({
      minLength: 10,
      maxLength: 64,
      requireLowercase: true,
      requireSymbol: true,
    });
    expect(() => loadConfig({ PASSWORD_MIN_LENGTH: '4' })).toThrow(
      /PASSWORD_MIN_LENGTH.*at least 6/,
    );
    expect(() => loadConfig({ PASSWORD_MIN_LENGTH: '20', PASSWORD_MAX_LENGTH: '10' })).toThrow(
      /PASSWORD_MAX_LENGTH/,
    );
  });
});

describe('loadConfig: HubSpot and the CRM sync worker', () => {
  it('defaults to no HubSpot, the public API address, a 30 s worker and 10 attempts', () => {
    const config = loadConfig({});
    expect(config.hubspotAccessToken).toBeUndefined();
    expect(config.hubspotApiUrl).toBe('https://api.hubapi.com');
    expect(config.crmSyncIntervalMs).toBe(30_000);
    expect(config.crmSyncMaxAttempts).toBe(10);
    expect(config.crmSyncRetryBaseMs).toBe(30_000);
    expect(config.contactRateLimitPerMinute).toBe(10);
  });

  it('reads overrides', () => {
    const config = loadConfig({
      HUBSPOT_ACCESS_TOKEN: 'pat-na1-x',
      HUBSPOT_API_URL: 'http://127.0.0.1:9999/',
      CRM_SYNC_INTERVAL_MS: '0',
      CRM_SYNC_MAX_ATTEMPTS: '3',
      CRM_SYNC_RETRY_BASE_MS: '500',
      CONTACT_RATE_LIMIT_PER_MINUTE: '100',
    });
    expect(config.crmSyncRetryBaseMs).toBe(500);
    expect(config.hubspotAccessToken).toBe('pat-na1-x');
    expect(config.hubspotApiUrl).toBe('http://127.0.0.1:9999');
    expect(config.crmSyncIntervalMs).toBe(0);
    expect(config.crmSyncMaxAttempts).toBe(3);
    expect(config.contactRateLimitPerMinute).toBe(100);
  });

  it('never prints a secret in the error line', () => {
    expect(() => loadConfig({ HUBSPOT_ACCESS_TOKEN: '   ' })).toThrow(
      /^Invalid environment variable HUBSPOT_ACCESS_TOKEN=\(hidden\): /,
    );
    expect(() => loadConfig({ CRM_SYNC_MAX_ATTEMPTS: '0' })).toThrow(
      /^Invalid environment variable CRM_SYNC_MAX_ATTEMPTS="0": must be at least 1$/,
    );
  });
});

describe('integrations configuration', () => {
  it('uses the Fivetran sandbox unless all three credentials are set', () => {
    const unset = loadConfig({});
    expect(unset.fivetran).toEqual({
      apiUrl: 'https://api.fivetran.com/v1',
      credentials: null,
      refresh: { intervalMs: 60_000, batch: 5 },
    });
    const set = loadConfig({
      FIVETRAN_API_URL: 'http://127.0.0.1:9999/v1/',
      FIVETRAN_API_KEY: 'key',
      FIVETRAN_API_SECRET: 'secret',
      FIVETRAN_GROUP_ID: 'group',
      FIVETRAN_REFRESH_INTERVAL_MS: '0',
      FIVETRAN_REFRESH_BATCH: '20',
    });
    expect(set.fivetran).toEqual({
      apiUrl: 'http://127.0.0.1:9999/v1',
      credentials: { apiKey: 'key', apiSecret: 'secret', groupId: 'group' },
      refresh: { intervalMs: 0, batch: 20 },
    });
    expect(() => loadConfig({ FIVETRAN_REFRESH_BATCH: '0' })).toThrow(
      /^Invalid environment variable FIVETRAN_REFRESH_BATCH="0": must be at least 1/,
    );
  });

  it('names each missing Fivetran variable when only some are set', () => {
    expect(() => loadConfig({ FIVETRAN_API_KEY: 'key' })).toThrow(
      /FIVETRAN_API_SECRET.*\n.*FIVETRAN_GROUP_ID/,
    );
    expect(() => loadConfig({ FIVETRAN_API_URL: 'not a url' })).toThrow(
      /^Invalid environment variable FIVETRAN_API_URL/,
    );
  });

  it('reads the sandbox latency as milliseconds or a range, 150-400 by default and 0 in tests', () => {
    expect(loadConfig({}).sandbox).toEqual({
      latencyMs: { min: 150, max: 400 },
      scenario: 'success',
    });
    expect(loadConfig({ NODE_ENV: 'test' }).sandbox.latencyMs).toEqual({ min: 0, max: 0 });
    expect(loadConfig({ SANDBOX_LATENCY_MS: '250' }).sandbox.latencyMs).toEqual({
      min: 250,
      max: 250,
    });
    expect(loadConfig({ SANDBOX_LATENCY_MS: '400-100' }).sandbox.latencyMs).toEqual({
      min: 100,
      max: 400,
    });
    expect(() => loadConfig({ SANDBOX_LATENCY_MS: 'fast' })).toThrow(/SANDBOX_LATENCY_MS/);
    expect(loadConfig({ SANDBOX_SCENARIO: 'server_error' }).sandbox.scenario).toBe('server_error');
    expect(() => loadConfig({ SANDBOX_SCENARIO: 'chaos' })).toThrow(/SANDBOX_SCENARIO/);
  });
});

describe('data warehouse configuration', () => {
  const key = JSON.stringify({
    type: 'service_account',
    client_email: 'reader@acme-data.iam.gserviceaccount.com',
    private_key: '-----BEGIN PRIVATE KEY-----\nsecret\n-----END PRIVATE KEY-----\n',
  });

  it('has none by default (the sandbox, or 503 in production), a minute per query, a daily snapshot worker', () => {
    expect(loadConfig({}).warehouse).toEqual({
      target: { kind: 'none' },
      queryTimeoutMs: 60_000,
      snapshot: { intervalMs: 60_000, batch: 5 },
    });
  });

  it('reads PostgreSQL or BigQuery, not both, BigQuery with its key', () => {
    const url = 'postgres://reader:password@warehouse.example.com:5432/analytics';
    expect(loadConfig({ WAREHOUSE_URL: url }).warehouse.target).toEqual({ kind: 'postgres', url });
    const bigquery = loadConfig({
      BIGQUERY_PROJECT_ID: 'acme-data',
      BIGQUERY_CREDENTIALS: key,
      BIGQUERY_DATASET_LOCATION: 'europe-west2',
    }).warehouse.target;
    expect(bigquery).toMatchObject({
      kind: 'bigquery',
      projectId: 'acme-data',
      location: 'europe-west2',
    });
    expect(() =>
      loadConfig({
        WAREHOUSE_URL: url,
        BIGQUERY_PROJECT_ID: 'acme-data',
        BIGQUERY_CREDENTIALS: key,
      }),
    ).toThrow(/not both/);
    expect(() => loadConfig({ BIGQUERY_PROJECT_ID: 'acme-data' })).toThrow(
      /^Invalid environment variable BIGQUERY_CREDENTIALS="": /,
    );
  });

  it('never prints the warehouse login or the key, even malformed', () => {
    expect(() => loadConfig({ WAREHOUSE_URL: 'mysql://reader:password@host/db' })).toThrow(
      /^Invalid environment variable WAREHOUSE_URL=\(hidden\): /,
    );
    for (const value of [
      key.replace('service_account', 'authorized_user'),
      '{"private_key": "x"',
    ]) {
      let message = '';
      try {
        loadConfig({ BIGQUERY_PROJECT_ID: 'acme-data', BIGQUERY_CREDENTIALS: value });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(
        /^Invalid environment variable BIGQUERY_CREDENTIALS=\(hidden\): must be a service-account key/,
      );
      expect(message).not.toContain('PRIVATE KEY');
    }
  });
});

describe('Google Ads and token encryption configuration', () => {
  const live = {
    GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
    GOOGLE_CLIENT_SECRET: 'secret',
    GOOGLE_ADS_DEVELOPER_TOKEN: 'dev-token',
  };

  it('defaults to the sandbox with the documented endpoints and version', () => {
    const config = loadConfig({});
    expect(config.googleAds).toEqual({
      mode: 'sandbox',
      developerToken: null,
      loginCustomerId: null,
      apiUrl: 'https://googleads.googleapis.com',
      apiVersion: 'v26',
      oauthAuthUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      oauthTokenUrl: 'https://oauth2.googleapis.com/token',
      oauthRedirectUri: 'http://localhost:3000/api/google-ads/oauth/callback',
      snapshot: { intervalMs: 60_000, batch: 5 },
    });
    expect(config.tokenEncryptionKey).toBeUndefined();
  });

  it('reads the Google Ads snapshot worker settings, refusing a batch of 0', () => {
    const set = loadConfig({ GOOGLE_SNAPSHOT_INTERVAL_MS: '0', GOOGLE_SNAPSHOT_BATCH: '20' });
    expect(set.googleAds.snapshot).toEqual({ intervalMs: 0, batch: 20 });
    expect(() => loadConfig({ GOOGLE_SNAPSHOT_BATCH: '0' })).toThrow(
      /^Invalid environment variable GOOGLE_SNAPSHOT_BATCH="0": must be at least 1/,
    );
  });

  it('is live with the OAuth client and a developer token, unavailable in production without', () => {
    expect(loadConfig(live).googleAds.mode).toBe('live');
    // Google sign-in alone is not enough for Google Ads.
    expect(loadConfig({ ...live, GOOGLE_ADS_DEVELOPER_TOKEN: undefined }).googleAds.mode).toBe(
      'sandbox',
    );
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      TOKEN_ENCRYPTION_KEY: KEY,
      ...MAIL,
    };
    expect(loadConfig(production).googleAds.mode).toBe('unavailable');
    expect(loadConfig({ ...production, ...live }).googleAds.mode).toBe('live');
    expect(() => loadConfig({ GOOGLE_ADS_DEVELOPER_TOKEN: 'dev' })).toThrow(
      /GOOGLE_ADS_DEVELOPER_TOKEN: needs GOOGLE_CLIENT_ID/,
    );
  });

  it("reads the HubSpot account's time zone, refusing a name that is not one", () => {
    expect(loadConfig({}).hubspotTimeZone).toBeNull();
    expect(loadConfig({ HUBSPOT_TIME_ZONE: 'America/New_York' }).hubspotTimeZone).toBe(
      'America/New_York',
    );
    expect(() => loadConfig({ HUBSPOT_TIME_ZONE: 'Eastern' })).toThrow(
      /^Invalid environment variable HUBSPOT_TIME_ZONE=/,
    );
  });

  it('reads the login customer id without dashes, and a redirect URI override', () => {
    const config = loadConfig({
      GOOGLE_ADS_LOGIN_CUSTOMER_ID: '123-456-7890',
      GOOGLE_OAUTH_REDIRECT_URI: 'https://app.example.com/cb',
      PUBLIC_SITE_URL: 'https://app.example.com',
    });
    expect(config.googleAds.loginCustomerId).toBe('1234567890');
    expect(config.googleAds.oauthRedirectUri).toBe('https://app.example.com/cb');
    expect(() => loadConfig({ GOOGLE_ADS_LOGIN_CUSTOMER_ID: '12345' })).toThrow(
      /^Invalid environment variable GOOGLE_ADS_LOGIN_CUSTOMER_ID=/,
    );
    expect(() => loadConfig({ GOOGLE_ADS_API_VERSION: '26' })).toThrow(/GOOGLE_ADS_API_VERSION/);
  });

  it('refuses to start in production without TOKEN_ENCRYPTION_KEY, in one line', () => {
    try {
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), ...MAIL });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toBe(
        'Invalid environment variable TOKEN_ENCRYPTION_KEY="": is required in production (32 random bytes: openssl rand -base64 32)',
      );
    }
  });

  it('checks the key and never echoes a secret back', () => {
    expect(loadConfig({ TOKEN_ENCRYPTION_KEY: KEY }).tokenEncryptionKey).toBe(KEY);
    try {
      loadConfig({ TOKEN_ENCRYPTION_KEY: 'my-almost-secret-key' });
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toBe(
        'Invalid environment variable TOKEN_ENCRYPTION_KEY=(hidden): must be 32 random bytes in base64 or hex (e.g. openssl rand -base64 32)',
      );
      expect(message).not.toContain('my-almost-secret-key');
    }
  });

  it('takes the retired secrets and keys as comma-separated lists, checked and hidden', () => {
    const previous = `${'a'.repeat(32)}, ${'b'.repeat(40)}`;
    const config = loadConfig({
      AUTH_SECRET_PREVIOUS: previous,
      TOKEN_ENCRYPTION_KEY_PREVIOUS: `${KEY},${KEY}`,
    });
    expect(config.authSecretPrevious).toEqual(['a'.repeat(32), 'b'.repeat(40)]);
    expect(config.tokenEncryptionKeyPrevious).toEqual([KEY, KEY]);
    expect(loadConfig({}).authSecretPrevious).toEqual([]);
    expect(() => loadConfig({ AUTH_SECRET_PREVIOUS: `${'a'.repeat(32)},short-secret` })).toThrow(
      'Invalid environment variable AUTH_SECRET_PREVIOUS=(hidden): must be a comma-separated list of secrets of at least 32 characters',
    );
    expect(() => loadConfig({ TOKEN_ENCRYPTION_KEY_PREVIOUS: 'not-a-key' })).toThrow(
      /^Invalid environment variable TOKEN_ENCRYPTION_KEY_PREVIOUS=\(hidden\): must be a comma-separated list of keys/,
    );
  });
});

describe('mail configuration', () => {
  it('holds mail without SMTP outside production, from a default sender, to the administrators', () => {
    const config = loadConfig({ ADMIN_EMAILS: 'admin@firm.test' });
    expect(config.mail).toMatchObject({
      smtpUrl: null,
      from: 'Diligence Intelligence <no-reply@localhost>',
      notifyEmails: ['admin@firm.test'],
      intervalMs: 5_000,
      maxAttempts: 10,
    });
    expect(
      loadConfig({ ADMIN_EMAILS: 'admin@firm.test', LEAD_NOTIFY_EMAILS: 'Leads@Firm.test' }).mail
        .notifyEmails,
    ).toEqual(['leads@firm.test']);
  });

  it('checks the SMTP URL without printing it, and the sender', () => {
    expect(loadConfig(MAIL).mail).toMatchObject({ smtpUrl: MAIL.SMTP_URL, from: MAIL.MAIL_FROM });
    expect(() => loadConfig({ SMTP_URL: 'https://user:pass@mail.example.com' })).toThrow(
      /^Invalid environment variable SMTP_URL=\(hidden\): must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(() => loadConfig({ MAIL_FROM: 'Firm' })).toThrow(
      /^Invalid environment variable MAIL_FROM="Firm"/,
    );
    expect(() => loadConfig({ LEAD_NOTIFY_EMAILS: 'a@b.test, nope' })).toThrow(
      /LEAD_NOTIFY_EMAILS/,
    );
  });
});

describe('production start-up (the real entry, `node scripts/start.ts`)', () => {
  const production = {
    NODE_ENV: 'production',
    AUTH_SECRET: 'x'.repeat(32),
    TOKEN_ENCRYPTION_KEY: KEY,
    ...MAIL,
  };

  it('never runs a vendor sandbox: without credentials both integrations are unavailable', () => {
    const config = loadConfig(production);
    expect(config.googleAds.mode).toBe('unavailable');
    expect(config.fivetran.credentials).toBeNull();
  });

  /** Runs the start script with only `env` (no .env: a fresh working folder); exit and stderr. */
  function start(env: Record<string, string>) {
    const cwd = mkdtempSync(path.join(tmpdir(), 'start-'));
    try {
      const run = spawnSync(process.execPath, [path.join(projectRoot, 'scripts/start.ts')], {
        cwd,
        env: { PATH: process.env.PATH ?? '', DATA_DIR: cwd, ...env },
        encoding: 'utf8',
        timeout: 30_000,
      });
      return { status: run.status, lines: run.stderr.split('\n').filter(Boolean) };
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  }

  it.each([
    [
      'a missing auth secret',
      { AUTH_SECRET: '' },
      /^Invalid environment variable AUTH_SECRET="": is required in production/,
    ],
    [
      'a short auth secret',
      { AUTH_SECRET: 'short' },
      /^Invalid environment variable AUTH_SECRET=\(hidden\): must be at least 32 characters/,
    ],
    [
      'a missing token key',
      { TOKEN_ENCRYPTION_KEY: '' },
      /^Invalid environment variable TOKEN_ENCRYPTION_KEY="": is required in production/,
    ],
    [
      'a missing SMTP server',
      { SMTP_URL: '' },
      /^Invalid environment variable SMTP_URL="": is required in production/,
    ],
    [
      'a missing sender',
      { MAIL_FROM: '' },
      /^Invalid environment variable MAIL_FROM="": is required in production/,
    ],
    [
      'a sandbox scenario',
      { SANDBOX_SCENARIO: 'success' },
      /^Invalid environment variable SANDBOX_SCENARIO="success": the vendor sandboxes never run in production/,
    ],
    [
      'a sandbox latency',
      { SANDBOX_LATENCY_MS: '100' },
      /^Invalid environment variable SANDBOX_LATENCY_MS="100": the vendor sandboxes never run in production/,
    ],
  ])('refuses %s with one clear line and status 1', (_case, override, line) => {
    const { status, lines } = start({ ...production, ...override });
    expect(status).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
    expect(lines[0]).not.toContain('short');
  });
});
