/**
 * The secret that signs session cookies: AUTH_SECRET when set (required in production,
 * which config.ts enforces); otherwise one generated once into DATA_DIR and reused, so
 * sessions survive restarts on a developer machine.
 */
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config.ts';
import { resolveGeneratedSecret } from '../../lib/generated-secret.ts';

export const AUTH_SECRET_FILE = 'auth-secret';

export function resolveAuthSecret(
  config: Pick<AppConfig, 'authSecret' | 'dataDir' | 'env'>,
): string {
  return resolveGeneratedSecret({
    name: 'AUTH_SECRET',
    value: config.authSecret,
    file: AUTH_SECRET_FILE,
    generate: () => randomBytes(32).toString('base64url'),
    check: (secret) => (secret.length < 32 ? 'holds a secret shorter than 32 characters' : null),
    config,
  });
}
