import { useQuery } from '@tanstack/react-query';
import { externalSystemsQuery } from '../lib/external-systems';

/** The build's Facebook app (VITE_FACEBOOK_APP_ID, the one that signs people in), if any. */
function builtFacebookAppId(): string | null {
  const value: unknown = import.meta.env.VITE_FACEBOOK_APP_ID;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/**
 * The app id of a Facebook app this stage really has, read from the build or from where the
 * stage's Facebook photo import signs in (its client_id), only when that is Facebook itself: a
 * local stand-in signs in but cannot open Facebook's dialogs. Null means no Facebook dialog can work.
 */
export function facebookAppIdFrom(builtAppId: string | null, photosSignIn: string | null | undefined): string | null {
  if (builtAppId) return builtAppId;
  if (!photosSignIn) return null;
  try {
    const url = new URL(photosSignIn);
    const onFacebook = url.protocol === 'https:' && (url.hostname === 'facebook.com' || url.hostname.endsWith('.facebook.com'));
    return onFacebook ? url.searchParams.get('client_id') || null : null;
  } catch {
    return null;
  }
}

/** { appId, known }: `known` is false until the stage's configuration has been read. */
export function useFacebookApp(): { appId: string | null; known: boolean } {
  const built = builtFacebookAppId();
  const systems = useQuery({ ...externalSystemsQuery(), enabled: !built });
  if (built) return { appId: built, known: true };
  return { appId: facebookAppIdFrom(null, systems.data?.sign_in.facebook), known: systems.isSuccess || systems.isError };
}
