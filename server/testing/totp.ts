/**
 * The code an authenticator app would show for a two-factor set-up's `totpURI` (or its key), computed
 * with the identity library's own one-time-password helpers (so tests and the library agree
 * on the algorithm). `step` moves the 30-second window: -1 is the previous code.
 *
 * The server accepts each step's code once per account (modules/auth/totp-replay.ts), so the
 * tools that sign in several times take `nextCode`: a step this process has not used yet.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

const PERIOD_MS = 30_000;

const currentStep = () => Math.floor(Date.now() / PERIOD_MS);

/** The base32 secret an otpauth:// address carries. */
export function secretOf(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret');
  if (!secret) throw new Error(`No secret in ${totpURI}`);
  return secret;
}

const codeAt = (key: string, counter: number) =>
  createOTP(base32.decode(key.replace(/\s+/g, ''))).hotp(counter);

/** The code of a base32 key, as an app shows it (spaces between groups allowed). */
export function codeForKey(key: string, step = 0): Promise<string> {
  return codeAt(key, currentStep() + step);
}

export function totpCode(totpURI: string, step = 0): Promise<string> {
  return codeForKey(secretOf(totpURI), step);
}

/** The last step this process handed out, per key. */
const lastStepUsed = new Map<string, number>();

/**
 * A code this process has not used yet for the key: the current step's, else the next
 * step's (which the server accepts early); when both were used, it waits for the clock.
 */
export async function nextCodeForKey(key: string): Promise<string> {
  const step = Math.max(currentStep(), (lastStepUsed.get(key) ?? -1) + 1);
  lastStepUsed.set(key, step);
  const acceptedFrom = (step - 1) * PERIOD_MS;
  if (Date.now() < acceptedFrom) await sleep(acceptedFrom - Date.now());
  return codeAt(key, step);
}

export function nextCode(totpURI: string): Promise<string> {
  return nextCodeForKey(secretOf(totpURI));
}
