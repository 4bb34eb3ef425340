/**
 * The server's two secrets, resolved once at start (server/main.ts, the test app) into the
 * configuration every part of the server reads:
 *
 *   const config = withSecrets(readConfigOrExit());
 *   config.secrets.authSecret   // signs session cookies and the Fivetran callback state
 *   config.secrets.tokenKey     // encrypts OAuth tokens at rest (32 bytes)
 *
 * Beside each, the keys a rotation retired (AUTH_SECRET_PREVIOUS, TOKEN_ENCRYPTION_KEY_PREVIOUS):
 * they still decrypt what they encrypted, and never encrypt (docs/security.md).
 *
 * Each comes from its variable (required in production, which config.ts enforces) or,
 * everywhere else, from a file generated once into DATA_DIR (lib/generated-secret.ts), so a
 * developer machine needs no setup yet keeps its sessions and tokens across restarts.
 */
import { randomBytes } from 'node:crypto';
import type { AppConfig } from './config.ts';
import { ENCRYPTION_KEY_RULE, KEY_BYTES, parseEncryptionKey } from './lib/crypto.ts';
import { resolveGeneratedSecret } from './lib/generated-secret.ts';

export const AUTH_SECRET_FILE = 'auth-secret';
export const TOKEN_KEY_FILE = 'token-encryption-key';

export interface Secrets {
  authSecret: string;
  previousAuthSecrets: string[];
  tokenKey: Buffer;
  previousTokenKeys: Buffer[];
}

/** The configuration the server runs with: the environment's, secrets resolved. */
export type ServerConfig = AppConfig & { secrets: Secrets };

type SecretSources = Pick<AppConfig, 'authSecret' | 'tokenEncryptionKey' | 'dataDir' | 'env'>;

export function withSecrets(config: AppConfig): ServerConfig {
  return {
    ...config,
    secrets: {
      authSecret: resolveAuthSecret(config),
      previousAuthSecrets: config.authSecretPrevious,
      tokenKey: resolveTokenKey(config),
      // Checked by the configuration's schema.
      previousTokenKeys: config.tokenEncryptionKeyPrevious.map((key) => parseEncryptionKey(key)!),
    },
  };
}

/** AUTH_SECRET, or (outside production) the secret generated once into DATA_DIR. */
export function resolveAuthSecret(config: SecretSources): string {
  return resolveGeneratedSecret({
    name: 'AUTH_SECRET',
    value: config.authSecret,
    file: AUTH_SECRET_FILE,
    generate: () => randomBytes(32).toString('base64url'),
    check: (secret) => (secret.length < 32 ? 'holds a secret shorter than 32 characters' : null),
    config,
  });
}

/** TOKEN_ENCRYPTION_KEY, or (outside production) the key generated once into DATA_DIR. */
export function resolveTokenKey(config: SecretSources): Buffer {
  const text = resolveGeneratedSecret({
    name: 'TOKEN_ENCRYPTION_KEY',
    value: config.tokenEncryptionKey,
    file: TOKEN_KEY_FILE,
    generate: () => randomBytes(KEY_BYTES).toString('base64'),
    check: (stored) =>
      parseEncryptionKey(stored) ? null : `holds a key that ${ENCRYPTION_KEY_RULE}`,
    config,
  });
  const key = parseEncryptionKey(text);
  if (!key) throw new Error(`TOKEN_ENCRYPTION_KEY ${ENCRYPTION_KEY_RULE}`);
  return key;
}
