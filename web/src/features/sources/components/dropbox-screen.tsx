import { Box, Breadcrumb, Button, Container, Flex, Heading, HStack, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import type { DropboxEntry } from '@heirloom/shared/contracts/sources';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { DropboxIcon, FolderIcon } from '../../../components/ui/icons';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { isApiError } from '../../../lib/api-client';
import { fetchDropboxThumbnails, importFromDropbox, useDropboxFolder } from '../api/dropbox';
import { useExternalSystems, useLinkExternalSystem } from '../api/external-systems';
import { useAddingCheck } from '../hooks/use-adding-check';
import { useImportUpdates } from '../hooks/use-import-updates';
import { useThumbnails } from '../hooks/use-thumbnails';
import { setImportStatus, statusKey, useImportStatus } from '../stores/import-status';
import { startProviderSignIn, takeSignInReturn } from '../utils/provider-sign-in';
import { ConnectCard } from './connect-card';
import { PickerGrid } from './picker-grid';
import { SelectionBar } from './selection-bar';

/**
 * /dropbox (spec 001 section 2): without a stored token the person is sent to Dropbox's sign-in,
 * and the token that comes back in the URL hash is saved; then their folders, with thumbnails,
 * minus what the family already has. Chosen photos are fetched by the back end.
 */
/** Read once, when the page loads on the way back from Dropbox's sign-in (the hash is then cleared). */
let signInReturn = typeof window !== 'undefined' && window.location.pathname === '/dropbox' ? takeSignInReturn() : null;

export function DropboxScreen() {
  useImportUpdates();
  useAddingCheck('dropbox');
  const systems = useExternalSystems();
  const link = useLinkExternalSystem();
  const [signInError, setSignInError] = useState<string | null>(() => (signInReturn?.kind === 'error' ? signInReturn.message : null));
  const saved = useRef(false);

  useEffect(() => {
    const returned = signInReturn;
    // Used once: coming back to this page later within the app must not save it again.
    signInReturn = null;
    if (saved.current || returned?.kind !== 'token') return;
    saved.current = true;
    link.mutate(
      { system_type: 'dropbox', access_token: returned.accessToken, expires_in: returned.expiresIn, system_id: returned.accountId },
      { onError: (error) => setSignInError(error.message) },
    );
  }, [link]);

  const dropbox = systems.data?.systems.find((system) => system.system_type === 'dropbox');
  let body;
  if (systems.isPending || link.isPending) body = <PageLoader label={link.isPending ? 'Connecting Dropbox…' : 'Loading…'} />;
  else if (systems.isError) body = <FormAlert status="error">{systems.error.message}</FormAlert>;
  else if (!dropbox || dropbox.expired) {
    const signInUrl = systems.data.sign_in.dropbox;
    body = (
      <ConnectCard
        icon={DropboxIcon}
        service="Dropbox"
        lead="Sign in to Dropbox to browse your folders and pick the photos to add. Heirloom only reads the files you choose."
        expired={Boolean(dropbox?.expired)}
        error={signInError}
        signInUrl={signInUrl}
        connecting={false}
        onConnect={() => signInUrl && startProviderSignIn(signInUrl, '/dropbox')}
      />
    );
  } else body = <DropboxBrowser />;

  return (
    <Container maxW="6xl" py={{ base: '5', md: '8' }} px={{ base: '4', md: '6' }} pb="28">
      <title>Import from Dropbox · Heirloom</title>
      <Stack gap="5">
        <HStack gap="3">
          <DropboxIcon width="1.8em" height="1.8em" color="#0061fe" />
          <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
            Import from Dropbox
          </Heading>
        </HStack>
        {body}
      </Stack>
    </Container>
  );
}

function DropboxBrowser() {
  const [searchParams, setSearchParams] = useSearchParams();
  const path = searchParams.get('path') ?? '';
  const folder = useDropboxFolder(path);
  const statuses = useImportStatus((state) => state.items);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // What the family had when the folder was opened is not offered; what this window adds stays, marked 'Added'.
  const photos = useMemo(() => folder.photos.filter((photo) => !folder.known.has(photo.id) || statuses[statusKey('dropbox', photo.id)]), [folder.photos, folder.known, statuses]);
  const thumbnails = useThumbnails(
    useMemo(() => photos.map((photo) => photo.path), [photos]),
    fetchDropboxThumbnails,
  );
  const items = useMemo(() => photos.map((photo) => ({ id: photo.id, name: photo.name, thumbnail: thumbnails[photo.path] })), [photos, thumbnails]);
  const choosable = (photo: DropboxEntry) => !['adding', 'added'].includes(statuses[statusKey('dropbox', photo.id)]?.status ?? '');

  const open = (next: string) => {
    setSelected(new Set());
    setSearchParams(next ? { path: next } : {});
  };
  const toggle = useCallback((id: string) => setSelected((current) => {
    const next = new Set(current);
    if (!next.delete(id)) next.add(id);
    return next;
  }), []);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = folder;
  const nearEnd = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const selectAll = async () => {
    // The whole folder, not only the pages loaded so far.
    let all = photos;
    if (hasNextPage) {
      let result = await fetchNextPage();
      while (result.hasNextPage) result = await fetchNextPage();
      const known = new Set(result.data?.pages.flatMap((page) => page.known));
      all = (result.data?.pages.flatMap((page) => page.entries) ?? []).filter((entry) => entry.kind === 'photo' && !known.has(entry.id));
    }
    setSelected(new Set(all.filter(choosable).map((photo) => photo.id)));
  };

  const add = async () => {
    const chosen = photos.filter((photo) => selected.has(photo.id));
    setAdding(true);
    setError(null);
    try {
      await importFromDropbox(chosen);
      setImportStatus('dropbox', chosen.map((photo) => photo.id), { status: 'adding' });
      setSelected(new Set());
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : 'The photos could not be added. Please try again.');
    } finally {
      setAdding(false);
    }
  };

  const crumbs = path.split('/').filter(Boolean);
  const addingCount = photos.filter((photo) => statuses[statusKey('dropbox', photo.id)]?.status === 'adding').length;
  const addedCount = photos.filter((photo) => statuses[statusKey('dropbox', photo.id)]?.status === 'added').length;

  return (
    <Stack gap="5">
      <Breadcrumb.Root size="lg">
        <Breadcrumb.List flexWrap="wrap">
          <Breadcrumb.Item>
            {crumbs.length ? (
              <Breadcrumb.Link asChild>
                <RouterLink to="/dropbox">Dropbox</RouterLink>
              </Breadcrumb.Link>
            ) : (
              <Breadcrumb.CurrentLink>Dropbox</Breadcrumb.CurrentLink>
            )}
          </Breadcrumb.Item>
          {crumbs.map((name, index) => {
            const target = `/${crumbs.slice(0, index + 1).join('/')}`;
            return [
              <Breadcrumb.Separator key={`${target}-separator`} />,
              <Breadcrumb.Item key={target}>
                {index === crumbs.length - 1 ? (
                  <Breadcrumb.CurrentLink>{name}</Breadcrumb.CurrentLink>
                ) : (
                  <Breadcrumb.Link asChild>
                    <RouterLink to={`/dropbox?${new URLSearchParams({ path: target })}`}>{name}</RouterLink>
                  </Breadcrumb.Link>
                )}
              </Breadcrumb.Item>,
            ];
          })}
        </Breadcrumb.List>
      </Breadcrumb.Root>

      {folder.isError && <FormAlert status="error">{folder.error.message}</FormAlert>}
      {error && <FormAlert status="error">{error}</FormAlert>}
      {folder.isPending ? (
        <Wrap gap="3">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} h="10" w="44" rounded="lg" />
          ))}
        </Wrap>
      ) : (
        <>
          {folder.folders.length > 0 && (
            <Box as="section" aria-label="Folders">
              <Wrap gap="3">
                {folder.folders.map((entry) => (
                  <Button key={entry.id} variant="outline" onClick={() => open(entry.path)} justifyContent="flex-start" maxW="full">
                    <FolderIcon color="#0061fe" /> <Text truncate>{entry.name}</Text>
                  </Button>
                ))}
              </Wrap>
            </Box>
          )}
          {photos.length > 0 ? (
            <Stack gap="3">
              <Flex justify="space-between" align="center" wrap="wrap" gap="2">
                <Text color="fg.muted" textStyle="sm">
                  {folder.hasNextPage ? `${photos.length}+ photos` : `${photos.length} ${photos.length === 1 ? 'photo' : 'photos'}`}
                  {folder.known.size > 0 && ` · ${folder.known.size} already in your library, not shown`}
                </Text>
                <Button size="sm" variant="ghost" onClick={() => void selectAll()}>
                  Select all in this folder
                </Button>
              </Flex>
              <PickerGrid system="dropbox" items={items} selected={selected} onToggle={toggle} onNearEnd={nearEnd} loadingMore={folder.isFetchingNextPage} />
            </Stack>
          ) : (
            !folder.folders.length && (
              <Text color="fg.muted" py="10" textAlign="center">
                {folder.known.size ? 'Every photo in this folder is already in your library.' : 'There are no photos in this folder.'}
              </Text>
            )
          )}
        </>
      )}
      <SelectionBar count={selected.size} adding={adding} addingCount={addingCount} addedCount={addedCount} onClear={() => setSelected(new Set())} onAdd={() => void add()} />
    </Stack>
  );
}
