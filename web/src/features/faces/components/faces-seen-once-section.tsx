import { Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { FaceView } from '@heirloom/shared/contracts/faces';
import { useEffect, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { LinkButton } from '../../../components/ui/router-link';
import { SectionCard } from '../../../components/ui/section-card';
import { useFaceAction } from '../api/faces';
import { useFacesSeenOnce } from '../api/faces-seen-once';
import { FaceNamePicker } from './face-name-picker';

/**
 * Home's 'Who is this?' card (issue 30 item 5): a face nobody is named on yet (seen in one photo
 * only, unlinked by the family, or kept apart from a person by dates), one at a time. Picking someone
 * from the tree or typing a new name puts the face with that person, as the family's own choice
 * (regrouping never moves it). Drawn only when there is such a face; once drawn it stays while home
 * is open, so naming the last one ends on a word of thanks, not a jump.
 */
export function FacesSeenOnceSection() {
  const seenOnce = useFacesSeenOnce();
  const action = useFaceAction();
  // Faces named or skipped here: the list may still hold them until it is read again.
  const [passed, setPassed] = useState<string[]>([]);
  const [skippedAny, setSkippedAny] = useState(false);
  // The face being named stays until it is named or skipped: uploads refetch the list (newest
  // first) on every 'faces_found', and swapping the face would also clear what was typed.
  const [pinned, setPinned] = useState<FaceView | null>(null);
  const [shown, setShown] = useState(false);
  const faces = seenOnce.data?.pages.flatMap((page) => page.faces) ?? [];
  const waiting = faces.filter((face) => !passed.includes(face.id));
  // Derived state, set while drawing (React's pattern for it): pin the next face when none is.
  if (!pinned && waiting[0]) setPinned(waiting[0]);
  // Its latest copy when the list still has it (a fresh thumbnail address), else the one pinned.
  const current = pinned ? (faces.find((face) => face.id === pinned.id) ?? pinned) : waiting[0];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = seenOnce;
  // Skipped past every face read so far: read the next page rather than start over.
  useEffect(() => {
    if (!current && faces.length > 0 && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [current, faces.length, hasNextPage, isFetchingNextPage, fetchNextPage]);
  // Derived state, set while drawing (React's pattern for it): it only ever turns on.
  if (!shown && faces.length > 0) setShown(true);
  if (!shown) return null;

  const moveOn = (faceId: string) => {
    setPassed((ids) => [...ids, faceId]);
    setPinned(null);
  };
  // The last face can be skipped too (a face the detector saw in a chart, on someone else's photo,
  // which only its uploader may forget): the card then says there is nothing more for now.
  const skip = (faceId: string) => {
    setSkippedAny(true);
    moveOn(faceId);
  };
  return (
    <SectionCard anchor="who-is-this" title="Who is this?" description="Nobody is named on these faces yet. Name one and it joins that person.">
      {seenOnce.isError ? (
        <FormAlert>{seenOnce.error.message}</FormAlert>
      ) : !current ? (
        <Text color="fg.muted" textStyle="sm" py="2">
          {hasNextPage ? 'Loading more faces…' : skippedAny ? 'No more faces to name for now.' : 'Thank you: every face here has a name now.'}
        </Text>
      ) : (
        <Stack direction={{ base: 'column', sm: 'row' }} gap="5" align={{ base: 'stretch', sm: 'flex-start' }} data-testid="face-seen-once">
          <Image src={current.thumbnail_url} alt="A face nobody is named on yet" boxSize={{ base: '32', sm: '36' }} rounded="xl" objectFit="cover" alignSelf={{ base: 'center', sm: 'flex-start' }} flexShrink="0" />
          <Stack flex="1" gap="3" minW="0">
            <FaceNamePicker
              key={current.id}
              busy={action.isPending}
              placeholder="Type their name"
              onChoose={(person) => action.mutate({ kind: 'link', face: current, personId: person.id }, { onSuccess: () => moveOn(current.id) })}
              onCreate={(name) => action.mutate({ kind: 'create', face: current, name }, { onSuccess: () => moveOn(current.id) })}
            />
            {action.error && <FormAlert>{action.error.message}</FormAlert>}
            <HStack gap="2" wrap="wrap">
              <Button size="sm" variant="ghost" onClick={() => skip(current.id)}>
                Skip
              </Button>
              <LinkButton size="sm" variant="ghost" to={`/photo/${current.image_id}`}>
                See the photo
              </LinkButton>
            </HStack>
          </Stack>
        </Stack>
      )}
    </SectionCard>
  );
}
