import { describe, expect, it } from 'vitest';
import { parseConnectionResult } from './connection-result.ts';

describe('parseConnectionResult', () => {
  it('reads a success with the platform by its id or its text', () => {
    expect(parseConnectionResult('#success=true&platform=meta')).toEqual({
      kind: 'success',
      platform: 'Meta (Facebook) Ads',
    });
    expect(parseConnectionResult('#success=true&platform=Google%20Ads')).toEqual({
      kind: 'success',
      platform: 'Google Ads',
    });
    expect(parseConnectionResult('#success=true')).toEqual({
      kind: 'success',
      platform: 'your ad platform',
    });
  });

  it('decodes the error text, with an optional platform', () => {
    expect(
      parseConnectionResult('#error=Access%20denied%3A%20user%20said%20no&platform=linkedin'),
    ).toEqual({
      kind: 'error',
      message: 'Access denied: user said no',
      platform: 'LinkedIn Ads',
    });
    expect(parseConnectionResult('#error=access_denied')).toEqual({
      kind: 'error',
      message: 'access_denied',
      platform: null,
    });
    expect(parseConnectionResult('#error=Token+expired')).toMatchObject({
      message: 'Token expired',
    });
  });

  it('ignores fragments without a result', () => {
    expect(parseConnectionResult('')).toBeNull();
    expect(parseConnectionResult('#section-2')).toBeNull();
    expect(parseConnectionResult('#success=false')).toBeNull();
  });
});
