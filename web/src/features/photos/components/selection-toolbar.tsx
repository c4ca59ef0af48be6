import { Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { CloseIcon, TrashIcon } from '../../../components/ui/icons';
import { EditIcon, HeartIcon } from '../../../components/ui/more-icons';
import { toaster } from '../../../components/ui/toaster';
import { useQueryClient } from '@tanstack/react-query';
import { useDeletePhotos } from '../api/delete-photos';
import { useFavoritePhotos } from '../api/favorite-photo';
import { showDeletedNotice } from './deleted-notice';
import { useViewer } from '../hooks/viewer';
import { canDeleteSelection, usePhotoSelection } from '../stores/selection-store';
import { countOf } from '../utils/format';
import { TRASH_DAYS } from '@heirloom/shared/rules/trash';
import { BulkUpdateDialog } from './bulk-update-dialog';
import { DownloadSelectionButton } from './download-selection-button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { STICKY_BELOW_HEADER } from '../../../hooks/use-header-scroll-padding';
import { NOT_YOURS, useFamilyRights } from '../../../lib/family-role';

/**
 * Shown while photos are selected (spec 000 section 2): Update Selected Items, Delete selected
 * Items (only when the viewer uploaded every one of them, section 6) and Clear Selections; and, as
 * in Google Photos, Add to favourites (any member may), or Remove from favourites on the
 * Favourites list (`inFavorites`), and Download (any member may).
 */
export function SelectionToolbar({ inFavorites = false }: { inFavorites?: boolean }) {
  const viewer = useViewer();
  const selected = usePhotoSelection((state) => state.selected);
  const clear = usePhotoSelection((state) => state.clear);
  const [updating, setUpdating] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const remove = useDeletePhotos();
  const star = useFavoritePhotos();
  const queryClient = useQueryClient();
  const rights = useFamilyRights();
  const ids = Object.keys(selected);
  const hasSelection = ids.length > 0;
  const dialogOpen = updating || confirmingDelete;
  // Escape clears the selection, as in Google Photos: not while a dialog (which Escape closes) or a field has the key.
  useEffect(() => {
    if (!hasSelection || dialogOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest('input, textarea, select, [role="dialog"], [role="alertdialog"]')) return;
      clear();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [hasSelection, dialogOpen, clear]);
  if (!hasSelection && !dialogOpen) return null;
  const mayDelete = canDeleteSelection(selected, viewer.userId);
  // Bulk edits change others' photos too: for the family's admins, or when the viewer uploaded every one.
  const mayUpdate = mayDelete || (rights.ready && Object.values(selected).every((uploader) => rights.mayChange(uploader)));
  const othersUploaded = Object.values(selected).filter((uploader) => uploader !== viewer.userId).length;

  return (
    <HStack
      role="toolbar"
      aria-label="Selected photos"
      position="sticky"
      top={STICKY_BELOW_HEADER}
      zIndex="docked"
      bg="brand.50"
      borderWidth="1px"
      borderColor="brand.200"
      rounded="lg"
      shadow="sm"
      px="3"
      py="2"
      gap="2"
      wrap="wrap"
      mb="3"
    >
      <Text fontWeight="semibold" me="auto" aria-live="polite">
        {countOf(ids.length, 'item')} selected
      </Text>
      {mayUpdate ? (
        <Button size={{ base: 'xs', md: 'sm' }} bg="bg.panel" variant="outline" onClick={() => setUpdating(true)}>
          <EditIcon /> Update Selected Items
        </Button>
      ) : (
        <Text textStyle="xs" color="fg.muted" data-testid="not-yours">
          {NOT_YOURS.photos}
        </Text>
      )}
      <Button
        size={{ base: 'xs', md: 'sm' }}
        bg="bg.panel"
        variant="outline"
        loading={star.isPending}
        onClick={() =>
          star.mutate(
            { ids, favorite: !inFavorites },
            {
              onSuccess: () => {
                clear();
                toaster.create({ type: 'success', title: `${countOf(ids.length, 'item')} ${inFavorites ? 'removed from' : 'added to'} favourites` });
              },
              onError: (error) => toaster.create({ type: 'error', title: inFavorites ? 'Nothing was removed from favourites' : 'Nothing was added to favourites', description: error.message }),
            },
          )
        }
      >
        <HeartIcon /> {inFavorites ? 'Remove from favourites' : 'Add to favourites'}
      </Button>
      {/* Once the download has started (or its zip is being prepared, in the download panel) the selection has done its job. */}
      <DownloadSelectionButton ids={ids} onStarted={clear} />
      {mayDelete ? (
        <Button size={{ base: 'xs', md: 'sm' }} colorPalette="red" variant="outline" bg="bg.panel" onClick={() => setConfirmingDelete(true)}>
          <TrashIcon /> Delete selected Items
        </Button>
      ) : (
        // Why Delete is not offered, where it would be (the reason for Update is given above when it is not offered either).
        mayUpdate && (
          <Text textStyle="xs" color="fg.muted" data-testid="not-yours-to-delete">
            {othersUploaded === ids.length ? 'Someone else uploaded these' : `${countOf(othersUploaded, 'item')} of these ${othersUploaded === 1 ? 'was' : 'were'} uploaded by someone else`}: only the person who uploaded a photo can delete it.
          </Text>
        )
      )}
      <Button size={{ base: 'xs', md: 'sm' }} variant="ghost" onClick={clear}>
        <CloseIcon /> Clear Selections
      </Button>
      {/* Saved, the photos may have left the list shown (a date given on No Date): the selection ends, as after Delete. */}
      <BulkUpdateDialog ids={ids} open={updating} onOpenChange={setUpdating} onUpdated={clear} />
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={(open) => {
          setConfirmingDelete(open);
          if (!open) remove.reset();
        }}
        title={`Delete ${countOf(ids.length, 'item')}?`}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={remove.isPending}
        error={remove.error?.message}
        onConfirm={() =>
          remove.mutate(ids, {
            onSuccess: () => {
              setConfirmingDelete(false);
              clear();
              showDeletedNotice(queryClient, `${countOf(ids.length, 'item')} deleted`, ids);
            },
          })
        }
      >
        The selected photos and videos leave Heirloom for everyone and wait in your Recently deleted for {TRASH_DAYS} days, where you can restore them. Then they are deleted for good.
      </ConfirmDialog>
    </HStack>
  );
}
