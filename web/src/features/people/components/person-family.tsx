import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LoadError } from '../../../components/load-error';
import { useCloseFamily } from '../api/close-family';
import type { CloseRelative } from '../utils/close-family';
import { RelativeRow } from './relative-row';

/**
 * The person's partners, children, and brothers and sisters, with the years of each life, as the
 * family panels of webtrees and Gramps Web list them: the tree's nearest circle without opening the
 * tree. They are linked through events (a marriage, a birth), which is where they are added.
 */
export function PersonFamily({ personId, personName }: { personId: string; personName: string }) {
  const family = useCloseFamily(personId);
  if (family.isPending) return <Skeleton h="10" rounded="md" role="status" aria-label="Loading the family" />;
  if (family.isError) return <LoadError what="the family" error={family.error} onRetry={() => void family.refetch()} />;
  const { partners, children, siblings } = family.data;
  if (partners.length + children.length + siblings.length === 0) {
    return <Text color="fg.muted">No partners, children, brothers or sisters of {personName} in the tree yet. A marriage or a birth in Events links them.</Text>;
  }
  return (
    <Stack gap="4">
      <RelativeGroup title="Partners" relatives={partners} />
      <RelativeGroup title="Children" relatives={children} />
      <RelativeGroup title="Brothers and sisters" relatives={siblings} />
    </Stack>
  );
}

function RelativeGroup({ title, relatives }: { title: string; relatives: readonly CloseRelative[] }) {
  if (relatives.length === 0) return null;
  return (
    <Stack gap="2">
      <Heading as="h3" textStyle="sm" color="fg.muted" fontWeight="semibold">
        {title}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2" aria-label={title}>
        {relatives.map(({ person, note }) => (
          <RelativeRow key={person.key} id={person.key} name={person.name} sex={person.sex} thumbnail={person.person_thumbnail_url[0]} lifeSpan={person.life_span} note={note} />
        ))}
      </Stack>
    </Stack>
  );
}
