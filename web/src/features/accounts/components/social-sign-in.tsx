import { HStack, Separator, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { useExternalLogIn } from '../api/external-login';
import { afterSignInPath } from '../utils/redirect-to';
import { SocialFacebookButton, type FacebookToken } from './social-facebook-button';
import { SocialGoogleButton } from './social-google-button';
import { socialSignInConfig } from './social-scripts';

interface SocialSignInProps {
  /** signin on /login, signup on /signup, use on /welcome (Google words its button to match). */
  context: 'signin' | 'signup' | 'use';
  /** The words on the line between these buttons and the form. */
  dividerLabel?: string;
}

/**
 * 'Continue with Google' and 'Continue with Facebook' above a sign-in form, for the providers this
 * build is configured for (nothing at all when none is). A provider's token signs in through
 * POST /external_login and the visitor goes on as after a password: to redirect_to, or home.
 */
export function SocialSignIn({ context, dividerLabel = 'or' }: SocialSignInProps) {
  const { googleClientId, facebookAppId } = socialSignInConfig();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const externalLogIn = useExternalLogIn();
  const [error, setError] = useState<string | null>(null);

  if (!googleClientId && !facebookAppId) return null;

  const signedIn = () => void navigate(afterSignInPath(searchParams), { replace: true });

  const withGoogle = (idToken: string) => {
    setError(null);
    // Spec 001 section 8: a Google sign-in failure is silently ignored; the button stays to try again.
    externalLogIn.mutate({ system_type: 'google', id_token: idToken }, { onSuccess: signedIn });
  };

  const withFacebook = (token: FacebookToken) => {
    setError(null);
    externalLogIn.mutate({ system_type: 'facebook', ...token }, { onSuccess: signedIn, onError: (failure) => setError(failure.message) });
  };

  return (
    <Stack gap="3" mb="6">
      {error && <FormAlert>{error}</FormAlert>}
      {googleClientId && <SocialGoogleButton clientId={googleClientId} context={context} onCredential={withGoogle} />}
      {facebookAppId && <SocialFacebookButton appId={facebookAppId} busy={externalLogIn.isPending} onToken={withFacebook} />}
      {externalLogIn.isPending && !facebookAppId && (
        <HStack role="status" justify="center" color="fg.muted" textStyle="sm">
          <Spinner size="sm" />
          <Text>Signing you in…</Text>
        </HStack>
      )}
      <HStack gap="3" mt="2" aria-hidden="true">
        <Separator flex="1" />
        <Text flexShrink="0" textStyle="sm" color="fg.muted">
          {dividerLabel}
        </Text>
        <Separator flex="1" />
      </HStack>
    </Stack>
  );
}
