import { QueryClient } from '@tanstack/react-query';
import { queryKeyAsPath } from './api.ts';

/**
 * SPEC point 9 defaults: product queries never retry, never refetch on focus or on an
 * interval, and never go stale; mutations never retry. Queries that differ (projects,
 * metrics, connections) set their own timings where they are declared.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}
