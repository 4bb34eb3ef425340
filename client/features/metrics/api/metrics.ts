/** GET /api/metrics and POST /api/metrics (docs/product.md#wizard). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUERY_TIMING } from '../../../../common/shared/constants.ts';
import {
  metricsListResponseSchema,
  metricsRecordSchema,
  type MetricsPatch,
  type MetricsRecord,
} from '../../../../common/metrics/contract.ts';
import { stagePath } from '../../../../common/stages/contract.ts';
import { PROJECT_MESSAGES } from '../../../../common/projects/messages.ts';
import { readQuery, saveFailure, send } from '../../../lib/api.ts';

const METRICS_PATH = '/api/metrics';
const metricsPath = (projectId: number) => `${METRICS_PATH}?projectId=${projectId}`;

/**
 * The project's submissions, newest first. Stale after 30 s, not kept once
 * unused, and fetched only while the metrics tab is shown with a project chosen (the
 * caller passes `enabled`); without a project the list is empty.
 */
export function useProjectMetrics(projectId: number | null, enabled: boolean) {
  const query = useQuery({
    ...readQuery(metricsPath(projectId ?? 0), metricsListResponseSchema),
    enabled: enabled && projectId !== null,
    staleTime: QUERY_TIMING.metricsStaleMs,
    gcTime: 0,
  });
  const none: MetricsRecord[] = [];
  return projectId === null ? { ...query, data: none } : query;
}

/** Saves one submission for the project; afterwards the metrics and notes lists refresh. */
export function useSaveMetrics(projectId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: MetricsPatch) => {
      if (projectId === null) throw new Error(PROJECT_MESSAGES.noActiveProject);
      return send(METRICS_PATH, {
        method: 'POST',
        body: { ...fields, projectId },
        response: metricsRecordSchema,
        failure: saveFailure,
      });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [metricsPath(projectId ?? 0)] }),
        queryClient.invalidateQueries({ queryKey: [`/api/notes?projectId=${projectId}`] }),
        // The first submission sets the initial report's due date.
        queryClient.invalidateQueries({ queryKey: [stagePath(projectId ?? 0)] }),
      ]),
  });
}
