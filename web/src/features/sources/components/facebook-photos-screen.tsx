import { Container, Flex, Heading, HStack, Skeleton, Stack, Text, Wrap, Button } from '@chakra-ui/react';
import type { FacebookPhoto } from '@heirloom/shared/contracts/sources';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FacebookIcon } from '../../../components/ui/icons';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { isApiError } from '../../../lib/api-client';
import { useExternalSystems, useLinkExternalSystem } from '../api/external-systems';
import { importFromFacebook, useFacebookPhotos } from '../api/facebook';
import { useAddingCheck } from '../hooks/use-adding-check';
import { useImportUpdates } from '../hooks/use-import-updates';
import { setImportStatus, statusKey, useImportStatus } from '../stores/import-status';
import { startProviderSignIn, takeSignInReturn } from '../utils/provider-sign-in';
import { ConnectCard } from './connect-card';
import { PickerGrid } from './picker-grid';
import { SelectionBar } from './selection-bar';

/** Read once, when the page loads on the way back from Facebook's login dialog (the hash is then cleared). */
let signInReturn = typeof window !== 'undefined' && window.location.pathname === '/facebook_photos' ? takeSignInReturn('Facebook') : null;

/**
 * /facebook_photos (spec 001 section 2): the photos the person posted on Facebook, 25 a page and
 * more as they scroll, minus what the family already has. Chosen photos are fetched by the back
 * end with their caption, date and tagged place.
 */
export function FacebookPhotosScreen() {
  useImportUpdates();
  useAddingCheck('facebook');
  const systems = useExternalSystems();
  const link = useLinkExternalSystem();
  const [signInError, setSignInError] = useState<string | null>(() => (signInReturn?.kind === 'error' ? signInReturn.message : null));
  const saved = useRef(false);

  useEffect(() => {
    const returned = signInReturn;
    signInReturn = null;
    if (saved.current || returned?.kind !== 'token') return;
    saved.current = true;
    link.mutate({ system_type: 'facebook', access_token: returned.accessToken, expires_in: returned.expiresIn }, { onError: (error) => setSignInError(error.message) });
  }, [link]);

  const facebook = systems.data?.systems.find((system) => system.system_type === 'facebook');
  let body;
  if (systems.isPending || link.isPending) body = <PageLoader label={link.isPending ? 'Connecting Facebook…' : 'Loading…'} />;
  else if (systems.isError) body = <FormAlert status="error">{systems.error.message}</FormAlert>;
  else if (!facebook || facebook.expired) {
    const signInUrl = systems.data.sign_in.facebook;
    body = (
      <ConnectCard
        icon={FacebookIcon}
        service="Facebook"
        lead="Log in with Facebook and allow Heirloom to see your photos, then pick the ones to add. Heirloom only keeps the photos you choose."
        expired={Boolean(facebook?.expired)}
        error={signInError}
        signInUrl={signInUrl}
        connecting={false}
        onConnect={() => signInUrl && startProviderSignIn(signInUrl, '/facebook_photos')}
      />
    );
  } else body = <FacebookBrowser />;

  return (
    <Container maxW="6xl" py={{ base: '5', md: '8' }} px={{ base: '4', md: '6' }} pb="28">
      <title>Import from Facebook · Heirloom</title>
      <Stack gap="5">
        <HStack gap="3">
          <FacebookIcon width="1.8em" height="1.8em" color="#1877f2" />
          <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
            Import from Facebook
          </Heading>
        </HStack>
        {body}
      </Stack>
    </Container>
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
  const statuses = useImportStatus((state) => state.items);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const photos = useMemo(() => list.photos.filter((photo) => !list.known.has(photo.id) || statuses[statusKey('facebook', photo.id)]), [list.photos, list.known, statuses]);
  const items = useMemo(() => photos.map((photo) => ({ id: photo.id, name: labelOf(photo), thumbnail: photo.thumbnail ?? undefined })), [photos]);
  const choosable = (photo: FacebookPhoto) => !['adding', 'added'].includes(statuses[statusKey('facebook', photo.id)]?.status ?? '');

  const toggle = useCallback((id: string) => setSelected((current) => {
    const next = new Set(current);
    if (!next.delete(id)) next.add(id);
    return next;
  }), []);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const nearEnd = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const selectAll = async () => {
    let all = photos;
    if (hasNextPage) {
      let result = await fetchNextPage();
      while (result.hasNextPage) result = await fetchNextPage();
      const known = new Set(result.data?.pages.flatMap((page) => page.known));
      all = (result.data?.pages.flatMap((page) => page.photos) ?? []).filter((photo) => !known.has(photo.id));
    }
    setSelected(new Set(all.filter(choosable).map((photo) => photo.id)));
  };

  const add = async () => {
    const chosen = (list.data?.pages.flatMap((page) => page.photos) ?? []).filter((photo) => selected.has(photo.id));
    setAdding(true);
    setError(null);
    try {
      await importFromFacebook(chosen);
      setImportStatus('facebook', chosen.map((photo) => photo.id), { status: 'adding' });
      setSelected(new Set());
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : 'The photos could not be added. Please try again.');
    } finally {
      setAdding(false);
    }
  };

  const addingCount = photos.filter((photo) => statuses[statusKey('facebook', photo.id)]?.status === 'adding').length;
  const addedCount = photos.filter((photo) => statuses[statusKey('facebook', photo.id)]?.status === 'added').length;

  return (
    <Stack gap="4">
      {list.isError && <FormAlert status="error">{list.error.message}</FormAlert>}
      {error && <FormAlert status="error">{error}</FormAlert>}
      {list.isPending ? (
        <Wrap gap="3">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} h="28" w="40" rounded="lg" />
          ))}
        </Wrap>
      ) : photos.length > 0 ? (
        <>
          <Flex justify="space-between" align="center" wrap="wrap" gap="2">
            <Text color="fg.muted" textStyle="sm">
              {hasNextPage ? `${photos.length}+ photos` : `${photos.length} ${photos.length === 1 ? 'photo' : 'photos'}`}
              {list.known.size > 0 && ` · ${list.known.size} already in your library, not shown`}
            </Text>
            <Button size="sm" variant="ghost" onClick={() => void selectAll()}>
              Select all
            </Button>
          </Flex>
          <PickerGrid system="facebook" items={items} selected={selected} onToggle={toggle} onNearEnd={nearEnd} loadingMore={isFetchingNextPage} />
        </>
      ) : (
        <Text color="fg.muted" py="10" textAlign="center">
          {list.known.size ? 'Every one of your Facebook photos is already in your library.' : 'There are no photos on your Facebook account.'}
        </Text>
      )}
      <SelectionBar count={selected.size} adding={adding} addingCount={addingCount} addedCount={addedCount} onClear={() => setSelected(new Set())} onAdd={() => void add()} />
    </Stack>
  );
}
