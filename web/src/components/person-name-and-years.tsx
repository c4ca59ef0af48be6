import { Text } from '@chakra-ui/react';
import type { LifeSpan } from '@heirloom/shared/rules/living';
import { lifeYearsText } from '@heirloom/shared/rules/living';

/**
 * A person in a list of matches (a search, a picker): the name, cut when long, then the years of
 * their life, muted and never cut, which tell two people of one name apart. Drawn in the row's own
 * flex line, so it sits beside an avatar as the row has it.
 */
export function PersonNameAndYears({ person }: { person: { name: string; life_span?: LifeSpan } }) {
  const years = lifeYearsText(person.life_span);
  return (
    <>
      <Text as="span" truncate>
        {person.name || 'Unnamed person'}
      </Text>
      {years && (
        <Text as="span" flexShrink={0} textStyle="xs" color="fg.muted" fontWeight="normal">
          {years}
        </Text>
      )}
    </>
  );
}
