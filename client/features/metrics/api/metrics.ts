/** GET /api/metrics and POST /api/metrics (SPEC points 7 and 9). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUERY_TIMING } from '../../../../common/constants.ts';
import type { MetricsFields, MetricsRecord } from '../../../../common/contracts/metrics.ts';
import { DATA_MESSAGES } from '../../../../common/messages.ts';
import { apiSave } from '../../../lib/api.ts';

export const METRICS_PATH = '/api/metrics';
export const metricsQueryKey = (projectId: number) =>
  [`${METRICS_PATH}?projectId=${projectId}`] as const;

/**
 * The project's submissions, newest first. SPEC point 9: stale after 30 s, not kept once
 * unused, and fetched only while the metrics tab is shown with a project chosen (the
 * caller passes `enabled`); without a project the list is empty.
 */
export function useProjectMetrics(projectId: number | null, enabled: boolean) {
  const query = useQuery<MetricsRecord[]>({
    queryKey: metricsQueryKey(projectId ?? 0),
    enabled: enabled && projectId !== null,
    staleTime: QUERY_TIMING.metricsStaleMs,
    gcTime: 0,
  });
  return projectId === null ? { ...query, data: [] as MetricsRecord[] } : query;
}

/** Saves one submission for the project; afterwards the metrics and notes lists refresh. */
export function useSaveMetrics(projectId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: MetricsFields) => {
      if (projectId === null) throw new Error(DATA_MESSAGES.noActiveProject);
      return apiSave<MetricsRecord>(METRICS_PATH, { ...fields, projectId });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: metricsQueryKey(projectId ?? 0) }),
        queryClient.invalidateQueries({ queryKey: [`/api/notes?projectId=${projectId}`] }),
      ]),
  });
}
