import { describe, expect, it } from 'vitest';
import {
  accountIdSchema,
  connectionResultFragment,
  exportFilename,
  readConnectionResultFragment,
} from './contract.ts';

describe('Google Ads contract helpers', () => {
  it('names export files by kind, account and date', () => {
    const date = new Date('2026-11-02T08:00:00Z');
    expect(exportFilename('campaigns', '9000000002', date)).toBe(
      'campaigns-9000000002-2026-11-02.csv',
    );
    expect(exportFilename('keywords', '9000000002', date)).toBe(
      'keywords-9000000002-2026-11-02.csv',
    );
  });

  it('accepts 10-digit customer ids only', () => {
    expect(accountIdSchema.safeParse('1234567890').success).toBe(true);
    for (const bad of ['123-456-7890', '123456789', '12345678901', 'abcdefghij', '']) {
      expect(accountIdSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('writes and reads the connection result fragment', () => {
    expect(connectionResultFragment({ success: true }, 'google')).toBe(
      '#success=true&platform=google',
    );
    const error = connectionResultFragment({ error: 'Access was not granted.' }, 'google');
    expect(error).toBe('#error=Access+was+not+granted.&platform=google');
    expect(readConnectionResultFragment(error)).toEqual({
      error: 'Access was not granted.',
      platform: 'google',
    });
    expect(readConnectionResultFragment('#success=true&platform=google')).toEqual({
      success: true,
      platform: 'google',
    });
    expect(readConnectionResultFragment('#error=Oops%20here')).toEqual({
      error: 'Oops here',
      platform: null,
    });
    expect(readConnectionResultFragment('')).toBeNull();
  });
});
