import { photoView } from '@heirloom/shared/contracts/media';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onPhotoAdded } from '../../../lib/photo-list-cache';
import { useRealtimeMessages } from '../../../lib/realtime-react';
import { addPhotoToFilteredLists, updatePhotoInLists } from '../api/photo-cache';
import { usePendingFixes } from '../stores/pending-fixes';

/**
 * Keeps the photos on screen current: an image correction's result (realtime photo_updated, spec
 * 000 section 7) replaces the pictures wherever the photo shows, and a finished upload joins the
 * filtered lists it belongs in.
 */
export function usePhotoUpdates(): void {
  const queryClient = useQueryClient();
  const finish = usePendingFixes((state) => state.finish);
  useRealtimeMessages((message) => {
    if (message.type !== 'photo_updated') return;
    const parsed = photoView.safeParse(message.photo);
    if (!parsed.success) return;
    updatePhotoInLists(queryClient, parsed.data);
    finish(parsed.data.id);
  });
  useEffect(() => onPhotoAdded((photo) => addPhotoToFilteredLists(queryClient, photo)), [queryClient]);
}
