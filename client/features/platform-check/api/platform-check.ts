/** Self-reported vs platform (decision 105): the member's and the firm's check, the choice. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PLATFORM_CHECK_API,
  platformCheckSchema,
} from '../../../../common/platform-check/contract.ts';
import { readQuery, send, serverText, writeFailure } from '../../../lib/api.ts';

export function usePlatformCheck(projectId: number) {
  return useQuery(readQuery(PLATFORM_CHECK_API.check(projectId), platformCheckSchema, serverText));
}

/** Replaces the project's accounts; the answer is the new check. */
export function useChooseAccounts(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountIds: string[]) =>
      send(PLATFORM_CHECK_API.accounts(projectId), {
        method: 'PUT',
        body: { accountIds },
        response: platformCheckSchema,
        failure: writeFailure,
      }),
    onSuccess: (check) => queryClient.setQueryData([PLATFORM_CHECK_API.check(projectId)], check),
  });
}
