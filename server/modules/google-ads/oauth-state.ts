/**
 * The OAuth `state`: bound to the signed-in user and to the browser that started the flow,
 * signed and short-lived, so a callback cannot be forged or replayed into someone else's
 * session (cross-site request forgery / "login CSRF" that would attach an attacker's Google
 * account to a victim).
 *
 *   state  = base64url({u: userId, n: nonce, r: returnTo, e: expiresAt}) "." HMAC-SHA256
 *   cookie = the nonce, httpOnly, SameSite=Lax, path /api/google-ads/oauth, 10 minutes
 *
 * The callback accepts only when the signature holds, the state has not expired, the session's
 * user is `u`, and the cookie carries `n`. The HMAC key is derived from TOKEN_ENCRYPTION_KEY.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  OAUTH_RETURN_TARGETS,
  type OAuthReturnTarget,
} from '../../../common/google-ads/contract.ts';
import { safeEqual, sign } from '../../lib/crypto.ts';

export const STATE_TTL_MS = 10 * 60 * 1000;
export const NONCE_COOKIE = 'google_ads_oauth';
const NONCE_COOKIE_PATH = '/api/google-ads/oauth';

const payloadSchema = z.object({
  u: z.number().int().positive(),
  n: z.string().min(16).max(64),
  r: z.enum(OAUTH_RETURN_TARGETS),
  e: z.number().int(),
});

/** What the start and the callback share: the state's HMAC key, and the cookie's Secure flag. */
export interface OAuthStateSettings {
  key: Buffer;
  secureCookie: boolean;
}

export interface OAuthState {
  userId: number;
  nonce: string;
  returnTo: OAuthReturnTarget;
}

export function newNonce(): string {
  return randomBytes(18).toString('base64url');
}

export function createState(key: Buffer, state: OAuthState, now = Date.now()): string {
  const payload = Buffer.from(
    JSON.stringify({ u: state.userId, n: state.nonce, r: state.returnTo, e: now + STATE_TTL_MS }),
  ).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

/** The state's content when it is ours and unexpired; null otherwise. */
export function readState(key: Buffer, value: string, now = Date.now()): OAuthState | null {
  if (value.length > 512) return null;
  const [payload, signature, extra] = value.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  if (!safeEqual(signature, sign(key, payload))) return null;
  let parsed;
  try {
    parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString()));
  } catch {
    return null;
  }
  if (!parsed.success || parsed.data.e <= now) return null;
  return { userId: parsed.data.u, nonce: parsed.data.n, returnTo: parsed.data.r };
}

/** Set-Cookie for the nonce (or, with null, clearing it). */
export function nonceCookie(nonce: string | null, secure: boolean): string {
  return [
    `${NONCE_COOKIE}=${nonce ?? ''}`,
    `Path=${NONCE_COOKIE_PATH}`,
    `Max-Age=${nonce ? STATE_TTL_MS / 1000 : 0}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
