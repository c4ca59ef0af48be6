import { useUser } from '../../features/accounts/api/user';
import { SocialSignIn } from '../../features/accounts/components/social-sign-in';
import { InviteLanding as Landing } from '../../features/sharing/components/invite-landing';

/** /facebook_welcome/:inviterId, public: the invite landing page, with the accounts feature's social sign-in. */
export function Component() {
  const user = useUser();
  return <Landing signedIn={Boolean(user.data)} socialSignIn={<SocialSignIn context="signup" dividerLabel="or" />} />;
}
