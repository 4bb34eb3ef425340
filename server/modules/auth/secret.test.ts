import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_SECRET_FILE, resolveAuthSecret } from './secret.ts';

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
    expect(resolveAuthSecret({ authSecret: secret, dataDir: tempDir(), env: 'production' })).toBe(
      secret,
    );
  });

  it('generates a secret once into the data directory and reuses it', () => {
    const dataDir = path.join(tempDir(), 'nested');
    const first = resolveAuthSecret({ authSecret: undefined, dataDir, env: 'development' });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, AUTH_SECRET_FILE);
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret({ authSecret: undefined, dataDir, env: 'test' })).toBe(first);
  });

  it('refuses to generate one in production, and refuses a short stored one', () => {
    expect(() =>
      resolveAuthSecret({ authSecret: undefined, dataDir: tempDir(), env: 'production' }),
    ).toThrow(/AUTH_SECRET/);
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, AUTH_SECRET_FILE), 'short');
    expect(() => resolveAuthSecret({ authSecret: undefined, dataDir, env: 'development' })).toThrow(
      /shorter than 32/,
    );
  });
});
