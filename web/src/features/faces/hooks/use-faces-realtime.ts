import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
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
