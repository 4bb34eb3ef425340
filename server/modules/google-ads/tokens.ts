/**
 * The user's Google grant in `oauth_tokens` (one row per user and platform), encrypted at
 * rest (lib/crypto.ts), and a valid access token on demand:
 *
 * - refreshed from the refresh token when it expires within 5 minutes;
 * - refreshed once more when Google answers 401 OAUTH_TOKEN_EXPIRED, and the call retried once;
 * - a revoked grant (invalid_grant), a value that no longer decrypts (key changed) or a row
 *   written by the other mode (sandbox vs live) deletes the row and asks to reconnect.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { GOOGLE_ADS_MESSAGES } from '../../../common/google-ads/messages.ts';
import type { Database, DatabaseTransaction } from '../../db/client.ts';
import { oauthTokens } from '../../db/schema/index.ts';
import { DecryptionError, type TokenCipher } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { GoogleAdsApiError, GoogleOAuthError } from '../../integrations/google/errors.ts';
import type { GoogleOAuthPort, GoogleTokenSet } from '../../integrations/google/oauth.ts';
import type { WithAccessToken } from '../../integrations/google/reports.ts';

const REFRESH_EARLY_MS = 5 * 60 * 1000;
const PLATFORM = 'google' as const;

export interface GoogleGrantMetadata {
  googleEmail: string | null;
  scopes: string[];
  /** Which Google issued the tokens: a sandbox grant is useless against the real API. */
  mode: 'live' | 'sandbox';
}

export interface GrantStatus {
  connected: boolean;
  googleEmail: string | null;
  connectedAt: string | null;
}

interface Row {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  metadata: Record<string, unknown> | null;
}

export interface GoogleTokenStoreOptions {
  db: Database;
  cipher: TokenCipher;
  oauth: GoogleOAuthPort;
  mode: 'live' | 'sandbox';
  log: FastifyBaseLogger;
  now?: () => number;
}

const context = (userId: number, field: 'access_token' | 'refresh_token') =>
  `oauth_tokens:${userId}:${PLATFORM}:${field}`;

export class GoogleTokenStore {
  readonly #db: Database;
  readonly #cipher: TokenCipher;
  readonly #oauth: GoogleOAuthPort;
  readonly #mode: 'live' | 'sandbox';
  readonly #log: FastifyBaseLogger;
  readonly #now: () => number;
  /** One refresh at a time per user in this process. */
  readonly #refreshing = new Map<number, Promise<string>>();

  constructor(options: GoogleTokenStoreOptions) {
    this.#db = options.db;
    this.#cipher = options.cipher;
    this.#oauth = options.oauth;
    this.#mode = options.mode;
    this.#log = options.log;
    this.#now = options.now ?? Date.now;
  }

