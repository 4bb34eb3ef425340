/**
 * Google Ads for the signed-in user: their Google grant (connect, status, disconnect), their
 * accounts, an account's campaigns over the last 30 days, and the CSV exports, always
 * through the user's own grant. An account id the grant cannot reach (or a manager account,
 * which has no metrics) is "not found".
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type {
  GoogleAdsAccount,
  GoogleAdsCampaign,
  GoogleAdsConnection,
} from '../../../common/google-ads/contract.ts';
import { GOOGLE_ADS_MESSAGES } from '../../../common/google-ads/messages.ts';
import type { PlatformTotals } from '../../../common/platform-check/comparison.ts';
import type { Database } from '../../db/client.ts';
import { projectMembers, projects } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { reachableCustomers, type ReachableCustomer } from '../../integrations/google/access.ts';
import { directAccess, type GoogleAdsPort } from '../../integrations/google/ads.ts';
import {
  GoogleAdsApiError,
  GoogleOAuthError,
  describeGoogleAdsError,
  googleAdsErrorDetails,
} from '../../integrations/google/errors.ts';
import { GOOGLE_ADS_SCOPE, type GoogleOAuthPort } from '../../integrations/google/oauth.ts';
import { GoogleAdsReports } from '../../integrations/google/reports.ts';
import { VendorUnreachableError } from '../../integrations/vendor-http.ts';
import { csvRow, streamCsv } from '../../lib/csv.ts';
import { CAMPAIGN_CSV_HEADER, KEYWORD_CSV_HEADER, campaignCsvRow, keywordCsvRow } from './csv.ts';
import type { GoogleTokenStore } from './tokens.ts';

/** Turns a vendor failure into the AppError the user reads; logs what support needs. */
export function toAppError(error: unknown, log: FastifyBaseLogger): unknown {
  if (error instanceof GoogleAdsApiError) {
    log.warn(
      {
        vendor: 'google-ads',
        httpStatus: error.httpStatus,
        code: error.code,
        requestId: error.requestId,
      },
      'google ads call failed',
    );
    const message = describeGoogleAdsError(error);
    const details = googleAdsErrorDetails(error);
    if (error.isExpiredToken) return new AppError('conflict', GOOGLE_ADS_MESSAGES.reconnect);
    if (error.isQuota) return new AppError('too_many_requests', message, details);
    if (error.httpStatus === 403) return new AppError('forbidden', message, details);
    if (error.httpStatus === 404)
      return new AppError('not_found', GOOGLE_ADS_MESSAGES.accountNotFound);
    return new AppError('bad_gateway', message, details);
  }
  if (error instanceof VendorUnreachableError) {
    log.warn({ vendor: 'google', reason: error.reason }, 'google unreachable');
    return new AppError('bad_gateway', GOOGLE_ADS_MESSAGES.unreachable);
  }
  if (error instanceof GoogleOAuthError) {
    // A used or expired code (invalid_grant): connect again. Google down: try later.
    if (error.isRevoked) return new AppError('conflict', GOOGLE_ADS_MESSAGES.reconnect);
    if (error.httpStatus >= 500) {
      log.warn({ vendor: 'google-oauth', httpStatus: error.httpStatus }, 'google oauth down');
      return new AppError('bad_gateway', GOOGLE_ADS_MESSAGES.unreachable);
    }
    // invalid_client, invalid_request, redirect_uri_mismatch: our configuration.
    log.error({ vendor: 'google-oauth', error: error.error }, 'google oauth failed');
    return new AppError('bad_gateway', GOOGLE_ADS_MESSAGES.oauthMisconfigured);
  }
  return error;
}

export type ExportKind = 'campaigns' | 'keywords';

export interface AccountTotals extends PlatformTotals {
  currency: string;
}

export interface GoogleAdsServiceOptions {
  db: Database;
  tokens: GoogleTokenStore;
  oauth: GoogleOAuthPort;
  ads: GoogleAdsPort;
  mode: 'live' | 'sandbox';
  /** Where Google sends the browser back (the OAuth callback), as registered with Google. */
  redirectUri: string;
  /** GOOGLE_ADS_LOGIN_CUSTOMER_ID: the manager named when a user reaches an account through several. */
  preferredManagerId: string | null;
}

export class GoogleAdsService {
  readonly #db: Database;
  readonly #tokens: GoogleTokenStore;
  readonly #oauth: GoogleOAuthPort;
  readonly #ads: GoogleAdsPort;
  readonly #mode: 'live' | 'sandbox';
  readonly #redirectUri: string;
  readonly #preferredManagerId: string | null;

  constructor(options: GoogleAdsServiceOptions) {
    this.#db = options.db;
    this.#tokens = options.tokens;
    this.#oauth = options.oauth;
    this.#ads = options.ads;
    this.#mode = options.mode;
    this.#redirectUri = options.redirectUri;
    this.#preferredManagerId = options.preferredManagerId;
  }

  async connection(userId: number): Promise<GoogleAdsConnection> {
    const status = await this.#tokens.status(userId);
    return { ...status, sandbox: this.#mode === 'sandbox' };
  }

  /** Google's consent page for this signed state. */
  authorizationUrl(state: string): string {
    return this.#oauth.authorizationUrl({ state, redirectUri: this.#redirectUri });
  }

  /**
   * Exchanges the callback's code and keeps the grant. False when the user unticked Google
   * Ads on the consent page (granular consent): what was granted is given back.
   */
  async connect(userId: number, code: string, actor: AuditActor): Promise<boolean> {
    const granted = await this.#oauth.exchangeCode(code, this.#redirectUri);
    if (!granted.scopes.includes(GOOGLE_ADS_SCOPE)) {
      await this.#oauth.revoke(granted.accessToken).catch(() => {});
      return false;
    }
    await this.#db.transaction(async (tx) => {
      await this.#tokens.save(userId, granted, tx);
      // A grant is the user's own, in no one project: the entry names none.
      await recordAudit(tx, actor, {
        action: 'google_ads.connected',
        target: { type: 'user', id: userId },
        after: { googleEmail: granted.email, mode: this.#mode },
      });
    });
    return true;
  }

