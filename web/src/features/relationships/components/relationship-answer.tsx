import { Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { RelationshipResponse } from '@heirloom/shared/contracts/relationships';
import { useMemo, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { useRelationship } from '../api/relationship';
import { nameOf, pathLabels } from '../utils/path-labels';
import { RelationshipChain } from './relationship-chain';

/**
 * How `personId` is related to `otherId`: the words for the closest path ("Ann is your second cousin
 * once removed"), the path drawn as a chain, and the other paths when there are several (a cousin
 * who is also a brother-in-law), each shown on choosing it.
 */
export function RelationshipAnswer({ personId, otherId, youId }: { personId: string; otherId: string; youId: string | null }) {
  const answer = useRelationship(personId, otherId);
  if (answer.isPending) {
    return (
      <Stack gap="2" aria-busy="true" aria-label="Working out how they are related">
        <Skeleton h="5" w="72" maxW="full" />
        <Skeleton h="8" w="96" maxW="full" />
      </Stack>
    );
  }
  if (answer.isError) return <LoadError what="how they are related" error={answer.error} onRetry={() => void answer.refetch()} />;
  return <Answer data={answer.data} youId={youId} />;
}

function Answer({ data, youId }: { data: RelationshipResponse; youId: string | null }) {
  const [chosen, setChosen] = useState(0);
  const [pathOpen, setPathOpen] = useState(false);
  const people = useMemo(() => new Map(data.people.map((person) => [person.id, person])), [data.people]);
  const labels = useMemo(() => pathLabels(data.relationships, people), [data.relationships, people]);
  const name = nameOf(data.person);
  const shown = data.relationships[Math.min(chosen, data.relationships.length - 1)];
  if (!shown) {
    return (
      <Text color="fg.muted" data-testid="relationship-words">
        {data.other.id === youId ? `We found no relationship between ${name} and you` : `We found no relationship between ${name} and ${nameOf(data.other)}`} within{' '}
        {data.generations_searched} generations of the tree. Adding parents, children and marriages on the people’s Details tabs links them.
      </Text>
    );
  }
  if (shown.kind === 'self') return <Text data-testid="relationship-words">{data.other.id === youId ? 'This is you.' : 'These are the same person.'}</Text>;
  return (
    <Stack gap="3">
      <Text textStyle={{ base: 'md', md: 'lg' }} data-testid="relationship-words">
        {name} is <strong>{shown.phrase}</strong>.
      </Text>
      {shown.kind !== 'partner' && shown.path.length > 2 && (
        <Text textStyle="sm" color="fg.muted">
          {data.other.id === youId ? 'Your' : `${nameOf(data.other)}’s`} {shown.chain}.
        </Text>
      )}
      {/* On a phone a long path is a tall column: it opens on asking; wider screens show it in a row. */}
      {shown.path.length > 2 && (
        <Button size="xs" variant="outline" alignSelf="flex-start" hideFrom="md" aria-expanded={pathOpen} onClick={() => setPathOpen((open) => !open)}>
          {pathOpen ? 'Hide the path' : `Show the path (${shown.path.length} people)`}
        </Button>
      )}
      <Box display={{ base: pathOpen || shown.path.length <= 2 ? 'block' : 'none', md: 'block' }}>
        <RelationshipChain relationship={shown} people={people} youId={youId} />
      </Box>
      {data.relationships.length > 1 && (
        <HStack gap="2" wrap="wrap" aria-label="Other ways they are related">
          <Text textStyle="sm" color="fg.muted">
            Related {data.relationships.length} ways:
          </Text>
          {data.relationships.map((relationship, index) => (
            <Button key={relationship.path.join('>')} size="xs" variant={index === chosen ? 'subtle' : 'outline'} aria-pressed={index === chosen} onClick={() => setChosen(index)}>
              {labels[index]}
            </Button>
          ))}
        </HStack>
      )}
    </Stack>
  );
}

/**
 * Just the closest relationship's words, for tight places (the face menu): "Your aunt", or nothing
 * while loading, on failure or when the two are not related.
 */
export function RelationshipWords({ personId, otherId, youId }: { personId: string; otherId: string; youId: string | null }) {
  const answer = useRelationship(personId, otherId);
  const closest = answer.data?.relationships[0];
  if (!closest || closest.kind === 'self') return null;
  const words = closest.phrase.charAt(0).toUpperCase() + closest.phrase.slice(1);
  return (
    <Text textStyle="sm" color="fg.muted" data-testid="relationship-words" title={otherId === youId ? `Your ${closest.chain}` : closest.chain}>
      {words}
    </Text>
  );
}
