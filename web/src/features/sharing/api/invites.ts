import { endpoints } from '@heirloom/shared/contracts/http-api';
import type { SendInviteRequest } from '@heirloom/shared/contracts/sharing';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterFamilyChange } from './family-change';
import { sharingKeys, USER_QUERY_KEY } from './keys';

/** GET /invitesfrom: Family Sharing Requests waiting for the user, and the invites they sent. */
export const invitesQuery = () => queryOptions({ queryKey: sharingKeys.invites, queryFn: ({ signal }) => api(endpoints.listInvites, { signal }) });
export const useInvites = () => useQuery(invitesQuery());

/** GET /invite/{id}?key=: one invite, opened from its link or from the requests list. */
export const useInvite = (id: string, key: string | null) =>
  useQuery({ queryKey: sharingKeys.invite(id, key), queryFn: ({ signal }) => api(endpoints.getInvite, key ? { key } : {}, { params: { id }, signal }), retry: false });

export function useSendInvites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SendInviteRequest) => api(endpoints.sendInvites, request),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sharingKeys.invites }),
  });
}

/** POST /invite/{id}: accept; the user joins the inviter's family. */
export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, key }: { id: string; key?: string | null }) => {
      const { user } = await api(endpoints.acceptInvite, key ? { key } : {}, { params: { id } });
      // Whether the joiner's own tree is being copied into the family's: until then they read theirs.
      // The join is done either way: a failed read only leaves the toast's wording to the common case.
      const family = await api(endpoints.getFamily).catch(() => null);
      return { user, treeCopying: Boolean(family?.moving?.tree_copying) };
    },
    onSuccess: ({ user }) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      refreshAfterFamilyChange(queryClient);
    },
  });
}

/** DELETE /invite/{id}: ignore a request, or cancel an invite one sent. */
export function useDismissInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key }: { id: string; key?: string | null }) => api(endpoints.dismissInvite, { params: { id }, query: key ? { key } : {} }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sharingKeys.invites }),
  });
}

/** POST /invite/{id}/ask: an invite mailed to someone else; its holder asks the inviter for one of their own. */
export const useAskForInvite = () => useMutation({ mutationFn: ({ id, key }: { id: string; key: string }) => api(endpoints.askForInvite, { key }, { params: { id } }) });

/** POST /invite/{id}/resend: mails it again with a fresh link. */
export function useResendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(endpoints.resendInvite, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sharingKeys.invites }),
  });
}

/** GET /inviter_info/{inviterId}?invite=&key=, public: the landing page's name and counts, for the open invite in its link. */
export const useInviterInfo = (inviterId: string, invite: string | null, key: string | null) =>
  useQuery({
    queryKey: ['sharing', 'inviter', inviterId, invite, key],
    queryFn: ({ signal }) => api(endpoints.getInviterInfo, { invite: invite ?? '', key: key ?? '' }, { params: { inviterId }, signal }),
    enabled: Boolean(invite && key),
    retry: false,
  });

/** POST /invite_link/{personId}: a shareable link naming the tree person it is for. */
export function useCreateInviteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (personId: string) => api(endpoints.createInviteLink, { params: { personId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sharingKeys.invites }),
  });
}

/** POST /facebook_invite: a link to send in a Facebook message (optionally naming the person it is for). */
export function useFacebookInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (person: string | null) => api(endpoints.facebookInvite, person ? { person } : {}),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sharingKeys.invites }),
  });
}

/** GET /person/{id}: the name of the person a link is for. */
export const usePersonName = (id: string | null) =>
  useQuery({ queryKey: ['sharing', 'person-name', id], queryFn: ({ signal }) => api(endpoints.getPerson, { params: { id: id! }, signal }), enabled: Boolean(id), retry: false });
