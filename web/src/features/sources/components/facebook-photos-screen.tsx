import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { FacebookPhoto, LinkExternalSystemRequest } from '@heirloom/shared/contracts/sources';
import { useMemo } from 'react';
import { FacebookIcon } from '../../../components/ui/icons';
import { FormAlert } from '../../../components/ui/form-alert';
import { importFromFacebook, useFacebookPhotos } from '../api/facebook';
import { usePickerSelection } from '../hooks/use-picker-selection';
import { pendingSignIn } from '../hooks/use-sign-in-return';
import { type SignInReturn, startProviderSignIn, takeSignInReturn } from '../utils/provider-sign-in';
import { PhotoCount, PickerSkeleton } from './picker-summary';
import { PickerGrid } from './picker-grid';
import { ProviderPage } from './provider-page';
import { SelectionBar } from './selection-bar';

/** Read once, when the page loads on the way back from Facebook's login dialog (the hash is then cleared). */
const signInReturn = pendingSignIn<NonNullable<SignInReturn>>(() =>
  typeof window !== 'undefined' && window.location.pathname === '/facebook_photos' ? takeSignInReturn('Facebook') : null,
);

const toLinkRequest = (returned: NonNullable<SignInReturn>): LinkExternalSystemRequest | null =>
  returned.kind === 'token' ? { system_type: 'facebook', access_token: returned.accessToken, expires_in: returned.expiresIn } : null;

const LEAD = 'Log in with Facebook and allow Heirloom to see your photos, then pick the ones to add. Heirloom only keeps the photos you choose.';

/**
 * /facebook_photos (spec 001 section 2): the photos the person posted on Facebook, 25 a page and
 * more as they scroll, minus what the family already has. Chosen photos are fetched by the back
 * end with their caption, date and tagged place.
 */
export function FacebookPhotosScreen() {
  return (
    <ProviderPage system="facebook" service="Facebook" icon={FacebookIcon} iconColor="#1877f2" lead={LEAD} signInReturn={signInReturn} toLinkRequest={toLinkRequest} onConnect={(signInUrl) => startProviderSignIn(signInUrl, '/facebook_photos')}>
      <FacebookBrowser />
    </ProviderPage>
  );
}

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** What a tile says: the caption, else the day it was posted (Facebook's '2021-07-02T10:01:00+0000'). */
function labelOf(photo: FacebookPhoto): string {
  if (photo.caption) return photo.caption;
  const day = photo.created && /^\d{4}-\d{2}-\d{2}/.exec(photo.created)?.[0];
  return day ? `Photo from ${DAY.format(new Date(`${day}T00:00:00Z`))}` : 'Facebook photo';
}

function FacebookBrowser() {
  const list = useFacebookPhotos();
  const picker = usePickerSelection({ system: 'facebook', source: { ...list, loaded: list.photos, pages: list.data?.pages }, photosOf: (page) => page.photos, importPhotos: importFromFacebook });
  const { photos } = picker;
  const items = useMemo(() => photos.map((photo) => ({ id: photo.id, name: labelOf(photo), thumbnail: photo.thumbnail ?? undefined })), [photos]);

  return (
    <Stack gap="4">
      {list.isError && <FormAlert status="error">{list.error.message}</FormAlert>}
      {picker.error && <FormAlert status="error">{picker.error}</FormAlert>}
      {list.isPending ? (
        <PickerSkeleton />
      ) : photos.length > 0 ? (
        <>
          <Flex justify="space-between" align="center" wrap="wrap" gap="2">
            <PhotoCount count={photos.length} more={list.hasNextPage} known={list.known.size} />
            <Button size="sm" variant="ghost" onClick={() => void picker.selectAll()}>
              Select all
            </Button>
          </Flex>
          <PickerGrid system="facebook" items={items} selected={picker.selected} onToggle={picker.toggle} onNearEnd={picker.loadMore} loadingMore={list.isFetchingNextPage} />
        </>
      ) : (
        <Text color="fg.muted" py="10" textAlign="center">
          {list.known.size ? 'Every one of your Facebook photos is already in your library.' : 'There are no photos on your Facebook account.'}
        </Text>
      )}
      <SelectionBar {...picker.selectionBar} />
    </Stack>
  );
}
