import { Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { LinkButton } from '../../../components/ui/router-link';
import { SectionCard } from '../../../components/ui/section-card';
import { useFaceAction } from '../api/faces';
import { useFacesSeenOnce } from '../api/faces-seen-once';
import { FaceNamePicker } from './face-name-picker';

/**
 * Home's 'Who is this?' card (issue 30 item 5): a face seen in one photo only, which matched nobody,
 * one at a time. Picking someone from the tree or typing a new name puts the face with that person,
 * as the family's own choice (regrouping never moves it). Drawn only when there is such a face; once
 * drawn it stays while home is open, so naming the last one ends on a word of thanks, not a jump.
 */
export function FacesSeenOnceSection() {
  const seenOnce = useFacesSeenOnce();
  const action = useFaceAction();
  const [skipped, setSkipped] = useState<string[]>([]);
  const [shown, setShown] = useState(false);
  const faces = seenOnce.data?.pages.flatMap((page) => page.faces) ?? [];
  const waiting = faces.filter((face) => !skipped.includes(face.id));
  const current = waiting[0];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = seenOnce;
  // Skipped past every face read so far: read the next page rather than start over.
  useEffect(() => {
    if (!current && faces.length > 0 && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [current, faces.length, hasNextPage, isFetchingNextPage, fetchNextPage]);
  // Derived state, set while drawing (React's pattern for it): it only ever turns on.
  if (!shown && faces.length > 0) setShown(true);
  if (!shown) return null;

  const skip = () => setSkipped((ids) => (waiting.length > 1 || hasNextPage ? [...ids, current!.id] : []));
  return (
    <SectionCard anchor="who-is-this" title="Who is this?" description="Faces Heirloom found in one photo only. Name them and they join that person.">
      {seenOnce.isError ? (
        <FormAlert>{seenOnce.error.message}</FormAlert>
      ) : !current ? (
        <Text color="fg.muted" textStyle="sm" py="2">
          {hasNextPage ? 'Loading more faces…' : 'Thank you: every face seen once has a name now.'}
        </Text>
      ) : (
        <Stack direction={{ base: 'column', sm: 'row' }} gap="5" align={{ base: 'stretch', sm: 'flex-start' }} data-testid="face-seen-once">
          <Image src={current.thumbnail_url} alt="A face seen in one photo" boxSize={{ base: '32', sm: '36' }} rounded="xl" objectFit="cover" alignSelf={{ base: 'center', sm: 'flex-start' }} flexShrink="0" />
          <Stack flex="1" gap="3" minW="0">
            <FaceNamePicker
              key={current.id}
              busy={action.isPending}
              placeholder="Type their name"
              onChoose={(person) => action.mutate({ kind: 'link', face: current, personId: person.id })}
              onCreate={(name) => action.mutate({ kind: 'create', face: current, name })}
            />
            {action.error && <FormAlert>{action.error.message}</FormAlert>}
            <HStack gap="2" wrap="wrap">
              <Button size="sm" variant="ghost" onClick={skip} disabled={waiting.length < 2 && !hasNextPage}>
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
