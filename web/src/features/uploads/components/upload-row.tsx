import { Box, Button, chakra, Circle, Flex, HStack, IconButton, Portal, Text } from '@chakra-ui/react';
import { formatBytes } from '@heirloom/shared/rules/format-bytes';
import { memo, useState } from 'react';
import { Menu } from '../../../components/ui/chakra/menu';
import { toaster } from '../../../components/ui/toaster';
import { AlertIcon, CheckIcon, CloseIcon } from '../../../components/ui/icons';
import { RetryIcon } from '../../../components/ui/more-icons';
import { AppLink } from '../../../components/ui/router-link';
import { cancelImport, isCancellableImport, removeUpload, retryUpload, type UploadEntry } from '../stores/upload-queue';
import { archiveFailures, archivePercent, archiveStatusLine } from '../utils/archive-status';
import { copyNotice, processedItemPath, processedPhoto } from '../utils/processed-item';
import { KIND_ICONS, KIND_LABELS } from './upload-icons';

/** Height of one row, for the virtual list. */
export const UPLOAD_ROW_HEIGHT = 76;

export const uploadPercent = (entry: Pick<UploadEntry, 'sent' | 'size'>): number =>
  entry.size > 0 ? Math.min(100, Math.floor((entry.sent / entry.size) * 100)) : 0;

const PROCESSING_TEXT: Record<UploadEntry['kind'], string> = {
  image: 'Processing: making thumbnails',
  video: 'Processing: preparing the video',
  pdf: 'Processing: reading the pages',
  gedcom: 'Processing: importing the tree',
  archive: 'Processing: importing the photos',
};

/** The row's second line: size (or bytes sent) and the state in words. */
export function statusLine(entry: UploadEntry): string {
  const archive = archiveStatusLine(entry);
  if (archive) return `${formatBytes(entry.size)} · ${archive}`;
  switch (entry.status) {
    case 'queued':
      return `${formatBytes(entry.size)} · Waiting`;
    case 'uploading':
      return entry.sent === 0
        ? `${formatBytes(entry.size)} · Starting`
        : `${formatBytes(entry.sent)} of ${formatBytes(entry.size)} · Uploading ${uploadPercent(entry)}%`;
    case 'processing':
      if (entry.cancelling) return `${formatBytes(entry.size)} · ${entry.cancelling === 'remove' ? 'Stopping, then removing what it added' : 'Stopping, keeping what it added'}`;
      return `${formatBytes(entry.size)} · ${PROCESSING_TEXT[entry.kind]}`;
    case 'complete': {
      const notice = copyNotice(entry.item);
      // The same family-tree file again: its import is the one before (its report is a click away).
      if (notice.already_stored) return `${formatBytes(entry.size)} · ${entry.kind === 'gedcom' ? 'Already imported: nothing new in it' : 'Already in your library'}`;
      if (notice.copy_of) return `${formatBytes(entry.size)} · Complete · ${notice.copy_of.exact ? 'Same file as a family photo' : 'Copy of a family photo'}`;
      return `${formatBytes(entry.size)} · Complete`;
    }
    case 'error':
      return `${formatBytes(entry.size)} · Failed`;
  }
}

/** One file in the upload sheet: picture, name, size, progress, state, and Retry when it failed. */
export const UploadRow = memo(function UploadRow({ entry, as = 'li' }: { entry: UploadEntry; as?: 'li' | 'div' }) {
  const path = entry.status === 'complete' ? processedItemPath(entry.item) : null;
  return (
    <Flex as={as} gap="3" align="center" h={`${UPLOAD_ROW_HEIGHT}px`} px={{ base: '4', md: '5' }} data-status={entry.status} data-upload-row="">
      <UploadThumb entry={entry} />
      <Box flex="1" minW="0">
        {path ? (
          <AppLink to={path} display="block" fontWeight="medium" truncate title={entry.name} color="fg">
            {entry.name}
          </AppLink>
        ) : (
          <Text fontWeight="medium" truncate title={entry.name}>
            {entry.name}
          </Text>
        )}
        {entry.status === 'error' ? (
          // Why it failed, whole on a phone too: two lines, in the room the bar takes in other rows.
          <Text textStyle="xs" color="red.700" lineClamp={2} title={entry.error ?? undefined}>
            {entry.error ? `${statusLine(entry)}: ${entry.error}` : statusLine(entry)}
          </Text>
        ) : (
          <Text textStyle="xs" color="fg.muted" truncate>
            {statusLine(entry)}
          </Text>
        )}
        {entry.status === 'error' ? null : entry.status === 'complete' && archiveFailures(entry).length ? (
          <ArchiveFailures entry={entry} />
        ) : entry.status === 'complete' && copyNotice(entry.item).copy_of ? (
          // Kept, not refused: which copy is better is for a person to choose, side by side.
          <AppLink to="/duplicates" textStyle="xs" display="inline-block" mt="0.5" color="brand.700" data-part="copy-notice">
            Review duplicates
          </AppLink>
        ) : (
          <UploadBar entry={entry} />
        )}
      </Box>
      <RowAction entry={entry} />
    </Flex>
  );
});

/** The files of an archive that could not be imported, by name, each with its reason on hover. */
function ArchiveFailures({ entry }: { entry: UploadEntry }) {
  const failures = archiveFailures(entry);
  const names = failures.map((failure) => failure.name.slice(failure.name.lastIndexOf('/') + 1));
  return (
    <Text textStyle="xs" color="red.700" lineClamp={1} mt="0.5" title={failures.map((failure) => `${failure.name}: ${failure.message}`).join('\n')} data-part="archive-failures">
      Not imported: {names.join(', ')}
    </Text>
  );
}

