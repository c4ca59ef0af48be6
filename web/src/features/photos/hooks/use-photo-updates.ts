import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onPhotoAdded } from '../../../lib/photo-list-cache';
import { isPhotoView } from '../../../lib/photo-view';
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
    if (!isPhotoView(message.photo)) return;
    updatePhotoInLists(queryClient, message.photo);
    finish(message.photo.id);
  });
  useEffect(() => onPhotoAdded((photo) => addPhotoToFilteredLists(queryClient, photo)), [queryClient]);
}
