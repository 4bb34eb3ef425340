/**
 * Secrets that come from configuration in production and are generated once into
 * DATA_DIR everywhere else, so a developer machine needs no setup yet keeps the same
 * secret across restarts (session cookies stay valid, encrypted tokens stay readable).
 *
 *   resolveGeneratedSecret({ name: 'AUTH_SECRET', value: config.authSecret, file: 'auth-secret', ... })
 *
 * Used by server/secrets.ts for the session secret and the token encryption key.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface GeneratedSecretOptions {
  /** The environment variable that would carry it, for messages. */
  name: string;
  /** The configured value, if any: used as it is. */
  value: string | undefined;
  /** File name inside DATA_DIR. */
  file: string;
  /** Makes a new value (text, no newline). */
  generate: () => string;
  /** A problem with a stored value, or null when it is usable. */
  check: (value: string) => string | null;
  config: { dataDir: string; env: string };
}

export function resolveGeneratedSecret({
  name,
  value,
  file,
  generate,
  check,
  config,
}: GeneratedSecretOptions): string {
  if (value) return value;
  if (config.env === 'production') {
    throw new Error(`${name} is required in production`);
  }
  const target = path.join(config.dataDir, file);
  mkdirSync(config.dataDir, { recursive: true });
  // Written whole to a temporary file, then linked into place: link() fails when the file
  // exists, so concurrent first starts agree on one secret and never read a partial file.
  const temporary = `${target}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temporary, generate(), { mode: 0o600 });
  try {
    linkSync(temporary, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
  const stored = readFileSync(target, 'utf8').trim();
  const problem = check(stored);
  if (problem) throw new Error(`${target} ${problem}; delete it to generate a new one`);
  return stored;
}
