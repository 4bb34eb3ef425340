import { describe, expect, it } from 'vitest';
import { testPasswordHashing } from './test-password-hashing.ts';

describe('password hashing under NODE_ENV=test', () => {
  it('verifies the password it hashed, and nothing else', async () => {
    const hash = await testPasswordHashing.hash('Correct-horse-9');
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await testPasswordHashing.verify({ hash, password: 'Correct-horse-9' })).toBe(true);
    expect(await testPasswordHashing.verify({ hash, password: 'Correct-horse-8' })).toBe(false);
    expect(await testPasswordHashing.verify({ hash: 'no-colon', password: 'x' })).toBe(false);
    expect(await testPasswordHashing.verify({ hash: 'ab:cd', password: 'x' })).toBe(false);
  });
});
