import { describe, expect, it } from 'vitest';
import { STATE_TTL_MS, createState, newNonce, nonceCookie, readState } from './oauth-state.ts';

const KEY = Buffer.alloc(32, 1);
const state = { userId: 42, nonce: newNonce(), returnTo: 'google-ads' as const };

describe('OAuth state', () => {
  it('reads back what it signed, until it expires', () => {
    const now = Date.now();
    const value = createState(KEY, state, now);
    expect(readState(KEY, value, now + 1000)).toEqual(state);
    expect(readState(KEY, value, now + STATE_TTL_MS + 1)).toBeNull();
  });

  it('refuses another key, a changed payload, and junk', () => {
    const value = createState(KEY, state);
    expect(readState(Buffer.alloc(32, 2), value)).toBeNull();
    const [payload, signature] = value.split('.');
    const changed = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    changed.u = 43;
    expect(
      readState(KEY, `${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`),
    ).toBeNull();
    for (const junk of ['', '.', 'a.b', `${value}.x`, 'x'.repeat(600)]) {
      expect(readState(KEY, junk)).toBeNull();
    }
  });

  it('sets a short-lived, httpOnly, SameSite=Lax nonce cookie on the callback path', () => {
    expect(nonceCookie('abc', true)).toBe(
      'google_ads_oauth=abc; Path=/api/google-ads/oauth; Max-Age=600; HttpOnly; SameSite=Lax; Secure',
    );
    expect(nonceCookie(null, false)).toBe(
      'google_ads_oauth=; Path=/api/google-ads/oauth; Max-Age=0; HttpOnly; SameSite=Lax',
    );
  });
});
