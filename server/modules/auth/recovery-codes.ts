/**
 * Two-factor recovery codes (decision 089) that can be read off paper and typed back without
 * guessing: the library's default draws from every letter and digit, so 0/O and 1/l/I mix.
 * These come from the letters and digits less those five, each character by node:crypto's
 * uniform `randomInt`. Twelve of 57 characters carry 70 bits, more than the default's ten of
 * 62 (59.5 bits); shown, like the default, as two groups joined by a hyphen (xxxxxx-xxxxxx).
 */
import { randomInt } from 'node:crypto';

/** a–z without l, A–Z without I and O, 2–9. */
export const RECOVERY_CODE_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_GROUP_LENGTH = 6;

function randomGroup(): string {
  let group = '';
  for (let index = 0; index < RECOVERY_CODE_GROUP_LENGTH; index += 1) {
    group += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  }
  return group;
}

/** A fresh set of recovery codes, as the two-factor plugin's `customBackupCodesGenerate`. */
export function generateRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomGroup()}-${randomGroup()}`);
}
