/**
 * The secret that signs session cookies: AUTH_SECRET when set (required in production,
 * which config.ts enforces); otherwise one generated once into DATA_DIR and reused, so
 * sessions survive restarts on a developer machine.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config.ts';

export const AUTH_SECRET_FILE = 'auth-secret';

export function resolveAuthSecret(
  config: Pick<AppConfig, 'authSecret' | 'dataDir' | 'env'>,
): string {
  if (config.authSecret) return config.authSecret;
  if (config.env === 'production') {
    throw new Error('AUTH_SECRET is required in production');
  }
  const file = path.join(config.dataDir, AUTH_SECRET_FILE);
  mkdirSync(config.dataDir, { recursive: true });
  // Written whole to a temporary file, then linked into place: link() fails when the file
  // exists, so concurrent first starts agree on one secret and never read a partial file.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temporary, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) {
    throw new Error(
      `${file} holds a secret shorter than 32 characters; delete it to generate a new one`,
    );
  }
  return secret;
}
