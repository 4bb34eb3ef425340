/**
 * The engagement's stage (docs/product.md#stages): the member's read with what it says of the
 * initial report, and the administrator's move.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ENGAGEMENT_STAGES } from '../../../../common/stages/constants.ts';
import {
  adminStagePath,
  adminStageSchema,
  projectStageSchema,
  stagePath,
  type MoveStageInput,
  type ProjectStage,
} from '../../../../common/stages/contract.ts';
import { readQuery, send, writeFailure } from '../../../lib/api.ts';

export function useProjectStage(projectId: number) {
  return useQuery(readQuery(stagePath(projectId), projectStageSchema));
}

/** The window is the promise of the data-collection and analysis stages only. */
const WINDOW_UNTIL = ENGAGEMENT_STAGES.indexOf('ai_analysis');

/** What the client is told of the initial report: its publication, at any stage, or its window. */
export type ReportMilestone = { kind: 'published' | 'due'; at: string };

/** Null before the first submission, and once the window is no longer the promise. */
export function reportMilestone(stage: ProjectStage): ReportMilestone | null {
  if (stage.reportPublishedAt) return { kind: 'published', at: stage.reportPublishedAt };
  if (stage.reportDueAt && ENGAGEMENT_STAGES.indexOf(stage.stage) <= WINDOW_UNTIL) {
    return { kind: 'due', at: stage.reportDueAt };
  }
  return null;
}

/** Moves the stage; the admin's reads (project page, Overview, audit) are read again. */
export function useMoveStage(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MoveStageInput) =>
      send(adminStagePath(projectId), {
        method: 'POST',
        body: input,
        response: adminStageSchema,
        failure: writeFailure,
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          typeof queryKey[0] === 'string' &&
          (queryKey[0].startsWith('/api/admin/') || queryKey[0] === stagePath(projectId)),
      }),
  });
}