  async #row(userId: number): Promise<Row | null> {
    const [row] = await this.#db
      .select({
        accessToken: oauthTokens.accessToken,
        refreshToken: oauthTokens.refreshToken,
        expiresAt: oauthTokens.expiresAt,
        metadata: oauthTokens.metadata,
      })
      .from(oauthTokens)
      .where(and(eq(oauthTokens.userId, userId), eq(oauthTokens.platform, PLATFORM)));
    return row ?? null;
  }

  #metadata(stored: Record<string, unknown> | null): GoogleGrantMetadata {
    const metadata = (stored ?? {}) as Partial<GoogleGrantMetadata>;
    return {
      googleEmail: typeof metadata.googleEmail === 'string' ? metadata.googleEmail : null,
      scopes: Array.isArray(metadata.scopes) ? metadata.scopes : [],
      mode: metadata.mode === 'sandbox' ? 'sandbox' : 'live',
    };
  }

  async status(userId: number): Promise<GrantStatus> {
    const [row] = await this.#db
      .select({ metadata: oauthTokens.metadata, updatedAt: oauthTokens.updatedAt })
      .from(oauthTokens)
      .where(and(eq(oauthTokens.userId, userId), eq(oauthTokens.platform, PLATFORM)));
    if (!row) return { connected: false, googleEmail: null, connectedAt: null };
    const metadata = this.#metadata(row.metadata);
    if (metadata.mode !== this.#mode) {
      return { connected: false, googleEmail: null, connectedAt: null };
    }
    return {
      connected: true,
      googleEmail: metadata.googleEmail,
      connectedAt: row.updatedAt.toISOString(),
    };
  }

  /**
   * Stores a new grant (the code exchange), replacing any earlier one of this user, `within`
   * the caller's transaction if given.
   */
  async save(
    userId: number,
    tokens: GoogleTokenSet,
    within: Database | DatabaseTransaction = this.#db,
  ): Promise<void> {
    const existing = tokens.refreshToken ? null : await this.#row(userId);
    let refreshToken = tokens.refreshToken;
    if (!refreshToken && existing?.refreshToken) {
      refreshToken = this.#decrypt(existing.refreshToken, userId, 'refresh_token');
    }
    const values = {
      accessToken: this.#cipher.encrypt(tokens.accessToken, context(userId, 'access_token')),
      refreshToken: refreshToken
        ? this.#cipher.encrypt(refreshToken, context(userId, 'refresh_token'))
        : null,
      expiresAt: new Date(this.#now() + tokens.expiresIn * 1000),
      metadata: {
        googleEmail: tokens.email,
        scopes: tokens.scopes,
        mode: this.#mode,
      } satisfies GoogleGrantMetadata,
      updatedAt: new Date(this.#now()),
    };
    await within
      .insert(oauthTokens)
      .values({ userId, platform: PLATFORM, ...values })
      .onConflictDoUpdate({ target: [oauthTokens.userId, oauthTokens.platform], set: values });
  }

  /**
   * Deletes the grant (`within` the caller's transaction if given): null when there was none,
   * else its Google account and the token to revoke at Google (refresh, else access; null when
   * it no longer decrypts).
   */
  async remove(
    userId: number,
    within: Database | DatabaseTransaction = this.#db,
  ): Promise<{ googleEmail: string | null; revokeToken: string | null } | null> {
    const [row] = await within
      .delete(oauthTokens)
      .where(and(eq(oauthTokens.userId, userId), eq(oauthTokens.platform, PLATFORM)))
      .returning({
        accessToken: oauthTokens.accessToken,
        refreshToken: oauthTokens.refreshToken,
        metadata: oauthTokens.metadata,
      });
    if (!row) return null;
    const { googleEmail } = this.#metadata(row.metadata);
    try {
      const revokeToken = row.refreshToken
        ? this.#cipher.decrypt(row.refreshToken, context(userId, 'refresh_token'))
        : this.#cipher.decrypt(row.accessToken, context(userId, 'access_token'));
      return { googleEmail, revokeToken };
    } catch {
      return { googleEmail, revokeToken: null };
    }
  }

  #decrypt(value: string, userId: number, field: 'access_token' | 'refresh_token'): string {
    return this.#cipher.decrypt(value, context(userId, field));
  }

  async #forget(userId: number, reason: string): Promise<never> {
    this.#log.warn({ userId, platform: PLATFORM, reason }, 'google grant unusable: deleted');
    await this.#db
      .delete(oauthTokens)
      .where(and(eq(oauthTokens.userId, userId), eq(oauthTokens.platform, PLATFORM)));
    throw new AppError('conflict', GOOGLE_ADS_MESSAGES.reconnect);
  }

  /** A usable access token: the stored one, or a fresh one when it expires within 5 minutes. */
  async accessToken(userId: number, options: { forceRefresh?: boolean } = {}): Promise<string> {
    const row = await this.#row(userId);
    if (!row) throw new AppError('conflict', GOOGLE_ADS_MESSAGES.notConnected);
    if (this.#metadata(row.metadata).mode !== this.#mode) {
      return this.#forget(userId, 'other mode');
    }
    const fresh =
      row.expiresAt !== null && row.expiresAt.getTime() - REFRESH_EARLY_MS > this.#now();
    if (fresh && !options.forceRefresh) {
      try {
        return this.#decrypt(row.accessToken, userId, 'access_token');
      } catch (error) {
        if (error instanceof DecryptionError) return this.#forget(userId, error.message);
        throw error;
      }
    }
    return this.#refresh(userId, row);
  }

  #refresh(userId: number, row: Row): Promise<string> {
    const running = this.#refreshing.get(userId);
    if (running) return running;
    const refresh = (async () => {
      let refreshToken: string;
      try {
        if (!row.refreshToken) return await this.#forget(userId, 'no refresh token');
        refreshToken = this.#decrypt(row.refreshToken, userId, 'refresh_token');
      } catch (error) {
        if (error instanceof DecryptionError) return this.#forget(userId, error.message);
        throw error;
      }
      let tokens: GoogleTokenSet;
      try {
        tokens = await this.#oauth.refresh(refreshToken);
      } catch (error) {
        if (error instanceof GoogleOAuthError && error.isRevoked) {
          return this.#forget(userId, 'invalid_grant');
        }
        throw error;
      }
      await this.#db
        .update(oauthTokens)
        .set({
          accessToken: this.#cipher.encrypt(tokens.accessToken, context(userId, 'access_token')),
          ...(tokens.refreshToken
            ? {
                refreshToken: this.#cipher.encrypt(
                  tokens.refreshToken,
                  context(userId, 'refresh_token'),
                ),
              }
            : {}),
          expiresAt: new Date(this.#now() + tokens.expiresIn * 1000),
          updatedAt: new Date(this.#now()),
        })
        .where(and(eq(oauthTokens.userId, userId), eq(oauthTokens.platform, PLATFORM)));
      return tokens.accessToken;
    })();
    this.#refreshing.set(userId, refresh);
    return refresh.finally(() => this.#refreshing.delete(userId));
  }

  /**
   * Runs Google Ads calls with the user's token; after a 401 OAUTH_TOKEN_EXPIRED it refreshes
   * once and retries once. A second 401 means the grant no longer works: reconnect.
   */
  forUser(userId: number): WithAccessToken {
    return async (run) => {
      const token = await this.accessToken(userId);
      try {
        return await run(token);
      } catch (error) {
        if (!(error instanceof GoogleAdsApiError) || !error.isExpiredToken) throw error;
      }
      const refreshed = await this.accessToken(userId, { forceRefresh: true });
      try {
        return await run(refreshed);
      } catch (error) {
        if (error instanceof GoogleAdsApiError && error.isExpiredToken) {
          return this.#forget(userId, 'token rejected after refresh');
        }
        throw error;
      }
    };
  }
}

