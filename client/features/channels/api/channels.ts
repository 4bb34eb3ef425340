/** Channel data (docs/product.md#channel-data): the member's and the firm's read, the firm's refresh. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHANNELS_API, channelsResponseSchema } from '../../../../common/channels/contract.ts';
import { readQuery, send, serverText, writeFailure } from '../../../lib/api.ts';

export function useProjectChannels(projectId: number) {
  return useQuery(readQuery(CHANNELS_API.project(projectId), channelsResponseSchema, serverText));
}

export function useAdminChannels(projectId: number) {
  return useQuery(readQuery(CHANNELS_API.admin(projectId), channelsResponseSchema, serverText));
}

/** Reads the warehouse now; the answer is the new snapshot. */
export function useRefreshChannels(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      send(CHANNELS_API.refresh(projectId), {
        method: 'POST',
        response: channelsResponseSchema,
        failure: writeFailure,
      }),
    onSuccess: (channels) => queryClient.setQueryData([CHANNELS_API.admin(projectId)], channels),
  });
}
