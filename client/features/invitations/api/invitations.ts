/**
 * The invitations API (docs/decisions/090-invitations.md) as queries and mutations. The
 * administrator and a project's owner manage a project's invitations through the same
 * calls under different paths: a `scope` names which.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberRole } from '../../../../common/projects/constants.ts';
import {
  acceptInvitationResponseSchema,
  invitationLookupResponseSchema,
  pendingInvitationSchema,
  pendingInvitationsResponseSchema,
} from '../../../../common/invitations/contract.ts';
import { noContentSchema } from '../../../../common/shared/request.ts';
import { readQuery, send, writeFailure } from '../../../lib/api.ts';

export interface InvitationScope {
  /** 'admin': the administrator's routes; 'owner': the project guard's, for its owner. */
  as: 'admin' | 'owner';
  projectId: number;
}

function pathsOf({ as, projectId }: InvitationScope) {
  const list =
    as === 'admin'
      ? `/api/admin/projects/${projectId}/invitations`
      : `/api/projects/${projectId}/invitations`;
  const one = (id: number) => (as === 'admin' ? `/api/admin/invitations/${id}` : `${list}/${id}`);
  return { list, one };
}

export function usePendingInvitations(scope: InvitationScope) {
  return useQuery(readQuery(pathsOf(scope).list, pendingInvitationsResponseSchema));
}

/** Invites, resends and revokes; each refreshes the scope's pending list. */
export function useInvitationActions(scope: InvitationScope) {
  const queryClient = useQueryClient();
  const { list, one } = pathsOf(scope);
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: [list] });
  const invite = useMutation({
    mutationFn: (input: { email: string; role: MemberRole }) =>
      send(list, {
        method: 'POST',
        body: input,
        response: pendingInvitationSchema,
        failure: writeFailure,
      }),
    onSuccess,
  });
  const resend = useMutation({
    mutationFn: (id: number) =>
      send(`${one(id)}/resend`, {
        method: 'POST',
        response: pendingInvitationSchema,
        failure: writeFailure,
      }),
    onSuccess,
  });
  const revoke = useMutation({
    mutationFn: (id: number) =>
      send(one(id), { method: 'DELETE', response: noContentSchema, failure: writeFailure }),
    onSuccess,
  });
  return { invite, resend, revoke };
}

/** What the link's page shows: the invitation, or why it cannot be used. */
export function useInvitationLookup(token: string) {
  return useQuery({
    ...readQuery(
      `/api/invitations/lookup?token=${encodeURIComponent(token)}`,
      invitationLookupResponseSchema,
    ),
    enabled: token !== '',
    staleTime: Infinity,
  });
}

export function acceptInvitation(token: string) {
  return send('/api/invitations/accept', {
    method: 'POST',
    body: { token },
    response: acceptInvitationResponseSchema,
    failure: writeFailure,
  });
}
