import { useSignedInUser } from '../../features/accounts/api/signed-in-user';
import { InviteEmailScreen } from '../../features/sharing/components/invite-email-screen';
import { InviteScreen } from '../../features/sharing/components/invite-screen';
import { InvitesScreen } from '../../features/sharing/components/invites-screen';

/** /invite/email (query person, email) (spec 001 section 2). */
export function InviteEmail() {
  const user = useSignedInUser();
  return <InviteEmailScreen username={user.username} />;
}

/** /invites and /invites/:inviteId (optional invite_id): requests, invites sent, family members. */
export function Invites() {
  const user = useSignedInUser();
  return <InvitesScreen userId={user.user_id} />;
}

/** /invite/:inviteId?key=: one invite from its e-mailed link. */
export function Invite() {
  return <InviteScreen />;
}
