import { Box, Button, Flex, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { Breadcrumb } from '../../../components/ui/chakra/breadcrumb';
import type { DropboxEntry, LinkExternalSystemRequest } from '@heirloom/shared/contracts/sources';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { DropboxIcon } from '../../../components/ui/icons';
import { FolderIcon } from '../../../components/ui/more-icons';
import { FormAlert } from '../../../components/ui/form-alert';
import { fetchDropboxThumbnails, importFromDropbox, useDropboxFolder } from '../api/dropbox';
import { usePickerSelection } from '../hooks/use-picker-selection';
import { pendingSignIn } from '../hooks/use-sign-in-return';
import { useThumbnails } from '../hooks/use-thumbnails';
import { type CodeReturn, startPkceSignIn, takeCodeReturn } from '../utils/provider-sign-in';
import { PhotoCount } from './picker-summary';
import { PickerGrid } from './picker-grid';
import { ProviderPage } from './provider-page';
import { SelectionBar } from './selection-bar';

const LEAD = 'Sign in to Dropbox to browse your folders and pick the photos to add. Heirloom only reads the files you choose.';

/** Read once, when the page loads on the way back from Dropbox's sign-in (the query is then cleared). */
const signInReturn = pendingSignIn<NonNullable<CodeReturn>>(() =>
  typeof window !== 'undefined' && window.location.pathname === '/dropbox' ? takeCodeReturn('Dropbox') : null,
);

const toLinkRequest = (returned: NonNullable<CodeReturn>): LinkExternalSystemRequest | null =>
  returned.kind === 'code' ? { system_type: 'dropbox', code: returned.code, code_verifier: returned.codeVerifier, redirect_uri: returned.redirectUri } : null;

const photosOf = (page: { entries: DropboxEntry[] }) => page.entries.filter((entry) => entry.kind === 'photo');

/**
 * /dropbox (spec 001 section 2): without a stored token the person is sent to Dropbox's sign-in
 * (the code flow with PKCE and offline access, so the back end keeps a refresh token and the link
 * outlives Dropbox's four-hour access tokens); then their folders, with thumbnails, minus what the
 * family already has. Chosen photos are fetched by the back end.
 */
export function DropboxScreen() {
  // The PKCE challenge is hashed before the browser leaves, so the button shows it is busy meanwhile.
  const [connecting, setConnecting] = useState(false);
  const connect = (signInUrl: string) => {
    setConnecting(true);
    void startPkceSignIn(signInUrl, '/dropbox');
  };
  return (
    <ProviderPage system="dropbox" service="Dropbox" icon={DropboxIcon} iconColor="#0061fe" lead={LEAD} signInReturn={signInReturn} toLinkRequest={toLinkRequest} connecting={connecting} onConnect={connect}>
      <DropboxBrowser />
    </ProviderPage>
  );
}

function DropboxBrowser() {
  const [searchParams, setSearchParams] = useSearchParams();
  const path = searchParams.get('path') ?? '';
  const folder = useDropboxFolder(path);
  const picker = usePickerSelection({ system: 'dropbox', source: { ...folder, loaded: folder.photos, pages: folder.data?.pages }, photosOf, importPhotos: importFromDropbox, addFromShown: true });
  const { photos, selected, setSelected, toggle } = picker;
  const thumbnails = useThumbnails(
    useMemo(() => photos.map((photo) => photo.path), [photos]),
    fetchDropboxThumbnails,
  );
  const items = useMemo(() => photos.map((photo) => ({ id: photo.id, name: photo.name, thumbnail: thumbnails[photo.path] })), [photos, thumbnails]);

  const open = (next: string) => {
    setSelected(new Set());
    setSearchParams(next ? { path: next } : {});
  };

  const crumbs = path.split('/').filter(Boolean);

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
      {picker.error && <FormAlert status="error">{picker.error}</FormAlert>}
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
                <PhotoCount count={photos.length} more={folder.hasNextPage} known={folder.known.size} />
                <Button size="sm" variant="ghost" onClick={() => void picker.selectAll()}>
                  Select all in this folder
                </Button>
              </Flex>
              <PickerGrid system="dropbox" items={items} selected={selected} onToggle={toggle} onNearEnd={picker.loadMore} loadingMore={folder.isFetchingNextPage} />
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
      <SelectionBar {...picker.selectionBar} />
    </Stack>
  );
}
