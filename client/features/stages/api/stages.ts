/**
 * The engagement's stage (docs/product.md#stages): the member's read and the administrator's
 * move.
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

/** The due date is the promise of the data-collection and analysis stages only. */
const REPORT_DUE_UNTIL = ENGAGEMENT_STAGES.indexOf('ai_analysis');

/** When the initial report is due, while that is still the promise; else null. */
export function reportDueAt(stage: ProjectStage): string | null {
  return ENGAGEMENT_STAGES.indexOf(stage.stage) <= REPORT_DUE_UNTIL ? stage.reportDueAt : null;
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
