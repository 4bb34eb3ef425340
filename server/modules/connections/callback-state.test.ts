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
});
