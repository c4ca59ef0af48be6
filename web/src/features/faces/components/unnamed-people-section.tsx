import { Badge, Box, Button, HStack, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FaceIcon } from '../../../components/ui/icons';
import { FormAlert } from '../../../components/ui/form-alert';
import { LinkButton } from '../../../components/ui/router-link';
import { SectionCard } from '../../../components/ui/section-card';
import { useFaceAction } from '../api/faces';
import { useUnnamedPeople } from '../api/unnamed-people';
import { FaceNamePicker } from './face-name-picker';

/**
 * The home page's unnamed people (/#unnamed): one face at a time, named by typing (Enter makes
 * the name, or picks the highlighted person from the tree), skipped with Skip. Naming a face
 * names every photo of that person.
 */
export function UnnamedPeopleSection() {
  const unnamed = useUnnamedPeople();
  const action = useFaceAction();
  const [skipped, setSkipped] = useState<string[]>([]);
  const people = unnamed.data?.people ?? [];
  const waiting = people.filter((entry) => !skipped.includes(entry.person.id));
  const current = waiting[0] ?? people[0];

  return (
    <SectionCard anchor="unnamed" title="People to name" description="Faces Heirloom finds in your photos, waiting for a name.">
      {unnamed.isPending ? (
        <HStack justify="center" py="6" role="status" aria-label="Loading the people to name">
          <Spinner />
        </HStack>
      ) : unnamed.isError ? (
        <FormAlert>{unnamed.error.message}</FormAlert>
      ) : !current ? (
        <Stack align="center" textAlign="center" gap="2" py="6" px="4" bg="bg.subtle" rounded="lg">
          <Box color="sage.600">
            <FaceIcon width="10" height="10" />
          </Box>
          <Text fontWeight="semibold">No unnamed people yet</Text>
          <Text color="fg.muted" textStyle="sm" maxW="md">
            When you upload photos, Heirloom groups the faces it finds by person. Anyone it cannot name yet appears here, so you
            can name them once and every photo of them follows.
          </Text>
        </Stack>
      ) : (
        <Stack direction={{ base: 'column', sm: 'row' }} gap="5" align={{ base: 'stretch', sm: 'flex-start' }} data-testid="unnamed-person">
          <Stack align="center" gap="2" flexShrink="0">
            <Image src={current.face.thumbnail_url} alt="A face to name" boxSize={{ base: '32', sm: '36' }} rounded="xl" objectFit="cover" />
            <Text textStyle="sm" color="fg.muted">
              {current.face_count === 1 ? 'In 1 photo' : `In ${current.face_count} photos`}
            </Text>
            {current.is_new && <Badge colorPalette="sage">New</Badge>}
          </Stack>
          <Stack flex="1" gap="3" minW="0">
            <Text fontWeight="semibold">
              Who is this? <Text as="span" color="fg.muted" fontWeight="normal">({people.length === 1 ? '1 person' : `${people.length} people`} to name)</Text>
            </Text>
            <FaceNamePicker
              key={current.person.id}
              busy={action.isPending}
              placeholder="Type their name"
              onChoose={(person) => action.mutate({ kind: 'link', face: current.face, personId: person.id })}
              onCreate={(name) => action.mutate({ kind: 'name-group', personId: current.person.id, name })}
            />
            {action.error && <FormAlert>{action.error.message}</FormAlert>}
            <HStack gap="2" wrap="wrap">
              <Button size="sm" variant="ghost" onClick={() => setSkipped((ids) => (waiting.length > 1 ? [...ids, current.person.id] : []))} disabled={people.length < 2}>
                Skip
              </Button>
              <LinkButton size="sm" variant="ghost" to={`/photos/strip?person=${current.person.id}`}>
                See their photos
              </LinkButton>
            </HStack>
          </Stack>
        </Stack>
      )}
    </SectionCard>
  );
}
