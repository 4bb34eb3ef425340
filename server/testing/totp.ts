/**
 * The code an authenticator app would show for a two-factor set-up's `totpURI`, computed
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

export function totpCode(totpURI: string, step = 0): Promise<string> {
  const counter = Math.floor(Date.now() / 1000 / PERIOD_SECONDS) + step;
  return createOTP(base32.decode(secretOf(totpURI))).hotp(counter);
}
