import { Box, Button, Center, Flex, Heading, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { GOOGLE_SCROLL_DEBOUNCE_MS, type GoogleMediaItem, type LinkExternalSystemRequest } from '@heirloom/shared/contracts/sources';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { GoogleIcon } from '../../../components/ui/icons';
import { FormAlert } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api-client';
import { createGoogleSession, fetchGoogleSession, fetchGoogleThumbnails, importFromGoogle, releaseGoogleSession, useGooglePicked } from '../api/google';
import { useDebouncedCallback } from '../hooks/use-debounced-callback';
import { usePickerSelection } from '../hooks/use-picker-selection';
import { useReleaseOnLeave } from '../hooks/use-release-on-leave';
import { pendingSignIn } from '../hooks/use-sign-in-return';
import { useThumbnails } from '../hooks/use-thumbnails';
import { type CodeReturn, startPkceSignIn, takeCodeReturn } from '../utils/provider-sign-in';
import { PhotoCount, PickerSkeleton } from './picker-summary';
import { PickerGrid } from './picker-grid';
import { ProviderPage } from './provider-page';
import { SelectionBar } from './selection-bar';

/** Read once, when the page loads on the way back from Google's sign-in (the query is then cleared). */
const codeReturn = pendingSignIn<NonNullable<CodeReturn>>(() =>
  typeof window !== 'undefined' && window.location.pathname.startsWith('/google') ? takeCodeReturn('Google Photos') : null,
);

const toLinkRequest = (returned: NonNullable<CodeReturn>): LinkExternalSystemRequest | null =>
  returned.kind === 'code' ? { system_type: 'google', code: returned.code, code_verifier: returned.codeVerifier, redirect_uri: returned.redirectUri } : null;

const LEAD = "Sign in to Google, then pick the photos to add in Google Photos' own picker. Heirloom only sees the photos you pick.";

/**
 * /google (spec 001 section 2): Google Photos through its Picker API. Google no longer lets an app
 * read a whole library, so the person picks in Google Photos' own picker (a window the page opens),
 * and this page lists what they picked, 100 a page, minus what the family already has.
 */
export function GoogleScreen() {
  // The PKCE challenge is hashed before the browser leaves, so the button shows it is busy meanwhile.
  const [connecting, setConnecting] = useState(false);
  const connect = (signInUrl: string) => {
    setConnecting(true);
    void startPkceSignIn(signInUrl, '/google');
  };
  return (
    <ProviderPage system="google" service="Google Photos" icon={GoogleIcon} lead={LEAD} signInReturn={codeReturn} toLinkRequest={toLinkRequest} connecting={connecting} onConnect={connect}>
      <GooglePicking />
    </ProviderPage>
  );
}

const PICKER_WINDOW = 'heirloom-google-photos-picker';

const releaseSession = (sessionId: string) => void releaseGoogleSession(sessionId).catch(() => undefined);

/** Starting a picking session, waiting while the person picks, then the picked photos. */
function GooglePicking() {
  const [searchParams, setSearchParams] = useSearchParams();
  const sessionId = searchParams.get('session');
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pickerUri, setPickerUri] = useState<string | null>(null);
  // Cancel, 'Pick more photos' and leaving the page all let go of the session: Google asks apps to delete it.
  useReleaseOnLeave(sessionId, releaseSession);

  const start = async () => {
    // Opened now, inside the click, so the browser does not block it; pointed at the picker once the session exists.
    const popup = window.open('', PICKER_WINDOW, 'width=1024,height=760');
    setStarting(true);
    setError(null);
    try {
      const session = await createGoogleSession();
      const uri = `${session.picker_uri}/autoclose`;
      setPickerUri(uri);
      if (popup) popup.location.href = uri;
      setSearchParams({ session: session.id });
    } catch (caught) {
      popup?.close();
      setError(isApiError(caught) ? caught.message : 'Google Photos could not be opened. Please try again.');
    } finally {
      setStarting(false);
    }
  };

  const session = useQuery({
    queryKey: ['google-session', sessionId],
    queryFn: ({ signal }) => fetchGoogleSession(sessionId!, signal),
    enabled: Boolean(sessionId),
    refetchInterval: (query) => (query.state.data?.media_items_set ? false : (query.state.data?.poll_interval_ms ?? 3000)),
  });

  if (!sessionId || session.isError) {
    return (
      <Center py={{ base: '6', md: '12' }}>
        <Box bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="2xl" p={{ base: '6', md: '8' }} maxW="lg" w="full" shadow="sm">
          <Stack gap="4" align="flex-start">
            <Heading as="h2" textStyle="xl" fontWeight="semibold">
              Pick photos in Google Photos
            </Heading>
            <Text color="fg.muted">Google Photos opens in a new window. Choose the photos you want, press Done, and they appear here to add to your family library.</Text>
            {(error || session.isError) && <FormAlert status="error">{error ?? session.error?.message}</FormAlert>}
            <Button colorPalette="brand" loading={starting} onClick={() => void start()}>
              Pick photos
            </Button>
          </Stack>
        </Box>
      </Center>
    );
  }
  if (!session.data?.media_items_set) {
    const uri = pickerUri ?? (session.data ? `${session.data.picker_uri}/autoclose` : null);
    return (
      <Center py={{ base: '6', md: '12' }}>
        <Stack gap="4" align="center" textAlign="center" maxW="md" role="status">
          <Spinner size="lg" color="brand.solid" />
          <Text fontWeight="medium">Waiting for you to pick photos in Google Photos…</Text>
          <Text color="fg.muted" textStyle="sm">
            Press Done in Google Photos when you have chosen. This page updates by itself.
          </Text>
          <HStack gap="2">
            {uri && (
              <Button size="sm" variant="outline" asChild>
                <Link href={uri} target={PICKER_WINDOW}>
                  Open Google Photos again
                </Link>
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={() => setSearchParams({})}>
              Cancel
            </Button>
          </HStack>
        </Stack>
      </Center>
    );
  }
  return <PickedPhotos sessionId={sessionId} onPickMore={() => setSearchParams({})} />;
}

function PickedPhotos({ sessionId, onPickMore }: { sessionId: string; onPickMore: () => void }) {
  const picked = useGooglePicked(sessionId);
  const importPhotos = useCallback((items: GoogleMediaItem[]) => importFromGoogle(sessionId, items), [sessionId]);
  const picker = usePickerSelection({ system: 'google', source: { ...picked, loaded: picked.items, pages: picked.data?.pages }, photosOf: (page) => page.items, importPhotos });
  const { photos } = picker;
  const thumbnails = useThumbnails(
    useMemo(() => photos.map((photo) => photo.base_url), [photos]),
    fetchGoogleThumbnails,
  );
  const items = useMemo(() => photos.map((photo) => ({ id: photo.id, name: photo.name, thumbnail: thumbnails[photo.base_url] })), [photos, thumbnails]);
  // The spec's 500 ms: the next 100 are asked for once scrolling near the end has settled.
  const nearEnd = useDebouncedCallback(picker.loadMore, GOOGLE_SCROLL_DEBOUNCE_MS);

  return (
    <Stack gap="4">
      {picked.isError && <FormAlert status="error">{picked.error.message}</FormAlert>}
      {picker.error && <FormAlert status="error">{picker.error}</FormAlert>}
      {picked.isPending ? (
        <PickerSkeleton />
      ) : (
        <>
          <Flex justify="space-between" align="center" wrap="wrap" gap="2">
            <PhotoCount count={photos.length} more={picked.hasNextPage} known={picked.known.size} suffix="picked" />
            <HStack gap="2">
              {photos.length > 0 && (
                <Button size="sm" variant="ghost" onClick={() => void picker.selectAll()}>
                  Select all
                </Button>
              )}
              <Button size="sm" variant="outline" onClick={onPickMore}>
                Pick more photos
              </Button>
            </HStack>
          </Flex>
          {photos.length > 0 ? (
            <PickerGrid system="google" items={items} selected={picker.selected} onToggle={picker.toggle} onNearEnd={nearEnd} loadingMore={picked.isFetchingNextPage} />
          ) : (
            <Text color="fg.muted" py="10" textAlign="center">
              {picked.known.size ? 'Every photo you picked is already in your library.' : 'You did not pick any photos. Pick more to add some.'}
            </Text>
          )}
        </>
      )}
      <SelectionBar {...picker.selectionBar} />
    </Stack>
  );
}
