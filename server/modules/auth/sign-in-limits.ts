/**
 * Brute-force limits on the identity endpoints that take a password or code guess, create
 * an account or send a password reset or confirmation link: per client IP and per account
 * (the email in the body, when there is one), each endpoint counted on its own, over 15
 * minutes, where every server process sees the count (lib/rate-limit-store.ts). Both counts
 * are one hit. The client IP is Fastify's: X-Forwarded-For only with TRUST_PROXY.
 * Over a limit: 429 with Retry-After and our error shape. Decisions 066 and 088.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '../../../common/shared/messages.ts';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import type { RateLimitCounter } from '../../lib/rate-limit-store.ts';
import { AUTH_BASE_PATH } from '../../../common/auth/contract.ts';

const SIGN_IN_WINDOW_MS = 15 * 60_000;

/** A limited endpoint: the name its counters carry, and its own per-account limit if any. */
interface Limited {
  name: string;
  perAccount?: { max: number; windowMs: number };
}

/** The limited endpoints (POST). */
const LIMITED: Record<string, Limited> = {
  [`${AUTH_BASE_PATH}/sign-in/email`]: { name: 'sign-in' },
  [`${AUTH_BASE_PATH}/sign-up/email`]: { name: 'sign-up' },
  // Decision 088: asking for a reset link (per IP and per address) and using one (per IP).
  [`${AUTH_BASE_PATH}/request-password-reset`]: { name: 'password-reset' },
  [`${AUTH_BASE_PATH}/reset-password`]: { name: 'reset-password' },
  // Decision 091: a new confirmation link, 3 an hour per address.
  [`${AUTH_BASE_PATH}/send-verification-email`]: {
    name: 'verification',
    perAccount: { max: 3, windowMs: 60 * 60_000 },
  },
  // Decision 089: guessing a sign-in code or a recovery code, and the password guesses of
  // turning two-factor sign-in on or off (per IP; the library also counts per account).
  [`${AUTH_BASE_PATH}/two-factor/verify-totp`]: { name: 'two-factor-code' },
  [`${AUTH_BASE_PATH}/two-factor/verify-backup-code`]: { name: 'two-factor-recovery' },
  [`${AUTH_BASE_PATH}/two-factor/enable`]: { name: 'two-factor-enable' },
  [`${AUTH_BASE_PATH}/two-factor/disable`]: { name: 'two-factor-disable' },
  [`${AUTH_BASE_PATH}/two-factor/generate-backup-codes`]: { name: 'two-factor-recovery-codes' },
};

interface Check {
  key: string;
  windowMs: number;
  max: number;
}

/** Counts one attempt against each check; over any of them: 429 with Retry-After. */
export async function enforce(
  counter: RateLimitCounter,
  checks: Check[],
  reply: FastifyReply,
  message: string = API_MESSAGES.rateLimited,
) {
  const hits = await counter.hit(checks);
  const over = hits.filter((hit, index) => hit.count > checks[index]!.max);
  if (over.length === 0) return;
  const waitMs = Math.max(...over.map((hit) => hit.resetInMs));
  reply.header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
  throw new AppError('too_many_requests', message);
}

const perIp = (name: string, request: FastifyRequest, max: number): Check => ({
  key: `${name}:ip:${request.ip}`,
  windowMs: SIGN_IN_WINDOW_MS,
  max,
});

/**
 * GET /api/check-domain, per client IP like sign-up: its answers say which domains may
 * sign up, so guessing through it is limited as signing up is.
 */
export function checkDomainLimit(counter: RateLimitCounter, limits: AppConfig['authRateLimit']) {
  return (request: FastifyRequest, reply: FastifyReply) =>
    enforce(counter, [perIp('check-domain', request, limits.perIp)], reply);
}

export function signInLimits(counter: RateLimitCounter, limits: AppConfig['authRateLimit']) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST') return;
    const limited = LIMITED[request.url.split('?')[0]!];
    if (!limited) return;
    const { name } = limited;
    const body = request.body as { email?: unknown } | undefined;
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
    const checks = [perIp(name, request, limits.perIp)];
    if (email) {
      // A digest, not the address: any text a visitor types is a safe key (NUL, lone
      // surrogates), and the counters table holds no email addresses.
      const account = createHash('sha256').update(email).digest('base64url');
      checks.push({
        key: `${name}:account:${account}`,
        windowMs: limited.perAccount?.windowMs ?? SIGN_IN_WINDOW_MS,
        max: limited.perAccount?.max ?? limits.perAccount,
      });
    }
    await enforce(counter, checks, reply);
  };
}
