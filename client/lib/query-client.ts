import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { SESSION_PATH } from '../../common/auth/contract.ts';
import { ApiRequestError, queryKeyAsPath } from './api.ts';

/**
 * The defaults (docs/product.md#constants): product queries never retry, never refetch on
 * focus or on an interval, and never go stale; mutations never retry. Queries that differ
 * (projects, metrics, connections) set their own timings where they are declared.
 *
 * A 401 while a user is signed in means the session ended on the server (signed out
 * elsewhere, a password change, the account deactivated: decision 096): the session is read
 * again, so the portal shows the sign-in screen on that request rather than an error.
 */
export function createQueryClient(): QueryClient {
  const sessionEnded = (error: Error) => {
    if (!(error instanceof ApiRequestError) || error.status !== 401) return;
    if (queryClient.getQueryData([SESSION_PATH])) {
      void queryClient.invalidateQueries({ queryKey: [SESSION_PATH] });
    }
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: sessionEnded }),
    mutationCache: new MutationCache({ onError: sessionEnded }),
    defaultOptions: {
      queries: {
        queryFn: queryKeyAsPath,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
