import type { PhotoView } from '@heirloom/shared/contracts/media';
import { TRASH_DAYS } from '@heirloom/shared/rules/trash';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeletePhotos } from '../api/delete-photos';
import { usePhotoSelection } from '../stores/selection-store';
import { showDeletedNotice } from './deleted-notice';

interface DeletePhotoButtonProps {
  photo: Pick<PhotoView, 'id' | 'image_type'>;
  /** The button that asks; it calls `ask` (the details panel's labelled button, the viewer's round one). */
  trigger: (ask: () => void) => ReactNode;
  /** After the photo went to Recently deleted. */
  onDeleted?: (id: string) => void;
  /** The Delete key asks too (the viewer's button, as in Immich's and Google Photos' viewers). */
  deleteKey?: boolean;
}

/**
 * Delete one photo or video, confirmed: it goes to Recently deleted for everyone, with an Undo
 * notice. Only the uploader is offered it (the server refuses anyone else).
 */
export function DeletePhotoButton({ photo, trigger, onDeleted, deleteKey = false }: DeletePhotoButtonProps) {
  const remove = useDeletePhotos();
  const queryClient = useQueryClient();
  const dropFromSelection = usePhotoSelection((state) => state.drop);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (!deleteKey) return;
    const onKey = (event: KeyboardEvent) => {
      // Not while typing (a caption in the details panel), nor when something else took the key.
      if (event.key !== 'Delete' || event.defaultPrevented || (event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [contenteditable="true"]'))) return;
      event.preventDefault();
      setConfirming(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [deleteKey]);
  const isVideo = photo.image_type === 'video';
  return (
    <>
      {trigger(() => setConfirming(true))}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={isVideo ? 'Delete this video?' : 'Delete this photo?'}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={remove.isPending}
        error={remove.error?.message}
        // Awaited rather than given to mutate(): the deleted photo leaves the lists as the server
        // answers, which can unmount this button (the viewer's bar is drawn for the photo shown)
        // before mutate's own callbacks run, and they never run for an unmounted caller.
        onConfirm={() =>
          void remove.mutateAsync([photo.id]).then(
            () => {
              setConfirming(false);
              dropFromSelection([photo.id]);
              showDeletedNotice(queryClient, isVideo ? 'Video deleted' : 'Photo deleted', [photo.id]);
              onDeleted?.(photo.id);
            },
            // The dialog shows remove.error and stays open for another try.
            () => undefined,
          )
        }
      >
        {isVideo ? 'The video' : 'The photo'} leaves Heirloom for everyone and waits in your Recently deleted for {TRASH_DAYS} days, where you can restore it. Then it is deleted for good.
      </ConfirmDialog>
    </>
  );
}
