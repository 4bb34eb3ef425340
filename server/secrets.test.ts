import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEncryptionKey } from './lib/crypto.ts';
import { AUTH_SECRET_FILE, resolveAuthSecret, resolveTokenKey, TOKEN_KEY_FILE } from './secrets.ts';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'auth-secret-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('resolveAuthSecret', () => {
  it('uses AUTH_SECRET when set', () => {
    const secret = 's'.repeat(40);
    expect(
      resolveAuthSecret({
        authSecret: secret,
        tokenEncryptionKey: undefined,
        dataDir: tempDir(),
        env: 'production',
      }),
    ).toBe(secret);
  });

  it('generates a secret once into the data directory and reuses it', () => {
    const dataDir = path.join(tempDir(), 'nested');
    const first = resolveAuthSecret({
      authSecret: undefined,
      tokenEncryptionKey: undefined,
      dataDir,
      env: 'development',
    });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, AUTH_SECRET_FILE);
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(
      resolveAuthSecret({
        authSecret: undefined,
        tokenEncryptionKey: undefined,
        dataDir,
        env: 'test',
      }),
    ).toBe(first);
  });

  it('refuses to generate one in production, and refuses a short stored one', () => {
    expect(() =>
      resolveAuthSecret({
        authSecret: undefined,
        tokenEncryptionKey: undefined,
        dataDir: tempDir(),
        env: 'production',
      }),
    ).toThrow(/AUTH_SECRET/);
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, AUTH_SECRET_FILE), 'short');
    expect(() =>
      resolveAuthSecret({
        authSecret: undefined,
        tokenEncryptionKey: undefined,
        dataDir,
        env: 'development',
      }),
    ).toThrow(/shorter than 32/);
  });
});

const KEY = Buffer.alloc(32, 7);

describe('resolveTokenKey', () => {
  it('uses TOKEN_ENCRYPTION_KEY when set', () => {
    const key = resolveTokenKey({
      authSecret: undefined,
      tokenEncryptionKey: KEY.toString('base64'),
      dataDir: tempDir(),
      env: 'production',
    });
    expect(key).toEqual(KEY);
  });

  it('outside production generates a key once into DATA_DIR (mode 600) and reuses it', () => {
    const dataDir = path.join(tempDir(), 'nested');
    const first = resolveTokenKey({
      authSecret: undefined,
      tokenEncryptionKey: undefined,
      dataDir,
      env: 'development',
    });
    expect(first).toHaveLength(32);
    const file = path.join(dataDir, TOKEN_KEY_FILE);
    expect(parseEncryptionKey(readFileSync(file, 'utf8'))).toEqual(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(
      resolveTokenKey({
        authSecret: undefined,
        tokenEncryptionKey: undefined,
        dataDir,
        env: 'test',
      }),
    ).toEqual(first);
  });

  it('refuses to generate one in production, and refuses a damaged stored one', () => {
    expect(() =>
      resolveTokenKey({
        authSecret: undefined,
        tokenEncryptionKey: undefined,
        dataDir: tempDir(),
        env: 'production',
      }),
    ).toThrow('TOKEN_ENCRYPTION_KEY is required in production');
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, TOKEN_KEY_FILE), 'short');
    expect(() =>
      resolveTokenKey({
        authSecret: undefined,
        tokenEncryptionKey: undefined,
        dataDir,
        env: 'development',
      }),
    ).toThrow(/delete it to generate a new one/);
  });
});
