import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { LinkButton } from '../../../components/ui/router-link';
import { useDismissDuplicate, useDuplicates } from '../api/duplicates';

/**
 * Beside the people list: people who are probably the same person, found when a relative's tree
 * joined the family's. Compare opens the merge of the two; nothing is ever merged without a choice.
 */
export function DuplicateSuggestions() {
  const duplicates = useDuplicates();
  const dismiss = useDismissDuplicate();
  const pairs = duplicates.data?.duplicates ?? [];
  if (!pairs.length) return null;
  return (
    <Box as="section" aria-labelledby="duplicates-heading" borderWidth="1px" borderColor="orange.200" bg="orange.50" rounded="xl" p="4" mb="4">
      <Heading id="duplicates-heading" as="h2" textStyle="md" fontWeight="semibold">
        Possibly the same person
      </Heading>
      <Text textStyle="sm" color="fg.muted" mt="1">
        These people may be in your family tree twice: compare them, and merge them if they are one person.
      </Text>
      <Stack as="ul" listStyleType="none" gap="3" mt="3">
        {pairs.map((pair) => (
          <Stack as="li" key={pair.id} gap="2">
            <Text fontWeight="medium">
              {pair.name}
              {pair.birth ? `, born ${pair.birth}` : ''}
            </Text>
            <HStack gap="2" wrap="wrap">
              <LinkButton size="xs" colorPalette="brand" to={`/person_merge?${new URLSearchParams({ person_id1: pair.person_id1, person_id2: pair.person_id2 })}`}>
                Compare
              </LinkButton>
              <Button size="xs" variant="outline" loading={dismiss.isPending && dismiss.variables === pair.id} onClick={() => dismiss.mutate(pair.id)}>
                Not the same person
              </Button>
            </HStack>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
