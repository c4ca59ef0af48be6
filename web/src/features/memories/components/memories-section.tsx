import { Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import type { MemoriesResponse, PeopleMemory } from '@heirloom/shared/contracts/memories';
import { AvatarBadge } from '../../../components/ui/avatar-badge';
import { FormAlert } from '../../../components/ui/form-alert';
import { FaceIcon, PlayIcon } from '../../../components/ui/icons';
import { CakeIcon, HeartIcon } from '../../../components/ui/more-icons';
import { AppLink } from '../../../components/ui/router-link';
import { SectionCard } from '../../../components/ui/section-card';
import { objectPositionOf, squareCropFor } from '../../../lib/square-crop';
import { useMemories } from '../api/memories';

/** A day's photos in the order the slideshow shows them, each with what it is remembered for. */
export interface MemoryReel {
  photos: PhotoView[];
  captions: ReadonlyMap<string, string>;
}

export function memoryReel(memories: MemoriesResponse): MemoryReel {
  const photos: PhotoView[] = [];
  const captions = new Map<string, string>();
  const add = (photo: PhotoView, caption: string) => {
    if (captions.has(photo.id)) return;
    captions.set(photo.id, caption);
    photos.push(photo);
  };
  for (const memory of memories.people) for (const photo of memory.photos) add(photo, memory.title);
  for (const year of memories.on_this_day) for (const photo of year.photos) add(photo, year.title);
  return { photos, captions };
}

const dayInWords = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/**
 * Memories on home (issue 34): photos taken on this day in earlier years, the family tree's
 * birthdays and anniversaries with those people's photos, and the first photos of someone named
 * in the last few days. Hidden on a day with nothing to recall.
 * `onPlay` opens the day's slideshow at a photo (the app draws it: features never import each other).
 */
export function MemoriesSection({ date, onPlay }: { date: string; onPlay: (reel: MemoryReel, startAt: number) => void }) {
  const memories = useMemories(date);
  if (memories.isError) {
    return (
      <FormAlert title="Today’s memories could not be loaded">
        <Stack gap="2" align="flex-start">
          {memories.error.message}
          <Button size="sm" variant="outline" onClick={() => void memories.refetch()}>
            Try again
          </Button>
        </Stack>
      </FormAlert>
    );
  }
  if (!memories.data || (!memories.data.on_this_day.length && !memories.data.people.length)) return null;
  const reel = memoryReel(memories.data);
  const play = (photo?: PhotoView) => onPlay(reel, photo ? Math.max(0, reel.photos.findIndex((p) => p.id === photo.id)) : 0);

  return (
    <SectionCard
      anchor="memories"
      title="On this day"
      description={`What your family’s photos and tree remember on ${dayInWords(date)}.`}
      actions={
        reel.photos.length > 0 && (
          <Button size="sm" variant="outline" onClick={() => play()}>
            <PlayIcon /> Play slideshow
          </Button>
        )
      }
    >
      <Stack gap="5">
        {memories.data.people.map((memory) => (
          <PeopleMemoryRow key={memory.event_id} memory={memory} onOpen={play} />
        ))}
        {memories.data.on_this_day.map((year) => (
          <Box key={year.year} as="section" aria-label={year.title}>
            <Text fontWeight="semibold">
              {year.title}{' '}
              <Text as="span" color="fg.muted" fontWeight="normal">
                · {year.year}
              </Text>
            </Text>
            <Thumbnails photos={year.photos} label={year.title} onOpen={play} />
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
}

const KIND_ICONS = { birthday: CakeIcon, anniversary: HeartIcon, first_photos: FaceIcon } as const;

function PeopleMemoryRow({ memory, onOpen }: { memory: PeopleMemory; onOpen: (photo: PhotoView) => void }) {
  const Icon = KIND_ICONS[memory.kind];
  return (
    <Box as="section" aria-label={memory.title}>
      <HStack gap="3" align="center" wrap="wrap">
        <Icon color="pink.500" aria-hidden />
        <Text fontWeight="semibold" flex="1" minW="0">
          {memory.title}
        </Text>
        <HStack gap="-2">
          {memory.people.map((person) => (
            <AppLink key={person.id} to={`/person/${person.id}`} rounded="full">
              <AvatarBadge size="sm" name={person.name} src={person.person_thumbnail_url} borderWidth="2px" borderColor="bg.panel" aria-hidden />
              <Text srOnly>{person.name}</Text>
            </AppLink>
          ))}
        </HStack>
      </HStack>
      {memory.photos.length > 0 && <Thumbnails photos={memory.photos} label={memory.title} onOpen={onOpen} />}
    </Box>
  );
}

/** A row of square thumbnails that scrolls sideways on a phone; each opens the slideshow there. */
function Thumbnails({ photos, label, onOpen }: { photos: readonly PhotoView[]; label: string; onOpen: (photo: PhotoView) => void }) {
  return (
    <HStack as="ul" gap="2" mt="2" overflowX="auto" pb="1" listStyleType="none" aria-label={`Photos: ${label}`}>
      {photos.map((photo, index) => (
        <chakra.li key={photo.id} flexShrink="0">
          <chakra.button
            type="button"
            onClick={() => onOpen(photo)}
            aria-label={`${label}: photo ${index + 1} of ${photos.length}${photo.date_taken ? `, ${photo.date_taken}` : ''}`}
            display="block"
            boxSize={{ base: '20', md: '24' }}
            rounded="lg"
            overflow="hidden"
            bg="bg.muted"
            _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
          >
            <chakra.img src={photo.thumbnail_urls['300']} alt="" loading="lazy" w="full" h="full" objectFit="cover" objectPosition={objectPositionOf(squareCropFor(photo.width, photo.height, []))} />
          </chakra.button>
        </chakra.li>
      ))}
    </HStack>
  );
}
