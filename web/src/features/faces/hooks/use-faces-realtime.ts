import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isPhotoView } from '../../../lib/photo-view';
import { useRealtimeMessages } from '../../../lib/realtime-react';
import { useUnnamedPeopleStore } from '../../../lib/unnamed-people-store';
import { faceKeys, useAnnounceUnnamed, useUnnamedPeople } from '../api/unnamed-people';

/**
 * While signed in: faces found in a photo refresh what shows faces, and people made from faces
 * that nobody has named yet are announced once by the snackbar ('You have N new unnamed
 * people to name'), whether they were made while this tab was open or before it was.
 */
export function useFacesRealtime(): void {
  const queryClient = useQueryClient();
  const unnamed = useUnnamedPeople();
  const announce = useAnnounceUnnamed();
  const addUnnamed = useUnnamedPeopleStore((state) => state.addUnnamed);

  useRealtimeMessages((message) => {
    // A photo drawn again (a turn turns its faces too): its faces are read again.
    if (message.type === 'photo_updated' && isPhotoView(message.photo)) void queryClient.invalidateQueries({ queryKey: faceKeys.photo(message.photo.id) });
    if (message.type !== 'faces_found') return;
    void queryClient.invalidateQueries({ queryKey: faceKeys.photo(message.photo_id) });
    // New faces may have joined an unnamed person (their photo counts) or made new ones.
    void queryClient.invalidateQueries({ queryKey: faceKeys.unnamed });
    // Or stayed alone: home's 'Who is this?' card offers them.
    void queryClient.invalidateQueries({ queryKey: faceKeys.seenOnce });
  });

  const fresh = (unnamed.data?.people ?? []).filter((entry) => entry.is_new).map((entry) => entry.person.id);
  const freshKey = fresh.join(',');
  const { mutate } = announce;
  useEffect(() => {
    if (!freshKey) return;
    const ids = freshKey.split(',');
    addUnnamed(ids.length);
    mutate(ids);
  }, [freshKey, addUnnamed, mutate]);
}
