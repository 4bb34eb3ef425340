/**
 * The deliverables API (docs/product.md#deliverables): the member's list, the admin's list,
 * upload and delete.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DELIVERABLE_FILE_FIELD,
  deliverableSchema,
  deliverablesResponseSchema,
  type Deliverable,
} from '../../../../common/deliverables/contract.ts';
import { noContentSchema } from '../../../../common/shared/request.ts';
import { readQuery, send, writeFailure } from '../../../lib/api.ts';

const memberListPath = (projectId: number) => `/api/deliverables?projectId=${projectId}`;
const adminListPath = (projectId: number) => `/api/admin/projects/${projectId}/deliverables`;

/** The files of the member's active project, newest first. */
export function useDeliverables(projectId: number) {
  return useQuery(readQuery(memberListPath(projectId), deliverablesResponseSchema));
}

/**
 * The project's files, as the admin's project page lists them: first the list its workspace
 * read brought (`initial`), read again after an upload or a deletion.
 */
export function useAdminDeliverables(projectId: number, initial: Deliverable[]) {
  return useQuery({
    ...readQuery(adminListPath(projectId), deliverablesResponseSchema),
    initialData: initial,
  });
}

export function useUploadDeliverable(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append(DELIVERABLE_FILE_FIELD, file);
      return send(adminListPath(projectId), {
        method: 'POST',
        body,
        response: deliverableSchema,
        failure: writeFailure,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [adminListPath(projectId)] }),
  });
}

export function useDeleteDeliverable(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      send(`${adminListPath(projectId)}/${id}`, {
        method: 'DELETE',
        response: noContentSchema,
        failure: writeFailure,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [adminListPath(projectId)] }),
  });
}
