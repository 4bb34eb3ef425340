/**
 * The code an authenticator app would show for a two-factor set-up's `totpURI` (or its key), computed
 * with the identity library's own one-time-password helpers (so tests and the library agree
 * on the algorithm). `step` moves the 30-second window: -1 is the previous code.
 */
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

const PERIOD_SECONDS = 30;

/** The base32 secret an otpauth:// address carries. */
export function secretOf(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret');
  if (!secret) throw new Error(`No secret in ${totpURI}`);
  return secret;
}

/** The code of a base32 key, as an app shows it (spaces between groups allowed). */
export function codeForKey(key: string, step = 0): Promise<string> {
  const counter = Math.floor(Date.now() / 1000 / PERIOD_SECONDS) + step;
  return createOTP(base32.decode(key.replace(/\s+/g, ''))).hotp(counter);
}

export function totpCode(totpURI: string, step = 0): Promise<string> {
  return codeForKey(secretOf(totpURI), step);
}
