/**
 * The admin's project page (docs/product.md#workspace): the workspace, and the submissions and
 * notes lists read a cursor page at a time (three requests for the page's first view).
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import {
  engagementClosureSchema,
  type CloseEngagementInput,
} from '../../../../common/admin/close-engagement-contract.ts';
import {
  workspaceNotesResponseSchema,
  workspaceResponseSchema,
  workspaceSubmissionsResponseSchema,
} from '../../../../common/admin/workspace-contract.ts';
import { readFailure, readQuery, send, writeFailure } from '../../../lib/api.ts';
import { useChangeRereading } from './admin.ts';

const projectPath = (projectId: number) => `/api/admin/projects/${projectId}`;

export function useProjectWorkspace(projectId: number) {
  return useQuery(readQuery(`${projectPath(projectId)}/workspace`, workspaceResponseSchema));
}

/** A list read a cursor page at a time: `path` (which may carry a query) plus `cursor=`. */
export function useCursorList<Page extends { nextCursor: number | string | null }>(
  path: string,
  response: ZodType<Page>,
) {
  const separator = path.includes('?') ? '&' : '?';
  return useInfiniteQuery({
    queryKey: [path],
    initialPageParam: null as number | string | null,
    queryFn: ({ pageParam, signal }) =>
      send(
        pageParam === null ? path : `${path}${separator}cursor=${encodeURIComponent(pageParam)}`,
        { response, signal, failure: readFailure },
      ),
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useProjectSubmissions(projectId: number) {
  return useCursorList(`${projectPath(projectId)}/submissions`, workspaceSubmissionsResponseSchema);
}

export function useProjectNotes(projectId: number) {
  return useCursorList(`${projectPath(projectId)}/notes`, workspaceNotesResponseSchema);
}

/**
 * Closes the engagement (decision 101) after the typed slug; every admin read is read
 * again (the project page, the lists, the Overview).
 */
export const useCloseEngagement = (projectId: number) =>
  useChangeRereading(
    (input: CloseEngagementInput) =>
      send(`${projectPath(projectId)}/close`, {
        method: 'POST',
        body: input,
        response: engagementClosureSchema,
        failure: writeFailure,
      }),
    (path) => path.startsWith('/api/admin/'),
  );
