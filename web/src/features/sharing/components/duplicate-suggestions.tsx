import { Box, Button, Group, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { DuplicateReason, DuplicatesResponse } from '@heirloom/shared/contracts/sharing';
import { useState } from 'react';
import { AvatarBadge } from '../../../components/ui/avatar-badge';
import { LinkButton } from '../../../components/ui/router-link';
import { NOT_YOURS, useFamilyRights } from '../../../lib/family-role';
import { readableDate } from '../../../lib/gedcom-display';
import { useDismissDuplicate, useDuplicates } from '../api/duplicates';

type Pair = DuplicatesResponse['duplicates'][number];

/** Why a pair is offered, in the family's words; an imported birth date is read as elsewhere ('BEF 1858' is 'before 1858'). */
export function duplicateReasonText(pair: Pick<Pair, 'reason' | 'birth'>): string {
  const birth = pair.birth ? readableDate(pair.birth) : '';
  const reasons: Record<DuplicateReason, string> = {
    same_name: birth ? `Same name, both born in ${birth}` : 'Same name, and no birth recorded for either',
    faces: 'Their faces look alike: one person’s photos may be split in two',
    trees_met: birth ? `Your trees met: same name, born ${birth}` : 'Your trees met: same name',
  };
  return reasons[pair.reason];
}

const nameOf = (person: Pair['person1']) => person.name || 'Unnamed person';

/** Pairs shown before 'Show N more': two imported trees that meet offer hundreds, which pushed the people list off the page. */
const FIRST_PAIRS = 3;

/**
 * Beside the people list, the one list of people who are probably the same person, however they
 * were found (GET /people/duplicates): the same names and birth year, one person's faces split in
 * two, or trees that met. Compare opens the merge of the two; nothing is merged without a choice.
 * Merging is for the family's admins and whoever added both (the server refuses others): a pair
 * someone else added says so beside Compare, which then only shows the two side by side.
 */
export function DuplicateSuggestions() {
  const duplicates = useDuplicates();
  const dismiss = useDismissDuplicate();
  const [all, setAll] = useState(false);
  const rights = useFamilyRights();
  const mayMerge = (pair: Pair) => !rights.ready || (rights.mayChange(pair.person1.created_by) && rights.mayChange(pair.person2.created_by));
  const pairs = duplicates.data?.duplicates ?? [];
  if (!pairs.length) return null;
  const hidden = pairs.length - FIRST_PAIRS;
  return (
    <Box as="section" aria-labelledby="duplicates-heading" borderWidth="1px" borderColor="orange.200" bg="orange.50" _dark={{ bg: 'orange.950', borderColor: 'orange.800' }} rounded="xl" p="4" mb="4">
      <Heading id="duplicates-heading" as="h2" textStyle="md" fontWeight="semibold">
        Possibly the same person
      </Heading>
      <Text textStyle="sm" color="fg.muted" mt="1">
        {pairs.some(mayMerge) ? 'Compare them and merge, or say they are different people.' : 'Compare them, or say they are different people.'}
      </Text>
      <Stack as="ul" listStyleType="none" gap="3" mt="3">
        {(all ? pairs : pairs.slice(0, FIRST_PAIRS)).map((pair) => (
          <Stack as="li" key={pair.id} gap="2" data-testid="duplicate-pair">
            <HStack gap="2" minW="0">
              <Group gap="0" spaceX="-3" flexShrink={0}>
                {[pair.person1, pair.person2].map((person) => (
                  <AvatarBadge
                    key={person.id}
                    size="xs"
                    colorPalette={person.sex === 'Female' ? 'pink' : 'blue'}
                    name={person.name || '?'}
                    src={person.person_thumbnail_url}
                  />
                ))}
              </Group>
              <Text fontWeight="medium" minW="0" truncate>
                {nameOf(pair.person1)} and {nameOf(pair.person2)}
              </Text>
            </HStack>
            <Text textStyle="xs" color="fg.muted">
              {duplicateReasonText(pair)}
            </Text>
            <HStack gap="2" wrap="wrap">
              <LinkButton size="xs" colorPalette="brand" to={`/person_merge?${new URLSearchParams({ person_id1: pair.person_id1, person_id2: pair.person_id2 })}`}>
                Compare
              </LinkButton>
              <Button size="xs" variant="outline" loading={dismiss.isPending && dismiss.variables === pair.id} onClick={() => dismiss.mutate(pair.id)}>
                Not the same person
              </Button>
            </HStack>
            {!mayMerge(pair) && (
              <Text textStyle="xs" color="fg.muted" data-testid="not-yours">
                {NOT_YOURS.merge}
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
      {hidden > 0 && (
        <Button size="xs" variant="ghost" mt="2" onClick={() => setAll(!all)}>
          {all ? 'Show fewer' : `Show ${hidden} more`}
        </Button>
      )}
    </Box>
  );
}
