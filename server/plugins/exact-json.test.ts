import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../common/shared/messages.ts';
import { parseExactJson } from './exact-json.ts';

describe('parseExactJson', () => {
  it('keeps the text of a number that JSON.parse would round, and every exact number as a number', () => {
    expect(
      parseExactJson(
        '{"a":9999999999.989999999999,"b":1.00000000000000001,"c":12.5,"d":1.50,"e":1e3,"f":[9007199254740993]}',
      ),
    ).toEqual({
      a: '9999999999.989999999999',
      b: '1.00000000000000001',
      c: 12.5,
      d: 1.5,
      e: 1000,
      f: ['9007199254740993'],
    });
  });

  it.each(['{"a":', '', '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{}}}'])(
    'refuses %j with a 400 in our words',
    (text) => {
      expect(() => parseExactJson(text)).toThrowError(
        expect.objectContaining({ statusCode: 400, message: API_MESSAGES.invalidJson }),
      );
    },
  );
});
