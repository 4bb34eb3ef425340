import { describe, expect, it } from 'vitest';
import { queryKeyAsPath } from './api.ts';
import { createQueryClient } from './query-client.ts';

describe('createQueryClient', () => {
  it('applies the SPEC point 9 defaults to queries and mutations', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      queryFn: queryKeyAsPath,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});
