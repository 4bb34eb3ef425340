/**
 * Password hashing for NODE_ENV=test only (auth.ts). Everywhere else the identity library's
 * default stands: scrypt with N=16384, r=16, about 70-100 ms of CPU and 32 MB a hash, as a
 * stored password deserves. The test suites sign up and in thousands of times (the fuzz pass
 * alone sends 220 sign-ups), and at that cost hashing was a large share of CI. Here the
 * same scrypt runs at N=1024 (16 times cheaper) in the library's own `salt:key` format.
 * Only NODE_ENV=test selects it, which the test runners set and no deployment does.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: string,
  keyLength: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;

const COST = { N: 1024, r: 16, p: 1 };
const KEY_LENGTH = 64;

const derive = (password: string, salt: string) =>
  scryptAsync(password.normalize('NFKC'), salt, KEY_LENGTH, COST);

export const testPasswordHashing = {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${(await derive(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
    const [salt, key] = hash.split(':');
    if (!salt || !key) return false;
    const expected = Buffer.from(key, 'hex');
    const actual = await derive(password, salt);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  },
};
