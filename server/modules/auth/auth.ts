/**
 * The identity library (better-auth, docs/decisions/002) configured for this product:
 * email + password, Google when configured, sessions in PostgreSQL, our table names, the
 * allowed-domain rule and the password policy enforced here on the server, and one
 * application user row created for every identity.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { customSession, twoFactor } from 'better-auth/plugins';
import { and, eq, like, ne } from 'drizzle-orm';
import { AUTH_ERROR_CODES } from '../../../common/auth/accounts.ts';
import {
  AUTH_BASE_PATH,
  identityProfileSchema,
  passwordProblems,
  resetPasswordSchema,
  type SessionResponse,
} from '../../../common/auth/contract.ts';
import { ACCOUNT_DEACTIVATED_CODE } from '../../../common/projects/contract.ts';
import {
  AUTH_MESSAGES,
  RESET_MESSAGES,
  TWO_FACTOR_MESSAGES,
  VERIFY_MESSAGES,
} from '../../../common/auth/messages.ts';
import { DEACTIVATION_MESSAGES } from '../../../common/admin/messages.ts';
import type { AppConfig } from '../../config.ts';
import type { Secrets } from '../../secrets.ts';
import type { Database } from '../../db/client.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { siteOrigins } from '../../plugins/same-origin.ts';
import {
  authAccounts,
  authSessions,
  authTwoFactors,
  authUsers,
  authVerifications,
} from '../../db/schema/index.ts';
import {
  emailVerificationMail,
  emailVerificationUrl,
  passwordResetMail,
  passwordResetUrl,
  queueMail,
  signUpAttemptMail,
} from '../mail/index.ts';
import {
  ensureAppUser,
  isAdminEmail,
  isDeactivated,
  isAnalystEmail,
  isSignUpAllowed,
  syncAppUserName,
} from './service.ts';
import { recordAuthCall } from './auth-audit.ts';
import { testPasswordHashing } from './test-password-hashing.ts';
import { authSecretOptions } from './secret-ring.ts';
import { claimCodeStep } from './totp-replay.ts';
import { generateRecoveryCodes } from './recovery-codes.ts';

/** Endpoints that set the identity's name or image (checked by identityProfileSchema). */
const PROFILE_PATHS = new Set(['/sign-up/email', '/update-user']);

/** A password reset link is valid this long, and once (decision 088). */
const RESET_TOKEN_TTL_SECONDS = 60 * 60;
/** The library's verification identifier of a reset link: this, then the link's token. */
const RESET_LINK_PREFIX = 'reset-password:';
/** An address confirmation link is valid this long (decision 091). */
const VERIFICATION_TOKEN_TTL_SECONDS = 24 * 60 * 60;

/** Endpoints that take a new password, and the body field that carries it. */
const PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/change-password': 'newPassword',
  '/reset-password': 'newPassword',
  '/set-password': 'newPassword',
};

/** The product's name: the library's appName, and the issuer authenticator apps show. */
export const APP_NAME = 'Diligence Intelligence';

/**
 * The two-factor endpoints' terse answers ("Invalid code", "Invalid two factor cookie"), by
 * their code, in words (the code is kept).
 */
const TWO_FACTOR_READABLE: Record<string, string> = {
  INVALID_CODE: TWO_FACTOR_MESSAGES.invalidCode,
  INVALID_BACKUP_CODE: TWO_FACTOR_MESSAGES.invalidRecoveryCode,
  INVALID_TWO_FACTOR_COOKIE: TWO_FACTOR_MESSAGES.challengeExpired,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: TWO_FACTOR_MESSAGES.tooManyAttempts,
  ACCOUNT_TEMPORARILY_LOCKED: TWO_FACTOR_MESSAGES.locked,
  TOTP_ALREADY_ENABLED: TWO_FACTOR_MESSAGES.alreadyOn,
  TOTP_NOT_ENABLED: TWO_FACTOR_MESSAGES.notOn,
  TWO_FACTOR_NOT_ENABLED: TWO_FACTOR_MESSAGES.notOn,
  BACKUP_CODES_NOT_ENABLED: TWO_FACTOR_MESSAGES.notOn,
  INVALID_PASSWORD: TWO_FACTOR_MESSAGES.wrongPassword,
};

export interface AuthLogger {
  warn(message: string): void;
  error(message: string): void;
}

