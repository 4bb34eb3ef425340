import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format.ts';

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [999, '999 bytes'],
    [1000, '1 KB'],
    [48_213, '48.2 KB'],
    [999_960, '1 MB'],
    [3_145_728, '3.1 MB'],
    [50_000_000, '50 MB'],
    [2_500_000_000, '2.5 GB'],
  ])('%i bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
