import { describe, expect, it } from 'vitest';
import { createCallbackStateSigner } from './callback-state.ts';

describe('the callback state', () => {
  it('is valid for its connector and user for one day, and for nothing else', () => {
    let now = Date.parse('2026-05-02T03:00:00Z');
    const signer = createCallbackStateSigner('x'.repeat(32), () => now);
    const state = signer.sign('speak_inexpensive', 7);

    expect(signer.verify(state, 'speak_inexpensive', 7)).toBe(true);
    expect(signer.verify(state, 'other_connector', 7)).toBe(false);
    expect(signer.verify(state, 'speak_inexpensive', 8)).toBe(false);
    expect(signer.verify(undefined, 'speak_inexpensive', 7)).toBe(false);
    expect(signer.verify('garbage', 'speak_inexpensive', 7)).toBe(false);
    expect(
      createCallbackStateSigner('y'.repeat(32), () => now).verify(state, 'speak_inexpensive', 7),
    ).toBe(false);

    now += 24 * 60 * 60 * 1000 - 1;
    expect(signer.verify(state, 'speak_inexpensive', 7)).toBe(true);
    now += 2;
    expect(signer.verify(state, 'speak_inexpensive', 7)).toBe(false);
  });

  it('cannot be stretched by editing its expiry', () => {
    const now = Date.parse('2026-05-02T03:00:00Z');
    const signer = createCallbackStateSigner('x'.repeat(32), () => now);
    const [, mac] = signer.sign('c', 1).split('.');
    const later = (now + 10 * 24 * 60 * 60 * 1000).toString(36);
    expect(signer.verify(`${later}.${mac}`, 'c', 1)).toBe(false);
  });

  it('is refused in any other spelling of the same MAC', () => {
    const signer = createCallbackStateSigner('x'.repeat(32), () => 0);
    const state = signer.sign('c', 1);
    // base64url's 43rd character carries 2 unused bits: four characters decode alike.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(state.at(-1)!);
    const sameBytes = alphabet[last ^ 1]!;
    expect(Buffer.from(`${state.slice(0, -1)}${sameBytes}`.split('.')[1]!, 'base64url')).toEqual(
      Buffer.from(state.split('.')[1]!, 'base64url'),
    );
    expect(signer.verify(`${state.slice(0, -1)}${sameBytes}`, 'c', 1)).toBe(false);
  });
});
