import { Box, Button, Center, Container, Flex, Heading, HStack, Link, Skeleton, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { GOOGLE_SCROLL_DEBOUNCE_MS, type GoogleMediaItem } from '@heirloom/shared/contracts/sources';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { GoogleIcon } from '../../../components/ui/icons';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { isApiError } from '../../../lib/api-client';
import { useExternalSystems, useLinkExternalSystem } from '../api/external-systems';
import { createGoogleSession, fetchGoogleSession, fetchGoogleThumbnails, importFromGoogle, useGooglePicked } from '../api/google';
import { useAddingCheck } from '../hooks/use-adding-check';
import { useDebouncedCallback } from '../hooks/use-debounced-callback';
import { useImportUpdates } from '../hooks/use-import-updates';
import { useThumbnails } from '../hooks/use-thumbnails';
import { setImportStatus, statusKey, useImportStatus } from '../stores/import-status';
import { startPkceSignIn, takeCodeReturn } from '../utils/provider-sign-in';
import { ConnectCard } from './connect-card';
import { PickerGrid } from './picker-grid';
import { SelectionBar } from './selection-bar';

/** Read once, when the page loads on the way back from Google's sign-in (the query is then cleared). */
let codeReturn = typeof window !== 'undefined' && window.location.pathname.startsWith('/google') ? takeCodeReturn('Google Photos') : null;

/**
 * /google (spec 001 section 2): Google Photos through its Picker API. Google no longer lets an app
 * read a whole library, so the person picks in Google Photos' own picker (a window the page opens),
 * and this page lists what they picked, 100 a page, minus what the family already has.
 */
export function GoogleScreen() {
  useImportUpdates();
  useAddingCheck('google');
  const systems = useExternalSystems();
  const link = useLinkExternalSystem();
  const [signInError, setSignInError] = useState<string | null>(() => (codeReturn?.kind === 'error' ? codeReturn.message : null));
  const [connecting, setConnecting] = useState(false);
  const saved = useRef(false);

  useEffect(() => {
    const returned = codeReturn;
    codeReturn = null;
    if (saved.current || returned?.kind !== 'code') return;
    saved.current = true;
    link.mutate(
      { system_type: 'google', code: returned.code, code_verifier: returned.codeVerifier, redirect_uri: returned.redirectUri },
      { onError: (error) => setSignInError(error.message) },
    );
  }, [link]);

  const google = systems.data?.systems.find((system) => system.system_type === 'google');
  let body;
  if (systems.isPending || link.isPending) body = <PageLoader label={link.isPending ? 'Connecting Google Photos…' : 'Loading…'} />;
  else if (systems.isError) body = <FormAlert status="error">{systems.error.message}</FormAlert>;
  else if (!google || google.expired) {
    const signInUrl = systems.data.sign_in.google;
    body = (
      <ConnectCard
        icon={GoogleIcon}
        service="Google Photos"
        lead="Sign in to Google, then pick the photos to add in Google Photos' own picker. Heirloom only sees the photos you pick."
        expired={Boolean(google?.expired)}
        error={signInError}
        signInUrl={signInUrl}
        connecting={connecting}
        onConnect={() => {
          if (!signInUrl) return;
          setConnecting(true);
          void startPkceSignIn(signInUrl, '/google');
        }}
      />
    );
  } else body = <GooglePicking />;

  return (
    <Container maxW="6xl" py={{ base: '5', md: '8' }} px={{ base: '4', md: '6' }} pb="28">
      <title>Import from Google Photos · Heirloom</title>
      <Stack gap="5">
        <HStack gap="3">
          <GoogleIcon width="1.8em" height="1.8em" />
          <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
            Import from Google Photos
          </Heading>
        </HStack>
        {body}
      </Stack>
    </Container>
  );
}

const PICKER_WINDOW = 'heirloom-google-photos-picker';

/** Starting a picking session, waiting while the person picks, then the picked photos. */
function GooglePicking() {
  const [searchParams, setSearchParams] = useSearchParams();
  const sessionId = searchParams.get('session');
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pickerUri, setPickerUri] = useState<string | null>(null);

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
  const statuses = useImportStatus((state) => state.items);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const photos = useMemo(() => picked.items.filter((item) => !picked.known.has(item.id) || statuses[statusKey('google', item.id)]), [picked.items, picked.known, statuses]);
  const thumbnails = useThumbnails(
    useMemo(() => photos.map((photo) => photo.base_url), [photos]),
    fetchGoogleThumbnails,
  );
  const items = useMemo(() => photos.map((photo) => ({ id: photo.id, name: photo.name, thumbnail: thumbnails[photo.base_url] })), [photos, thumbnails]);
  const choosable = (photo: GoogleMediaItem) => !['adding', 'added'].includes(statuses[statusKey('google', photo.id)]?.status ?? '');

  const toggle = useCallback((id: string) => setSelected((current) => {
    const next = new Set(current);
    if (!next.delete(id)) next.add(id);
    return next;
  }), []);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = picked;
  // The spec's 500 ms: the next 100 are asked for once scrolling near the end has settled.
  const nearEnd = useDebouncedCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, GOOGLE_SCROLL_DEBOUNCE_MS);

  const selectAll = async () => {
    let all = photos;
    if (hasNextPage) {
      let result = await fetchNextPage();
      while (result.hasNextPage) result = await fetchNextPage();
      const known = new Set(result.data?.pages.flatMap((page) => page.known));
      all = (result.data?.pages.flatMap((page) => page.items) ?? []).filter((item) => !known.has(item.id));
    }
    setSelected(new Set(all.filter(choosable).map((photo) => photo.id)));
  };

  const add = async () => {
    const chosen = (picked.data?.pages.flatMap((page) => page.items) ?? []).filter((photo) => selected.has(photo.id));
    setAdding(true);
    setError(null);
    try {
      await importFromGoogle(chosen);
      setImportStatus('google', chosen.map((photo) => photo.id), { status: 'adding' });
      setSelected(new Set());
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : 'The photos could not be added. Please try again.');
    } finally {
      setAdding(false);
    }
  };

  const addingCount = photos.filter((photo) => statuses[statusKey('google', photo.id)]?.status === 'adding').length;
  const addedCount = photos.filter((photo) => statuses[statusKey('google', photo.id)]?.status === 'added').length;

  return (
    <Stack gap="4">
      {picked.isError && <FormAlert status="error">{picked.error.message}</FormAlert>}
      {error && <FormAlert status="error">{error}</FormAlert>}
      {picked.isPending ? (
        <Wrap gap="3">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} h="28" w="40" rounded="lg" />
          ))}
        </Wrap>
      ) : (
        <>
          <Flex justify="space-between" align="center" wrap="wrap" gap="2">
            <Text color="fg.muted" textStyle="sm">
              {hasNextPage ? `${photos.length}+ photos picked` : `${photos.length} ${photos.length === 1 ? 'photo' : 'photos'} picked`}
              {picked.known.size > 0 && ` · ${picked.known.size} already in your library, not shown`}
            </Text>
            <HStack gap="2">
              {photos.length > 0 && (
                <Button size="sm" variant="ghost" onClick={() => void selectAll()}>
                  Select all
                </Button>
              )}
              <Button size="sm" variant="outline" onClick={onPickMore}>
                Pick more photos
              </Button>
            </HStack>
          </Flex>
          {photos.length > 0 ? (
            <PickerGrid system="google" items={items} selected={selected} onToggle={toggle} onNearEnd={nearEnd} loadingMore={isFetchingNextPage} />
          ) : (
            <Text color="fg.muted" py="10" textAlign="center">
              {picked.known.size ? 'Every photo you picked is already in your library.' : 'You did not pick any photos. Pick more to add some.'}
            </Text>
          )}
        </>
      )}
      <SelectionBar count={selected.size} adding={adding} addingCount={addingCount} addedCount={addedCount} onClear={() => setSelected(new Set())} onAdd={() => void add()} />
    </Stack>
  );
}
