import { Box, Flex, Text } from '@chakra-ui/react';
import type { PersonSummary } from '@heirloom/shared/contracts/family';
import type { RelationshipView } from '@heirloom/shared/contracts/relationships';
import { isFemale } from '@heirloom/shared/rules/gender';
import { stepWord } from '@heirloom/shared/rules/relationship/describe';
import { Fragment } from 'react';
import { AvatarBadge } from '../../../components/ui/avatar-badge';
import { AppLink } from '../../../components/ui/router-link';
import { kinStepOf, linkDirection } from '../utils/link-steps';

const ARROWS = { up: '↑', down: '↓', across: '⚭' } as const;

/**
 * A path drawn as a chain of people: each person (a link to their page) and, between two, what the
 * next one is to the one before ("father", "daughter", "husband") with an arrow up a generation,
 * down one, or across to a partner. A row that wraps on wide screens, a column on phones.
 */
export function RelationshipChain({ relationship, people, youId }: { relationship: RelationshipView; people: ReadonlyMap<string, PersonSummary>; youId: string | null }) {
  const commonAncestors = new Set(relationship.common_ancestors);
  return (
    <Flex as="ol" listStyleType="none" direction={{ base: 'column', md: 'row' }} wrap="wrap" align={{ base: 'stretch', md: 'center' }} gap={{ base: '1', md: '2' }} aria-label={`The path: ${relationship.chain}`} data-testid="relationship-chain">
      {relationship.path.map((id, index) => {
        const person = people.get(id);
        const name = person?.name.trim() || 'Unnamed person';
        const link = index > 0 ? relationship.links[index - 1]! : null;
        return (
          <Fragment key={`${id}-${index}`}>
            {link && (
              <Flex as="li" aria-hidden align="center" gap="1" color="fg.muted" textStyle="xs" px={{ base: '3', md: '0' }}>
                <Text as="span" fontSize="md" lineHeight="1">
                  {ARROWS[linkDirection(link)]}
                </Text>
                <Text as="span">{stepWord(kinStepOf(link), person?.sex)}</Text>
              </Flex>
            )}
            <Box as="li">
              <AppLink
                to={`/person/${encodeURIComponent(id)}`}
                display="flex"
                alignItems="center"
                gap="2"
                px="2"
                py="1"
                rounded="full"
                borderWidth="1px"
                borderColor={commonAncestors.has(id) ? 'sage.emphasized' : 'border.muted'}
                bg={commonAncestors.has(id) ? 'sage.subtle' : 'bg.panel'}
                textDecoration="none"
                maxW="full"
                title={commonAncestors.has(id) ? 'Common ancestor' : undefined}
              >
                <AvatarBadge size="xs" colorPalette={isFemale(person?.sex) ? 'pink' : 'blue'} variant="solid" name={name} src={person?.person_thumbnail_url ?? null} aria-hidden />
                <Text as="span" textStyle="sm" truncate data-testid="chain-name">
                  {id === youId ? `${name} (you)` : name}
                </Text>
              </AppLink>
            </Box>
          </Fragment>
        );
      })}
    </Flex>
  );
}
