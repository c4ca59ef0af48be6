import { Button, chakra } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FACEBOOK_SDK_VERSION, loadFacebookSdk, type FacebookSdk } from './social-scripts';

export interface FacebookToken {
  system_id: string;
  access_token: string;
}

interface SocialFacebookButtonProps {
  appId: string;
  /** While the app is signing in with a token already given. */
  busy: boolean;
  onToken: (token: FacebookToken) => void;
}

/** FB.init once per app id for the page's life: the SDK warns when it is called again. */
const initializedApps = new Set<string>();

/**
 * 'Continue with Facebook', through Facebook's JS SDK, asking for the e-mail permission (spec 001
 * section 7). The SDK is loaded as the button appears, so the click can open Facebook's dialog
 * at once (a popup opened later than the click is blocked). Closing the dialog does nothing.
 */
export function SocialFacebookButton({ appId, busy, onToken }: SocialFacebookButtonProps) {
  const [sdk, setSdk] = useState<FacebookSdk | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    loadFacebookSdk().then(
      (facebook) => {
        if (!active) return;
        if (!initializedApps.has(appId)) {
          facebook.init({ appId, version: FACEBOOK_SDK_VERSION, cookie: false, xfbml: false, status: false });
          initializedApps.add(appId);
        }
        setSdk(facebook);
      },
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [appId]);

  // Blocked or offline: there is nothing this button could do.
  if (failed) return null;

  const logIn = () =>
    sdk?.login(
      (response) => {
        const auth = response.authResponse;
        if (auth?.accessToken && auth.userID) onToken({ system_id: auth.userID, access_token: auth.accessToken });
      },
      { scope: 'email' },
    );

  return (
    <Button
      type="button"
      size="lg"
      rounded="full"
      bg="#1877F2"
      color="white"
      _hover={{ bg: '#166FE5' }}
      disabled={!sdk}
      loading={busy}
      loadingText="Signing you in…"
      onClick={logIn}
    >
      <FacebookLogo />
      Continue with Facebook
    </Button>
  );
}

/** Facebook's 'f' mark, white on the blue button. */
function FacebookLogo() {
  return (
    <chakra.svg viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true" focusable="false" flexShrink={0}>
      <path
        fill="currentColor"
        d="M24 12.07C24 5.41 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.04V9.41c0-3.02 1.8-4.7 4.54-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.5c-1.5 0-1.96.93-1.96 1.89v2.26h3.32l-.53 3.5h-2.8V24C19.62 23.1 24 18.1 24 12.07"
      />
    </chakra.svg>
  );
}
