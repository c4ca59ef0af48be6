import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { loadGoogleIdentity } from './social-scripts';

interface SocialGoogleButtonProps {
  clientId: string;
  /** Words Google uses around its button and prompt. */
  context: 'signin' | 'signup' | 'use';
  onCredential: (idToken: string) => void;
}

/**
 * Google's own 'Continue with Google' button (Google Identity Services draws it; an ID token can
 * only be had through Google's button or prompt). If the script cannot load or Google reports a
 * failure the button is simply absent: spec 001 section 8 ignores Google sign-in failures.
 */
export function SocialGoogleButton({ clientId, context, onCredential }: SocialGoogleButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const latestOnCredential = useRef(onCredential);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    latestOnCredential.current = onCredential;
  });

  useEffect(() => {
    let active = true;
    loadGoogleIdentity().then(
      (identity) => {
        const parent = container.current;
        if (!active || !parent) return;
        identity.initialize({
          client_id: clientId,
          callback: (response) => {
            if (response.credential) latestOnCredential.current(response.credential);
          },
          auto_select: false,
          cancel_on_tap_outside: true,
          ux_mode: 'popup',
          context,
        });
        parent.replaceChildren();
        // Google draws at a fixed pixel width (200-400); match the column it sits in.
        const width = Math.round(Math.min(400, Math.max(200, parent.clientWidth || 320)));
        identity.renderButton(parent, { type: 'standard', theme: 'outline', size: 'large', text: 'continue_with', shape: 'pill', logo_alignment: 'center', width });
        setState('ready');
      },
      () => {
        if (active) setState('failed');
      },
    );
    return () => {
      active = false;
    };
  }, [clientId, context]);

  if (state === 'failed') return null;
  // The height of Google's large button is kept while it loads, so the form below does not jump.
  return <Box ref={container} minH="44px" display="flex" justifyContent="center" aria-busy={state === 'loading'} data-testid="google-sign-in" />;
}
