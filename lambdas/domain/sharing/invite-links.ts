import type { InviteRecord } from '../../ports/sharing';

/**
 * The link an invite carries: the public landing page of the inviter, with the invite and its
 * one-time key, so the invitee can sign up first and then accept. An e-mailed invite's link also
 * names the address it was sent to (only that account may accept it), for sign-up to start with.
 */
export function inviteUrl(appOrigin: string, invite: Pick<InviteRecord, 'inviterId' | 'inviteId' | 'email'>, key: string): string {
  const query = new URLSearchParams({ invite: invite.inviteId, key, ...(invite.email ? { email: invite.email } : {}) });
  return `${appOrigin}/facebook_welcome/${encodeURIComponent(invite.inviterId)}?${query.toString()}`;
}