  /** Deletes the grant, then revokes it at Google (best effort: it is gone here whatever). */
  async disconnect(userId: number, actor: AuditActor, log: FastifyBaseLogger): Promise<void> {
    const removed = await this.#db.transaction(async (tx) => {
      const grant = await this.#tokens.remove(userId, tx);
      if (grant) {
        await recordAudit(tx, actor, {
          action: 'google_ads.disconnected',
          target: { type: 'user', id: userId },
          before: { googleEmail: grant.googleEmail },
        });
      }
      return grant;
    });
    if (!removed?.revokeToken) return;
    await this.#oauth.revoke(removed.revokeToken).catch((error: unknown) => {
      log.warn({ vendor: 'google-oauth', err: String(error) }, 'revoke failed');
    });
  }

  /** Google Ads is for project members (docs/decisions/040): any role, an active project. */
  async requireMembership(userId: number): Promise<void> {
    const [row] = await this.#db
      .select({ one: sql<number>`1` })
      .from(projectMembers)
      .innerJoin(projects, eq(projects.id, projectMembers.projectId))
      .where(and(eq(projectMembers.userId, userId), eq(projects.status, 'active')))
      .limit(1);
    if (!row) throw new AppError('forbidden', GOOGLE_ADS_MESSAGES.notMember);
  }

  #reports(userId: number) {
    return new GoogleAdsReports(this.#ads, this.#tokens.forUser(userId));
  }

  /** Every account the user reaches, directly or through a manager (access.ts). */
  async #reachableCustomers(reports: GoogleAdsReports, ids: string[], log?: FastifyBaseLogger) {
    return reachableCustomers(reports, ids, {
      preferredManagerId: this.#preferredManagerId,
      onSkipped: (customerId, code) =>
        log?.info({ vendor: 'google-ads', customerId, code }, 'account left out of the list'),
    });
  }

  async accounts(userId: number, log: FastifyBaseLogger): Promise<GoogleAdsAccount[]> {
    const reports = this.#reports(userId);
    const reached = await this.#reachableCustomers(
      reports,
      await reports.accessibleCustomerIds(),
      log,
    );
    return [...reached.values()]
      .filter((customer) => !customer.manager)
      .map(({ id, name, currency, timeZone }) => ({ id, name, currency, timeZone }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  }

  /**
   * The account and how the user reaches it, when it is not a manager; else 404. An account
   * the user reaches directly needs no walk below the managers.
   */
  async #reachable(reports: GoogleAdsReports, accountId: string): Promise<ReachableCustomer> {
    const ids = await reports.accessibleCustomerIds();
    const customer = ids.includes(accountId)
      ? {
          ...(await reports.customer(directAccess(accountId))),
          access: directAccess(accountId),
        }
      : (await this.#reachableCustomers(reports, ids)).get(accountId);
    if (!customer || customer.manager) {
      throw new AppError('not_found', GOOGLE_ADS_MESSAGES.accountNotFound);
    }
    return customer;
  }

  async campaigns(userId: number, accountId: string): Promise<GoogleAdsCampaign[]> {
    const reports = this.#reports(userId);
    const { access } = await this.#reachable(reports, accountId);
    const campaigns: GoogleAdsCampaign[] = [];
    for await (const page of reports.campaigns(access)) {
      for (const row of page) {
        campaigns.push({
          ...row,
          // Exact decimals (reports.ts), read as numbers for JSON.
          budget: Number(row.budget),
          cost: Number(row.cost),
          conversions: Number(row.conversions),
          conversionsValue: Number(row.conversionsValue),
        });
      }
    }
    return campaigns;
  }

  /**
   * An account's totals over the campaign window (decision 105's snapshot), summed from the
   * same campaign report the portal shows, through the user's own grant; 404 when the grant
   * no longer reaches it.
   */
  async accountTotals(userId: number, accountId: string): Promise<AccountTotals> {
    const reports = this.#reports(userId);
    const { access, currency } = await this.#reachable(reports, accountId);
    const totals: AccountTotals = {
      currency,
      spend: 0,
      clicks: 0,
      conversions: 0,
      conversionsValue: 0,
    };
    for await (const page of reports.campaigns(access)) {
      for (const row of page) {
        totals.spend += Number(row.cost);
        totals.clicks += row.clicks;
        totals.conversions += Number(row.conversions);
        totals.conversionsValue += Number(row.conversionsValue);
      }
    }
    return totals;
  }

  /**
   * An export as CSV text chunks: the header and one chunk per page of Google's answer. The
   * access check and the first page run before this returns, so their failures are normal
   * JSON errors; a failure after that ends the download early.
   */
  async export(
    userId: number,
    accountId: string,
    kind: ExportKind,
  ): Promise<AsyncIterable<string>> {
    const reports = this.#reports(userId);
    const { access, currency } = await this.#reachable(reports, accountId);
    return kind === 'campaigns'
      ? streamCsv(csvRow(CAMPAIGN_CSV_HEADER), reports.campaigns(access), (row) =>
          campaignCsvRow(row, currency),
        )
      : streamCsv(csvRow(KEYWORD_CSV_HEADER), reports.keywords(access), (row) =>
          keywordCsvRow(row, currency),
        );
  }
}
