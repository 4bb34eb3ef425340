/** The admin API (docs/product.md#projects-and-roles) as queries and mutations. */
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { ProjectStatus } from '../../../../common/projects/constants.ts';
import {
  adminContactSchema,
  type AdminContactsFilterInput,
  adminContactsResponseSchema,
} from '../../../../common/leads/contract.ts';
import {
  ADMIN_PROJECTS_PAGE_SIZE,
  ADMIN_USERS_PAGE_SIZE,
  adminProjectSchema,
  adminProjectsResponseSchema,
  adminUserSchema,
  adminUsersResponseSchema,
  assignProjectsResponseSchema,
  type AssignProjectsInput,
  type CreateProjectInput,
  type UpdateProjectInput,
} from '../../../../common/projects/contract.ts';
import {
  failedMailResponseSchema,
  retriedMailResponseSchema,
} from '../../../../common/mail/contract.ts';
import { readFailure, readQuery, send, writeFailure } from '../../../lib/api.ts';

const ADMIN_PROJECTS_PATH = '/api/admin/projects';
const ADMIN_USERS_PATH = '/api/admin/users';
const USER_PROJECTS_PATH = '/api/user/projects';

/**
 * A list the API answers a page at a time, newest first, each page after the previous one's
 * last id; a page shorter than `pageSize` is the last. `data` is the rows of the pages read so
 * far. While `query` changes (a search being typed), the last query's rows stay shown.
 */
function usePagedList<Row extends { id: number }>(
  path: string,
  response: z.ZodType<Row[]>,
  pageSize: number,
  query = new URLSearchParams(),
) {
  return useInfiniteQuery({
    queryKey: [path, query.toString()],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) => {
      const pageQuery = new URLSearchParams(query);
      if (pageParam !== null) pageQuery.set('cursor', String(pageParam));
      return send(pageQuery.size ? `${path}?${pageQuery}` : path, {
        response,
        signal,
        failure: readFailure,
      });
    },
    getNextPageParam: (page) => (page.length === pageSize ? (page.at(-1)?.id ?? null) : null),
    select: (data) => data.pages.flat(),
    placeholderData: keepPreviousData,
  });
}

/** The projects, newest first, those matching `filter` (a part of the name or slug, a status). */
export function useAdminProjects(filter: { search?: string; status?: ProjectStatus } = {}) {
  return usePagedList(
    ADMIN_PROJECTS_PATH,
    adminProjectsResponseSchema,
    ADMIN_PROJECTS_PAGE_SIZE,
    filterQuery(filter),
  );
}

/** The users, newest first. */
export function useAdminUsers() {
  return usePagedList(ADMIN_USERS_PATH, adminUsersResponseSchema, ADMIN_USERS_PAGE_SIZE);
}

const ADMIN_CONTACTS_PATH = '/api/admin/contacts';

/** A list's filters as a query string (absent ones left out). */
export function filterQuery(filter: Record<string, string | number | undefined>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined) query.set(key, String(value));
  }
  return query;
}

/**
 * One page of contacts with their CRM sync state and whether they were handled, the page
 * after `cursor` (the first without); refreshed while the tab is open.
 */
export function useAdminContacts(
  filter: AdminContactsFilterInput,
  cursor: string | undefined,
  pageSize: number,
) {
  const query = filterQuery(filter);
  if (cursor) query.set('cursor', cursor);
  query.set('pageSize', String(pageSize));
  return useQuery({
    ...readQuery(`${ADMIN_CONTACTS_PATH}?${query}`, adminContactsResponseSchema),
    refetchInterval: 30_000,
  });
}

/** The CSV export of the filtered list: a plain link, so the browser streams it to disk. */
export const contactsExportUrl = (filter: AdminContactsFilterInput) =>
  `${ADMIN_CONTACTS_PATH}/export.csv?${filterQuery(filter)}`;

/** A change after which every cached read whose path `rereads` picks is read again. */
export function useChangeRereading<Input>(
  request: (input: Input) => Promise<unknown>,
  rereads: (path: string) => boolean,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) => typeof queryKey[0] === 'string' && rereads(queryKey[0]),
      }),
  });
}

/** A change to one contact: every page of the list is read again. */
const useContactChange = <Input>(request: (input: Input) => Promise<unknown>) =>
  useChangeRereading(request, (path) => path.startsWith(`${ADMIN_CONTACTS_PATH}?`));

/** Puts a contact whose CRM sync failed back in the queue. */
export const useRetryContact = () =>
  useContactChange((contactId: number) =>
    send(`${ADMIN_CONTACTS_PATH}/${contactId}/retry`, {
      method: 'POST',
      response: adminContactSchema,
      failure: writeFailure,
    }),
  );

/** Marks a lead handled with a note (`note`), or no longer handled (`null`). */
export const useHandleContact = () =>
  useContactChange(({ contactId, note }: { contactId: number; note: string | null }) =>
    send(`${ADMIN_CONTACTS_PATH}/${contactId}/handled`, {
      method: note === null ? 'DELETE' : 'PUT',
      body: note === null ? undefined : { note },
      response: adminContactSchema,
      failure: writeFailure,
    }),
  );

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

/**
 * After any admin change: every admin read (the lists, the Overview in each of its orders
 * and filters, the project pages) and the admin's own project list (names, roles).
 */
function useRefreshAdminData() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: ({ queryKey: [path] }) =>
        typeof path === 'string' && (path.startsWith('/api/admin/') || path === USER_PROJECTS_PATH),
    });
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

/** Deactivates or reactivates a user (decision 096); the lists are read again. */
export function useSetUserActive() {
  const refresh = useRefreshAdminData();
  return useMutation({
    mutationFn: ({ userId, active }: { userId: number; active: boolean }) =>
      send(`${ADMIN_USERS_PATH}/${userId}/${active ? 'reactivate' : 'deactivate'}`, {
        method: 'POST',
        response: adminUserSchema,
        failure: writeFailure,
      }),
    onSuccess: refresh,
  });
}
