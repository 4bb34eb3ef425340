/**
 * A code from an authenticator app is accepted once per account and time step (RFC 6238,
 * section 5.2): the identity library accepts the codes of the previous, current and next
 * 30-second steps as often as they are sent. Before the library checks a code, the step it
 * matches is claimed in `auth_two_factors.last_accepted_step` with one conditional update;
 * a code of that step or an earlier one is then refused, even by a second request racing
 * the first. A code that matches no step is left to the library, which refuses and counts
 * it.
 */
import { createOTP } from '@better-auth/utils/otp';
import type { GenericEndpointContext } from 'better-auth';
import { APIError, getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { TWO_FACTOR_MESSAGES } from '../../../common/auth/messages.ts';
import type { Database } from '../../db/client.ts';
import { authTwoFactors } from '../../db/schema/index.ts';
import { safeEqual } from '../../lib/crypto.ts';

/** The library's defaults: 6 digits, 30-second steps, one step either side accepted. */
const PERIOD_SECONDS = 30;
const STEPS_ACCEPTED = [-1, 0, 1];

export const CODE_ALREADY_USED = 'CODE_ALREADY_USED';

/** The account a code is sent for: the signed-in user (turning it on) or the pending sign-in's. */
async function accountOf(ctx: GenericEndpointContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie('two_factor');
  const pending = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!pending) return null;
  return (await ctx.context.internalAdapter.findVerificationValue(pending))?.value ?? null;
}

/** The time step whose code `code` is, among those the library accepts now; else null. */
async function stepOf(secret: string, code: string): Promise<number | null> {
  const otp = createOTP(secret, { period: PERIOD_SECONDS });
  const now = Math.floor(Date.now() / 1000 / PERIOD_SECONDS);
  let matched: number | null = null;
  for (const offset of STEPS_ACCEPTED) {
    if (safeEqual(await otp.hotp(now + offset), code)) matched = now + offset;
  }
  return matched;
}

/** The before-hook for POST /two-factor/verify-totp: throws if the code's step was used. */
export async function claimCodeStep(db: Database, ctx: GenericEndpointContext): Promise<void> {
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  if (typeof code !== 'string') return;
  const userId = await accountOf(ctx);
  if (!userId) return;
  const [row] = await db
    .select({ secret: authTwoFactors.secret })
    .from(authTwoFactors)
    .where(eq(authTwoFactors.userId, userId));
  if (!row) return;
  const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
  const step = await stepOf(secret, code);
  if (step === null) return;
  const claimed = await db
    .update(authTwoFactors)
    .set({ lastAcceptedStep: step })
    .where(
      and(
        eq(authTwoFactors.userId, userId),
        or(isNull(authTwoFactors.lastAcceptedStep), lt(authTwoFactors.lastAcceptedStep, step)),
      ),
    )
    .returning({ id: authTwoFactors.id });
  if (claimed.length === 0) {
    throw new APIError('UNAUTHORIZED', {
      code: CODE_ALREADY_USED,
      message: TWO_FACTOR_MESSAGES.codeAlreadyUsed,
    });
  }
}
