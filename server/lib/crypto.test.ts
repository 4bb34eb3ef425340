import { describe, expect, it } from 'vitest';
import { DecryptionError, TokenCipher, parseEncryptionKey } from './crypto.ts';

const KEY = Buffer.alloc(32, 7);

describe('TokenCipher (AES-256-GCM)', () => {
  const cipher = new TokenCipher(KEY);
  const context = 'oauth_tokens:1:google:access_token';

  it('round-trips, with a fresh IV every time and no plaintext in the stored form', () => {
    const secret = 'ya29.a0AfB_byC-very-secret-token';
    const one = cipher.encrypt(secret, context);
    const two = cipher.encrypt(secret, context);
    expect(one).not.toBe(two);
    expect(one).toMatch(/^v1\.[\w-]{8}\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(one).not.toContain('ya29');
    expect(cipher.decrypt(one, context)).toBe(secret);
    expect(cipher.decrypt(two, context)).toBe(secret);
  });

  it('refuses a value that was altered, moved to another context, or made with another key', () => {
    const stored = cipher.encrypt('token', context);
    const parts = stored.split('.');
    const flipped = Buffer.from(parts[3]!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    parts[3] = flipped.toString('base64url');
    expect(() => cipher.decrypt(parts.join('.'), context)).toThrow(DecryptionError);
    expect(() => cipher.decrypt(stored, 'oauth_tokens:2:google:access_token')).toThrow(
      DecryptionError,
    );
    const other = new TokenCipher(Buffer.alloc(32, 8));
    expect(() => other.decrypt(stored, context)).toThrow(/no longer configured/);
    expect(() => cipher.decrypt('plain-text-token', context)).toThrow(DecryptionError);
  });
});

describe('TokenCipher after a rotation', () => {
  const context = 'oauth_tokens:1:google:refresh_token';
  const old = new TokenCipher(KEY);
  const rotated = new TokenCipher(Buffer.alloc(32, 9), [KEY]);

  it('reads what the previous key wrote, and writes under the new one only', () => {
    const written = old.encrypt('1//refresh', context);
    expect(rotated.decrypt(written, context)).toBe('1//refresh');
    expect(rotated.isCurrent(written)).toBe(false);
    const rewritten = rotated.encrypt('1//refresh', context);
    expect(rotated.isCurrent(rewritten)).toBe(true);
    expect(() => old.decrypt(rewritten, context)).toThrow(/no longer configured/);
    // Once the previous key is dropped, only what was rewritten is read.
    const current = new TokenCipher(Buffer.alloc(32, 9));
    expect(current.decrypt(rewritten, context)).toBe('1//refresh');
    expect(() => current.decrypt(written, context)).toThrow(DecryptionError);
  });
});

describe('parseEncryptionKey', () => {
  it('takes 32 bytes as base64, base64url or hex, and nothing else', () => {
    expect(parseEncryptionKey(KEY.toString('base64'))).toEqual(KEY);
    expect(parseEncryptionKey(Buffer.alloc(32, 251).toString('base64url'))).toEqual(
      Buffer.alloc(32, 251),
    );
    expect(parseEncryptionKey(KEY.toString('hex'))).toEqual(KEY);
    expect(parseEncryptionKey(Buffer.alloc(16).toString('base64'))).toBeNull();
    expect(parseEncryptionKey('correct horse battery staple')).toBeNull();
  });
});