function UploadBar({ entry }: { entry: UploadEntry }) {
  if (entry.status === 'complete') return null;
  const counted = entry.status === 'processing' ? archivePercent(entry) : null;
  const processing = entry.status === 'processing' && counted === null;
  const percent = processing ? 100 : (counted ?? uploadPercent(entry));
  return (
    <Box
      role="progressbar"
      aria-label={`${entry.name}: ${processing ? 'processing' : counted !== null ? 'import progress' : 'upload progress'}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={processing ? undefined : percent}
      h="1.5"
      mt="1.5"
      rounded="full"
      bg="gray.200"
      overflow="hidden"
    >
      <Box
        h="full"
        w={`${percent}%`}
        rounded="full"
        bg={processing ? 'orange.400' : counted !== null ? 'sage.500' : 'brand.500'}
        transition="width 0.25s ease-out"
        animation={processing ? 'pulse 1.4s ease-in-out infinite' : undefined}
      />
    </Box>
  );
}

function RowAction({ entry }: { entry: UploadEntry }) {
  if (entry.status === 'complete') {
    return (
      <Circle size="7" bg="sage.100" color="sage.700" flexShrink={0}>
        <CheckIcon width="4" height="4" />
      </Circle>
    );
  }
  if (entry.status === 'error') {
    return (
      <HStack gap="1" flexShrink={0}>
        {entry.retryable && (
          <Button size="xs" variant="outline" onClick={() => retryUpload(entry.id)} aria-label={`Retry ${entry.name}`}>
            <RetryIcon /> Retry
          </Button>
        )}
        <IconButton size="xs" variant="ghost" aria-label={`Remove ${entry.name}`} title="Remove from the list" onClick={() => removeUpload(entry.id)}>
          <CloseIcon />
        </IconButton>
      </HStack>
    );
  }
  if (isCancellableImport(entry)) return <CancelImportMenu entry={entry} />;
  if (entry.status === 'processing') return <Box w="7" flexShrink={0} />;
  return (
    <IconButton size="xs" variant="ghost" flexShrink={0} aria-label={`Cancel ${entry.name}`} title="Cancel this upload" onClick={() => removeUpload(entry.id)}>
      <CloseIcon />
    </IconButton>
  );
}

/**
 * A running archive or tree import can be stopped: what it already added stays, or goes, as the
 * person chooses (the server stops it at its next slice, or within a second for a tree).
 */
function CancelImportMenu({ entry }: { entry: UploadEntry }) {
  const [busy, setBusy] = useState(false);
  const what = entry.kind === 'archive' ? 'photos' : 'people';
  const stop = async (added: 'keep' | 'remove') => {
    setBusy(true);
    try {
      await cancelImport(entry.id, added);
    } catch (error) {
      toaster.create({ type: 'error', title: 'Could not cancel the import', description: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button size="xs" variant="outline" flexShrink={0} loading={busy} disabled={Boolean(entry.cancelling)} aria-label={`Cancel importing ${entry.name}`}>
          {entry.cancelling ? 'Stopping' : 'Cancel'}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="keep" onClick={() => void stop('keep')}>
              Stop, keep the {what} already added
            </Menu.Item>
            <Menu.Item value="remove" onClick={() => void stop('remove')} color="fg.error">
              Stop and remove the {what} already added
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/**
 * The finished photo's 64 px thumbnail over its blurred placeholder; before that, the file itself
 * when the browser can draw it, else an icon for its kind. A failed file gets a warning badge.
 */
function UploadThumb({ entry }: { entry: UploadEntry }) {
  const photo = processedPhoto(entry.item);
  const Icon = KIND_ICONS[entry.kind];
  // A damaged or empty file has a preview URL the browser cannot draw: its kind's icon stands in.
  const [previewBroken, setPreviewBroken] = useState(false);
  return (
    <Box
      position="relative"
      boxSize="12"
      flexShrink={0}
      rounded="md"
      overflow="hidden"
      bg={entry.status === 'error' ? 'red.50' : 'brand.50'}
      borderWidth="1px"
      borderColor="border.muted"
      bgImage={photo?.placeholder ? `url("${photo.placeholder}")` : undefined}
      bgSize="cover"
      bgPos="center"
    >
      {photo ? (
        <chakra.img src={photo.thumbnail_urls['64']} alt="" data-part="thumbnail" w="full" h="full" objectFit="cover" decoding="async" loading="lazy" />
      ) : entry.preview && !previewBroken ? (
        <chakra.img
          src={entry.preview}
          alt=""
          data-part="preview"
          w="full"
          h="full"
          objectFit="cover"
          decoding="async"
          loading="lazy"
          opacity={entry.status === 'error' ? 0.5 : 0.8}
          onError={() => setPreviewBroken(true)}
        />
      ) : (
        <Flex w="full" h="full" align="center" justify="center" color={entry.status === 'error' ? 'red.600' : 'brand.600'} title={KIND_LABELS[entry.kind]}>
          <Icon width="6" height="6" />
        </Flex>
      )}
      {photo?.image_type === 'video' && (
        <Box position="absolute" bottom="0.5" right="0.5" px="1" rounded="sm" bg="blackAlpha.700" color="white" textStyle="2xs" fontWeight="semibold">
          Video
        </Box>
      )}
      {entry.status === 'error' && (
        <Circle position="absolute" top="0.5" right="0.5" size="5" bg="red.600" color="white">
          <AlertIcon width="3" height="3" aria-label="Failed" />
        </Circle>
      )}
    </Box>
  );
}