/**
 * Rewrites every grant written under a previous TOKEN_ENCRYPTION_KEY under the current one
 * (`npm run secrets:reencrypt`); returns how many. A grant no configured key reads is left
 * for the store to forget at its next use; a grant refreshed meanwhile is left as written.
 */
export async function reencryptGoogleTokens(db: Database, cipher: TokenCipher): Promise<number> {
  const rows = await db
    .select({
      userId: oauthTokens.userId,
      accessToken: oauthTokens.accessToken,
      refreshToken: oauthTokens.refreshToken,
    })
    .from(oauthTokens)
    .where(eq(oauthTokens.platform, PLATFORM));
  let changed = 0;
  for (const { userId, accessToken, refreshToken } of rows) {
    if (
      cipher.isCurrent(accessToken) &&
      (refreshToken === null || cipher.isCurrent(refreshToken))
    ) {
      continue;
    }
    const rewrite = (value: string, field: 'access_token' | 'refresh_token') =>
      cipher.encrypt(cipher.decrypt(value, context(userId, field)), context(userId, field));
    let values;
    try {
      values = {
        accessToken: rewrite(accessToken, 'access_token'),
        refreshToken: refreshToken === null ? null : rewrite(refreshToken, 'refresh_token'),
      };
    } catch (error) {
      if (error instanceof DecryptionError) continue;
      throw error;
    }
    const written = await db
      .update(oauthTokens)
      .set(values)
      .where(
        and(
          eq(oauthTokens.userId, userId),
          eq(oauthTokens.platform, PLATFORM),
          eq(oauthTokens.accessToken, accessToken),
        ),
      )
      .returning({ userId: oauthTokens.userId });
    changed += written.length;
  }
  return changed;
}
