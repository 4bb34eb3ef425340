/** The admin API (SPEC point 7) as queries and mutations. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminContactsResponseSchema,
  type AdminContactsQuery,
} from '../../../../common/contracts/contact.ts';
import {
  adminProjectSchema,
  adminProjectsResponseSchema,
  adminUsersResponseSchema,
  assignProjectsResponseSchema,
  type AssignProjectsInput,
  type CreateProjectInput,
  type UpdateProjectInput,
} from '../../../../common/contracts/projects.ts';
import {
  failedMailResponseSchema,
  retriedMailResponseSchema,
} from '../../../../common/contracts/outbox.ts';
import { readQuery, send, writeFailure } from '../../../lib/api.ts';

const ADMIN_PROJECTS_PATH = '/api/admin/projects';
const ADMIN_USERS_PATH = '/api/admin/users';
const USER_PROJECTS_PATH = '/api/user/projects';

export function useAdminProjects() {
  return useQuery(readQuery(ADMIN_PROJECTS_PATH, adminProjectsResponseSchema));
}

export function useAdminUsers() {
  return useQuery(readQuery(ADMIN_USERS_PATH, adminUsersResponseSchema));
}

/** One page of contacts with their CRM sync state; refreshed while the tab is open. */
export function useAdminContacts({ status, page, pageSize }: AdminContactsQuery) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (status) query.set('status', status);
  return useQuery({
    ...readQuery(`/api/admin/contacts?${query}`, adminContactsResponseSchema),
    refetchInterval: 30_000,
  });
}

const FAILED_MAIL_PATH = '/api/admin/mail/failed';

/** Mail that ended failed after every attempt; refreshed while the tab is open. */
export function useFailedMail() {
  return useQuery({
    ...readQuery(FAILED_MAIL_PATH, failedMailResponseSchema),
    refetchInterval: 30_000,
  });
}

/** Puts a failed message back in the queue. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mailId: number) =>
      send(`/api/admin/mail/${mailId}/retry`, {
        method: 'POST',
        response: retriedMailResponseSchema,
        failure: writeFailure,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [FAILED_MAIL_PATH] }),
  });
}

/** After any admin change: the lists, and the admin's own project list (names, roles). */
function useRefreshAdminData() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [ADMIN_PROJECTS_PATH] }),
      queryClient.invalidateQueries({ queryKey: [ADMIN_USERS_PATH] }),
      queryClient.invalidateQueries({ queryKey: [USER_PROJECTS_PATH] }),
    ]);
}

export function useCreateProject() {
  const refresh = useRefreshAdminData();
  return useMutation({
    mutationFn: (input: CreateProjectInput) =>
      send(ADMIN_PROJECTS_PATH, {
        method: 'POST',
        body: input,
        response: adminProjectSchema,
        failure: writeFailure,
      }),
    onSuccess: refresh,
  });
}

export function useUpdateProject() {
  const refresh = useRefreshAdminData();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateProjectInput & { id: number }) =>
      send(`${ADMIN_PROJECTS_PATH}/${id}`, {
        method: 'PATCH',
        body: input,
        response: adminProjectSchema,
        failure: writeFailure,
      }),
    onSuccess: refresh,
  });
}

export function useAssignProjects() {
  const refresh = useRefreshAdminData();
  return useMutation({
    mutationFn: ({ userId, ...input }: AssignProjectsInput & { userId: number }) =>
      send(`${ADMIN_USERS_PATH}/${userId}/projects`, {
        method: 'PUT',
        body: input,
        response: assignProjectsResponseSchema,
        failure: writeFailure,
      }),
    onSuccess: refresh,
  });
}
