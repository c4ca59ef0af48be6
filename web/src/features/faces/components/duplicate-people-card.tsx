import { HStack, Stack, Text } from '@chakra-ui/react';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { useQuery } from '@tanstack/react-query';
import { MergeIcon } from '../../../components/ui/icons';
import { LinkButton } from '../../../components/ui/router-link';
import { api } from '../../../lib/api-client';

/** The people list's merge suggestions: people with the same names and birth year, to compare and merge. */
export function DuplicatePeopleCard() {
  const pairs = useQuery({ queryKey: ['family', 'duplicates'], queryFn: ({ signal }) => api(endpoints.getDuplicatePeople, { signal }), staleTime: 60_000 }).data?.pairs ?? [];
  if (!pairs.length) return null;
  return (
    <Stack gap="2" p="4" mb="4" borderWidth="1px" borderColor="border" rounded="lg" bg="bg.panel" aria-label="Possible duplicates" role="region">
      <HStack gap="2">
        <MergeIcon />
        <Text fontWeight="semibold">Possibly the same person</Text>
      </HStack>
      {pairs.slice(0, 5).map(({ person1, person2 }) => (
        <HStack key={`${person1.id}-${person2.id}`} gap="3" justify="space-between" wrap="wrap">
          <Text textStyle="sm">
            {person1.name} and {person2.name} have the same name and birth year.
          </Text>
          <LinkButton size="xs" variant="outline" to={`/person_merge?${new URLSearchParams({ person_id1: person1.id, person_id2: person2.id })}`}>
            Compare
          </LinkButton>
        </HStack>
      ))}
    </Stack>
  );
}
