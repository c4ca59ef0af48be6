import { useQueryClient } from '@tanstack/react-query';
import { addPhotoToLists } from '../../lib/photo-list-cache';
import { isPhotoView } from '../../lib/photo-view';
import { useRealtimeMessages } from '../../lib/realtime-react';

/**
 * A photo another member of the family uploaded joins the photo lists open in this tab as it is
 * processed, as the member's own uploads do (the lists are not read again for it: a long scroll
 * would re-read every page).
 */
export function useFamilyPhotos(): void {
  const queryClient = useQueryClient();
  useRealtimeMessages((message) => {
    if (message.type === 'family_photo_added' && isPhotoView(message.photo)) addPhotoToLists(queryClient, message.photo);
  });
}
