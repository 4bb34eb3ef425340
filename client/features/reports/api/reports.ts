/**
 * The initial report's API (docs/product.md#initial-report): the members' published report, and
 * the firm's review: draft again, edit, approve, publish, and the project's drafting setting.
 * Every write answers the firm's view, which replaces the cached one.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  firmReportSchema,
  memberReportSchema,
  REPORT_API,
  type FirmReport,
} from '../../../../common/reports/contract.ts';
import type { ModelUse } from '../../../../common/reports/constants.ts';
import { readQuery, send, writeFailure } from '../../../lib/api.ts';

export function useMemberReport(projectId: number) {
  return useQuery(readQuery(REPORT_API.member(projectId), memberReportSchema));
}

export function useFirmReport(projectId: number) {
  return useQuery(readQuery(REPORT_API.firm(projectId), firmReportSchema));
}

type ReportWrite =
  | { kind: 'draft' }
  | { kind: 'edit'; basedOn: number; body: string }
  | { kind: 'approve'; versionId: number }
  | { kind: 'publish'; versionId: number; confirmedNumbers: string[] }
  | { kind: 'settings'; modelUse: ModelUse };

function request(
  projectId: number,
  write: ReportWrite,
): { url: string; method: 'POST' | 'PUT'; body: object } {
  switch (write.kind) {
    case 'draft':
      return { url: REPORT_API.draft(projectId), method: 'POST', body: {} };
    case 'edit':
      return {
        url: REPORT_API.firm(projectId),
        method: 'PUT',
        body: { basedOn: write.basedOn, body: write.body },
      };
    case 'approve':
      return { url: REPORT_API.approve(projectId, write.versionId), method: 'POST', body: {} };
    case 'publish':
      return {
        url: REPORT_API.publish(projectId, write.versionId),
        method: 'POST',
        body: { confirmedNumbers: write.confirmedNumbers },
      };
    case 'settings':
      return {
        url: REPORT_API.settings(projectId),
        method: 'PUT',
        body: { modelUse: write.modelUse },
      };
  }
}

/** One mutation for the review's actions and its drafting setting; the answer is the firm's new view. */
export function useReportWrite(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: ReportWrite) => {
      const { url, method, body } = request(projectId, write);
      return send(url, { method, body, response: firmReportSchema, failure: writeFailure });
    },
    onSuccess: (report: FirmReport) => {
      queryClient.setQueryData([REPORT_API.firm(projectId)], report);
      // The stage card reads the report's publication; the Overview its due mark and source.
      void queryClient.invalidateQueries({ queryKey: [`/api/projects/${projectId}/stage`] });
      void queryClient.invalidateQueries({
        predicate: ({ queryKey: [path] }) =>
          typeof path === 'string' && path.startsWith('/api/admin/overview'),
      });
    },
  });
}
