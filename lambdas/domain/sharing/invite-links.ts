import type { InviteRecord } from '../../ports/sharing';

/**
 * The link an invite carries: the public landing page of the inviter, with the invite and its
 * one-time key, so the invitee can sign up first and then accept.
 */
export function inviteUrl(appOrigin: string, invite: Pick<InviteRecord, 'inviterId' | 'inviteId'>, key: string): string {
  const query = new URLSearchParams({ invite: invite.inviteId, key });
  return `${appOrigin}/facebook_welcome/${encodeURIComponent(invite.inviterId)}?${query.toString()}`;
}
