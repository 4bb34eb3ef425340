/**
 * Secrets at rest (docs/product.md#security): AES-256-GCM with the key from TOKEN_ENCRYPTION_KEY
 * (generated once into DATA_DIR outside production).
 *
 *   const cipher = new TokenCipher(config.secrets.tokenKey, config.secrets.previousTokenKeys);
 *   const stored = cipher.encrypt(accessToken, 'oauth_tokens:42:google:access_token');
 *   cipher.decrypt(stored, 'oauth_tokens:42:google:access_token');   // the token again
 *
 * A stored value is `v1.<key id>.<iv>.<ciphertext>.<tag>` (base64url parts): a fresh
 * 96-bit IV per value, a 128-bit tag, and the context as additional authenticated data, so
 * a value copied to another row or column fails to decrypt instead of being accepted. The
 * key id picks the key that reads it: the current one, or one a rotation retired
 * (`isCurrent` tells which values the re-encryption command rewrites).
 */
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

export const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';

/** The 32-byte key in TOKEN_ENCRYPTION_KEY: base64, base64url or 64 hex digits; else null. */
export function parseEncryptionKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(value)) return null;
  const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === KEY_BYTES ? key : null;
}

export const ENCRYPTION_KEY_RULE =
  'must be 32 random bytes in base64 or hex (e.g. openssl rand -base64 32)';

/** A sub-key for one purpose (HKDF-SHA256), so one configured key never serves two uses. */
export function deriveKey(key: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), purpose, KEY_BYTES));
}

/** HMAC-SHA256 of `value` as base64url. */
export function sign(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

/** Compares two strings in constant time (for signatures). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export class DecryptionError extends Error {
  override name = 'DecryptionError';
}

interface CipherKey {
  /** Names the key (not secret): a value records which key wrote it. */
  id: string;
  key: Buffer;
}

function cipherKey(key: Buffer): CipherKey {
  if (key.length !== KEY_BYTES) throw new Error('TokenCipher needs 32-byte keys');
  return {
    id: sign(key, 'token-key-id').slice(0, 8),
    key: deriveKey(key, 'oauth-token-encryption'),
  };
}

export class TokenCipher {
  readonly #current: CipherKey;
  readonly #readable: Map<string, Buffer>;

  /** `current` encrypts and decrypts; `previous` (retired by a rotation) only decrypt. */
  constructor(current: Buffer, previous: readonly Buffer[] = []) {
    this.#current = cipherKey(current);
    this.#readable = new Map([current, ...previous].map(cipherKey).map(({ id, key }) => [id, key]));
  }

  /** Whether `stored` was written under the current key (else re-encrypt it). */
  isCurrent(stored: string): boolean {
    return stored.split('.')[1] === this.#current.id;
  }

  encrypt(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#current.key, iv, {
      authTagLength: TAG_BYTES,
    });
    cipher.setAAD(Buffer.from(context));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [VERSION, this.#current.id, iv, ciphertext, tag]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The plaintext; throws DecryptionError when the value is not ours, altered or misplaced. */
  decrypt(stored: string, context: string): string {
    const parts = stored.split('.');
    const [version, keyId, iv, ciphertext, tag] = parts;
    if (parts.length !== 5 || version !== VERSION || !iv || ciphertext === undefined || !tag) {
      throw new DecryptionError('Not an encrypted value');
    }
    const key = this.#readable.get(keyId!);
    if (!key) {
      throw new DecryptionError('Encrypted with a key no longer configured (TOKEN_ENCRYPTION_KEY)');
    }
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new DecryptionError('The encrypted value failed authentication');
    }
  }
}