export interface CreateAuthOptions {
  config: AppConfig;
  db: Database;
  jobs: Jobs;
  secrets: Pick<Secrets, 'authSecret' | 'previousAuthSecrets'>;
  logger?: AuthLogger;
}

/**
 * Ends the account's outstanding reset links but `keep` (the one just made): a new link, a
 * completed reset and a password change each end the links mailed before them, so an older
 * mail cannot take the account back. The links are the library's verification rows.
 */
async function endResetLinks(db: Database, userId: string, keep?: string) {
  await db
    .delete(authVerifications)
    .where(
      and(
        eq(authVerifications.value, userId),
        like(authVerifications.identifier, `${RESET_LINK_PREFIX}%`),
        keep ? ne(authVerifications.identifier, `${RESET_LINK_PREFIX}${keep}`) : undefined,
      ),
    );
}

function domainRefused() {
  return new APIError('FORBIDDEN', {
    code: AUTH_ERROR_CODES.domainNotAuthorized,
    message: AUTH_MESSAGES.domainNotAuthorized,
  });
}

export function createAuth({ config, db, jobs, secrets, logger }: CreateAuthOptions) {
  const policy = config.passwordPolicy;
  const production = config.env === 'production';
  // The reset's body, checked before the library's own (terser) validation.
  const resetBody = resetPasswordSchema(policy);

  return betterAuth({
    appName: APP_NAME,
    baseURL: config.publicSiteUrl,
    basePath: AUTH_BASE_PATH,
    ...authSecretOptions(secrets),
    trustedOrigins: siteOrigins(config),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
        twoFactor: authTwoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: policy.minLength,
      maxPasswordLength: policy.maxLength,
      // Decision 088: the reset link goes to the portal's page; the mail is stored in the
      // outbox (the worker sends it), never sent inline, so a request for an address without
      // an account takes about as long as one with.
      sendResetPassword: async ({ user, token }) => {
        await endResetLinks(db, user.id, token);
        const url = passwordResetUrl(config.publicSiteUrl, token);
        await queueMail(jobs, db, [passwordResetMail(user.email, url)]);
      },
      onPasswordReset: ({ user }) => endResetLinks(db, user.id),
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // The library's scrypt everywhere but the test suites (test-password-hashing.ts).
      ...(config.env === 'test' ? { password: testPasswordHashing } : {}),
    },
    // Decision 091: a new password account is signed in at once but must confirm its address
    // before any project or admin route answers (project-guard.ts, plugin.ts). The link is
    // the library's signed token; the mail goes through the outbox like every other.
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: VERIFICATION_TOKEN_TTL_SECONDS,
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user, token }) => {
        const url = emailVerificationUrl(config.publicSiteUrl, token);
        await queueMail(jobs, db, [emailVerificationMail(user.email, url)]);
      },
    },
    // Google sign-in's tokens in auth_accounts: encrypted under the auth secret, like the
    // Google Ads tokens are under TOKEN_ENCRYPTION_KEY (docs/security.md).
    account: { encryptOAuthTokens: true },
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            // The account chooser is always shown (docs/product.md#accounts).
            prompt: 'select_account',
          },
        }
      : {},
    // Off: our limits (sign-in-limits.ts) count per IP AND per account, in every
    // environment, in the table every other limit uses.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: production,
      // Keep the CSRF origin check on in every environment, tests included.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    telemetry: { enabled: false },
    // An unexpected failure is thrown to our error handler (one JSON shape, one structured
    // log line) instead of being printed by the library as text.
    onAPIError: { throw: true },
    logger: {
      disabled: !logger,
      log: (level, message) => {
        if (level === 'error') logger?.error(message);
        else if (level === 'warn') logger?.warn(message);
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const field = PASSWORD_FIELDS[ctx.path];
        const body = ctx.body as Record<string, unknown> | undefined;
        if (field && typeof body?.[field] === 'string') {
          const [problem] = passwordProblems(body[field], policy);
          if (problem) {
            throw new APIError('BAD_REQUEST', {
              code: AUTH_ERROR_CODES.passwordPolicy,
              message: problem,
            });
          }
        }
        const reset = ctx.path === '/reset-password' ? resetBody.safeParse(body ?? {}) : null;
        if (reset && !reset.success) {
          throw new APIError('BAD_REQUEST', {
            code: 'INVALID_REQUEST',
            message: reset.error.issues[0]!.message,
          });
        }
        if (PROFILE_PATHS.has(ctx.path) && body) {
          const profile = identityProfileSchema.safeParse(body);
          if (!profile.success) {
            throw new APIError('BAD_REQUEST', {
              code: 'INVALID_PROFILE',
              message: profile.error.issues[0]!.message,
            });
          }
        }
        if (ctx.path === '/two-factor/verify-totp') await claimCodeStep(db, ctx);
        // Refuse early (before hashing); the database hook below is the rule's real guard.
        if (ctx.path === '/sign-up/email' && typeof body?.email === 'string') {
          const email = body.email.trim().toLowerCase();
          if (!(await isSignUpAllowed(db, config.adminEmails, email))) throw domainRefused();
          // An address with an account: neutral words, and its owner hears of the attempt.
          const [existing] = await db
            .select({ id: authUsers.id })
            .from(authUsers)
            .where(eq(authUsers.email, email));
          if (existing) {
            await queueMail(jobs, db, [signUpAttemptMail(email, config.publicSiteUrl)]);
            throw new APIError('UNPROCESSABLE_ENTITY', {
              code: AUTH_ERROR_CODES.signUpRefused,
              message: VERIFY_MESSAGES.signUpRefused,
            });
          }
        }
        // A password change ends every session of the account, the one making it included
        // (which gets a fresh cookie): a stolen session dies with the old password.
        if (ctx.path === '/change-password' && body) {
          return { context: { body: { ...body, revokeOtherSessions: true } } };
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        await recordAuthCall(db, ctx);
        const returned = ctx.context.returned;
        if (ctx.path === '/change-password' && !isAPIError(returned)) {
          const userId = (returned as { user?: { id?: unknown } } | undefined)?.user?.id;
          if (typeof userId === 'string') await endResetLinks(db, userId);
        }
        const readable =
          ctx.path.startsWith('/two-factor/') && isAPIError(returned)
            ? TWO_FACTOR_READABLE[String(returned.body?.code)]
            : undefined;
        if (readable && isAPIError(returned)) {
          throw new APIError(returned.status, { code: returned.body?.code, message: readable });
        }
        // The library's "Invalid token" for an expired, used or unknown reset link, in words.
        if (
          ctx.path === '/reset-password' &&
          isAPIError(returned) &&
          returned.body?.code === AUTH_ERROR_CODES.invalidToken
        ) {
          throw new APIError('BAD_REQUEST', {
            code: AUTH_ERROR_CODES.invalidToken,
            message: RESET_MESSAGES.linkInvalid,
          });
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // Every way of creating an account (email sign-up, Google) passes here.
          before: async (user) => {
            if (!(await isSignUpAllowed(db, config.adminEmails, user.email))) throw domainRefused();
          },
          after: async (user) => {
            await ensureAppUser(db, user);
          },
        },
        update: {
          after: async (user) => {
            await syncAppUserName(db, user.id, user.name);
          },
        },
      },
      session: {
        // Every way of signing in (password, two-factor code, Google, a reset's new session)
        // creates a session here: a deactivated account gets none (decision 096).
        create: {
          before: async (session) => {
            if (await isDeactivated(db, session.userId)) {
              throw new APIError('FORBIDDEN', {
                code: ACCOUNT_DEACTIVATED_CODE,
                message: DEACTIVATION_MESSAGES.signInRefused,
              });
            }
          },
        },
      },
    },
    plugins: [
      // Two-factor sign-in: time-based codes from an authenticator app, with recovery codes
      // (decision 089). The library counts wrong codes per sign-in (5) and per account (10, then a
      // 15-minute lock); sign-in-limits.ts counts them per IP. Recovery codes without
      // look-alike characters (recovery-codes.ts).
      twoFactor({
        issuer: APP_NAME,
        backupCodeOptions: { customBackupCodesGenerate: generateRecoveryCodes },
      }),
      // The session answer the client reads: no session token in the body, plus the firm roles.
      customSession(async ({ user, session }): Promise<NonNullable<SessionResponse>> => ({
        user: {
          id: user.id,
          email: user.email,
          name: user.name,
          isAdmin: isAdminEmail(config.adminEmails, user.email),
          isAnalyst: await isAnalystEmail(db, user.email),
          emailVerified: user.emailVerified,
          // The two-factor plugin's field, which customSession's type does not carry.
          twoFactorEnabled:
            (user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled === true,
        },
        session: { id: session.id, expiresAt: new Date(session.expiresAt).toISOString() },
        outbox: config.env !== 'production',
      })),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
