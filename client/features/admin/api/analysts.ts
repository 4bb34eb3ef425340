/** The firm's analysts (decision 099): the administrator's list, and assigning them to projects. */
import { useQuery } from '@tanstack/react-query';
import {
  analystSchema,
  analystsResponseSchema,
  type AddAnalystInput,
} from '../../../../common/admin/analysts-contract.ts';
import { noContentSchema } from '../../../../common/shared/request.ts';
import { readQuery, send, writeFailure } from '../../../lib/api.ts';
import { useChangeRereading } from './admin.ts';

const ANALYSTS_PATH = '/api/admin/analysts';

export function useAnalysts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...readQuery(ANALYSTS_PATH, analystsResponseSchema), enabled });
}

/** After a change: the analysts list, and every project page's workspace (its Analysts card). */
const useAnalystChange = <Input>(request: (input: Input) => Promise<unknown>) =>
  useChangeRereading(request, (path) => path === ANALYSTS_PATH || path.endsWith('/workspace'));

export const useAddAnalyst = () =>
  useAnalystChange((input: AddAnalystInput) =>
    send(ANALYSTS_PATH, {
      method: 'POST',
      body: input,
      response: analystSchema,
      failure: writeFailure,
    }),
  );

export const useRemoveAnalyst = () =>
  useAnalystChange((analystId: number) =>
    send(`${ANALYSTS_PATH}/${analystId}`, {
      method: 'DELETE',
      response: noContentSchema,
      failure: writeFailure,
    }),
  );

/** Assigns (`assigned: true`) or unassigns an analyst on a project. */
export const useSetAssignment = () =>
  useAnalystChange(
    ({
      projectId,
      analystId,
      assigned,
    }: {
      projectId: number;
      analystId: number;
      assigned: boolean;
    }) =>
      send(`/api/admin/projects/${projectId}/analysts/${analystId}`, {
        method: assigned ? 'PUT' : 'DELETE',
        response: noContentSchema,
        failure: writeFailure,
      }),
  );
