import { describe, expect, it } from 'vitest';
import { SESSION_PATH } from '../../common/auth/contract.ts';
import { ApiRequestError, queryKeyAsPath } from './api.ts';
import { createQueryClient } from './query-client.ts';

describe('createQueryClient', () => {
  it('applies the product defaults to queries and mutations', () => {
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

/** A 401 while signed in re-reads the session (decision 096); other failures do not. */
async function failWith(status: number, signedIn: boolean) {
  const client = createQueryClient();
  client.setQueryData([SESSION_PATH], signedIn ? { user: { id: 'u' } } : null);
  await client
    .fetchQuery({
      queryKey: ['/api/user/projects'],
      queryFn: () => Promise.reject(new ApiRequestError(status, 'refused')),
    })
    .catch(() => undefined);
  await client
    .getMutationCache()
    .build(client, { mutationFn: () => Promise.reject(new ApiRequestError(status, 'refused')) })
    .execute(undefined)
    .catch(() => undefined);
  return client.getQueryState([SESSION_PATH])?.isInvalidated;
}

describe('a 401 answer', () => {
  it('re-reads the session when a signed-in call answers 401', async () => {
    expect(await failWith(401, true)).toBe(true);
  });

  it('leaves it alone for other failures, and when nobody is signed in', async () => {
    expect(await failWith(403, true)).toBe(false);
    expect(await failWith(401, false)).toBe(false);
  });
});
