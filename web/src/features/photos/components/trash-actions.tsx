import { Button, HStack, Text } from '@chakra-ui/react';
import type { TrashedPhotoView } from '@heirloom/shared/contracts/trash';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CheckIcon, CloseIcon, TrashIcon } from '../../../components/ui/icons';
import { toaster } from '../../../components/ui/toaster';
import { useDeleteForever, useEmptyTrash, useRestoreTrash } from '../api/trash';
import { createPhotoSelection } from '../stores/selection-store';
import { countOf } from '../utils/format';

/** Recently deleted's own selection: what is selected in the strip is not selected here. */
export const useTrashSelection = createPhotoSelection();

interface TrashActionsProps {
  photos: readonly TrashedPhotoView[];
  /** More pages to load: Select all takes what is shown. */
  hasMore: boolean;
}

/**
 * Recently deleted's toolbar: Select all (or the selection's count), Restore and Delete forever
 * for the selection, and Empty trash for everything; deleting for good asks first.
 */
export function TrashActions({ photos, hasMore }: TrashActionsProps) {
  const selected = useTrashSelection((state) => state.selected);
  const toggle = useTrashSelection((state) => state.toggle);
  const clear = useTrashSelection((state) => state.clear);
  const ids = Object.keys(selected);
  const [confirming, setConfirming] = useState<'forever' | 'empty' | null>(null);
  const restore = useRestoreTrash();
  const forever = useDeleteForever();
  const empty = useEmptyTrash();

  const selectAll = () => {
    for (const photo of photos) if (!(photo.id in selected)) toggle(photo);
  };
  const onRestore = () =>
    restore.mutate(ids, {
      onSuccess: (count) => {
        clear();
        toaster.create({ type: 'success', title: `${countOf(count, 'item')} restored`, description: 'Back in your photos where they were.' });
      },
      onError: (error) => toaster.create({ type: 'error', title: 'Nothing was restored', description: error.message }),
    });
  const closeDialog = (open: boolean) => {
    if (open) return;
    setConfirming(null);
    forever.reset();
    empty.reset();
  };

  return (
    <HStack role="toolbar" aria-label="Recently deleted" gap="2" wrap="wrap" bg={ids.length ? 'brand.50' : undefined} borderWidth="1px" borderColor={ids.length ? 'brand.200' : 'border'} rounded="lg" px="3" py="2">
      {ids.length ? (
        <Text fontWeight="semibold" me="auto" aria-live="polite">
          {countOf(ids.length, 'item')} selected
        </Text>
      ) : (
        <Text color="fg.muted" textStyle="sm" me="auto">
          Select photos to restore them or delete them for good.
        </Text>
      )}
      {ids.length > 0 ? (
        <>
          <Button size={{ base: 'xs', md: 'sm' }} bg="bg.panel" variant="outline" loading={restore.isPending} loadingText="Restoring…" onClick={onRestore}>
            <RotateCcw aria-hidden /> Restore
          </Button>
          <Button size={{ base: 'xs', md: 'sm' }} colorPalette="red" variant="outline" bg="bg.panel" onClick={() => setConfirming('forever')}>
            <TrashIcon /> Delete forever
          </Button>
          <Button size={{ base: 'xs', md: 'sm' }} variant="ghost" onClick={clear}>
            <CloseIcon /> Clear Selections
          </Button>
        </>
      ) : (
        <Button size={{ base: 'xs', md: 'sm' }} variant="outline" onClick={selectAll}>
          <CheckIcon /> {hasMore ? 'Select all shown' : 'Select all'}
        </Button>
      )}
      <Button size={{ base: 'xs', md: 'sm' }} colorPalette="red" variant="ghost" onClick={() => setConfirming('empty')}>
        Empty trash
      </Button>

      <ConfirmDialog
        open={confirming === 'forever'}
        onOpenChange={closeDialog}
        title={`Delete ${countOf(ids.length, 'item')} forever?`}
        confirmLabel="Delete forever"
        busyLabel="Deleting…"
        busy={forever.isPending}
        error={forever.error?.message}
        onConfirm={() =>
          forever.mutate(ids, {
            onSuccess: (count) => {
              setConfirming(null);
              clear();
              toaster.create({ type: 'success', title: `${countOf(count, 'item')} deleted forever` });
            },
          })
        }
      >
        The selected photos and videos and their original files will be deleted for good. This cannot be undone.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'empty'}
        onOpenChange={closeDialog}
        title="Empty Recently deleted?"
        confirmLabel="Empty trash"
        busyLabel="Emptying…"
        busy={empty.isPending}
        error={empty.error?.message}
        onConfirm={() =>
          empty.mutate(undefined, {
            onSuccess: ({ pending }) => {
              setConfirming(null);
              clear();
              toaster.create({ type: 'success', title: 'Recently deleted is empty', description: pending ? 'The last of them are being deleted in the background.' : undefined });
            },
          })
        }
      >
        Everything in Recently deleted and its original files will be removed from Heirloom for good. This cannot be undone.
      </ConfirmDialog>
    </HStack>
  );
}
