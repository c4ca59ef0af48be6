import { Box, Button, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import type { PersonSummary } from '@heirloom/shared/contracts/family';
import { isFemale } from '@heirloom/shared/rules/gender';
import { useEffect, useId, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { useCreatePersonNamed } from '../api/create-person';
import { useSearchPersons } from '../api/search-persons';
import { PlusIcon } from '../../../components/ui/more-icons';
import { AvatarBadge } from '../../../components/ui/avatar-badge';

const SEARCH_DELAY_MS = 250;

/** Spec 001 section 5's texts for the person search. */
export const TYPE_TO_SEARCH = 'Type the name of a person to search for';
export const noPersonsMatching = (typed: string) => `No persons matching “${typed}”`;
export const PRESS_ENTER_TO_CREATE = 'Press Enter to create a new person with this name.';

interface PersonSearchProps {
  onChoose: (person: PersonSummary) => void;
  /** Who is being looked for, for the search box's label ('the parent', 'who died'). */
  who: string;
  autoFocus?: boolean;
}

/**
 * Finds a person by name for an event's participant slot (spec 001 section 5): an empty box says
 * 'Type the name of a person to search for'; a name nobody has says 'No persons matching ...' and
 * Enter creates that person, the name split on spaces (spec 000 section 5).
 */
export function PersonSearch({ onChoose, who, autoFocus }: PersonSearchProps) {
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  const statusId = useId();
  const search = useSearchPersons(term);
  const create = useCreatePersonNamed();

  useEffect(() => {
    const next = typed.trim();
    if (next === term) return;
    // Clearing answers at once; typing waits for a pause so every key is not a request.
    const timer = setTimeout(() => setTerm(next), next === '' ? 0 : SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, term]);

  const settled = term !== '' && term === typed.trim() && !search.isFetching && search.data !== undefined && !search.isPlaceholderData;
  // An emptied box shows no people at once, as its status already says (the term follows a tick later).
  const results = term !== '' && typed.trim() !== '' ? (search.data ?? []) : [];
  const noMatch = settled && results.length === 0;

  const createTyped = () => {
    if (typed.trim() === '' || create.isPending) return;
    create.mutate(typed.trim(), { onSuccess: (person) => onChoose({ id: person.id, name: person.name, sex: person.sex, person_thumbnail_url: person.person_thumbnail_url }) });
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (noMatch) createTyped();
    else if (settled && results[0]) onChoose(results[0]);
  };

  let status: React.ReactNode;
  if (typed.trim() === '') status = TYPE_TO_SEARCH;
  else if (!settled) status = 'Searching…';
  else if (noMatch) status = `${noPersonsMatching(term)}. ${PRESS_ENTER_TO_CREATE}`;
  else status = `${results.length === 1 ? '1 person' : `${results.length} people`} found. Press Enter to choose the first.`;

  return (
    <Stack gap="3">
      <Input
        aria-label={`Search by name for ${who}`}
        aria-describedby={statusId}
        placeholder="Name"
        autoComplete="off"
        autoFocus={autoFocus}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Text id={statusId} role="status" aria-live="polite" textStyle="sm" color="fg.muted" display="flex" alignItems="center" gap="2">
        {typed.trim() !== '' && !settled && <Spinner size="xs" />}
        {noMatch ? (
          <span>
            <Box as="strong" color="fg">
              {noPersonsMatching(term)}
            </Box>
            . {PRESS_ENTER_TO_CREATE}
          </span>
        ) : (
          status
        )}
      </Text>
      {results.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="1" aria-label="Matching people" maxH="64" overflowY="auto">
          {results.map((person) => (
            <Box as="li" key={person.id}>
              <Button variant="ghost" w="full" justifyContent="flex-start" h="auto" py="2" onClick={() => onChoose(person)}>
                <AvatarBadge size="xs" colorPalette={isFemale(person.sex) ? 'pink' : 'blue'} variant="solid" aria-hidden name={person.name || '?'} />
                <Text truncate>{person.name || 'Unnamed person'}</Text>
              </Button>
            </Box>
          ))}
        </Stack>
      )}
      {noMatch && (
        <Button variant="outline" alignSelf="flex-start" size="sm" loading={create.isPending} onClick={createTyped}>
          <PlusIcon /> Create “{term}”
        </Button>
      )}
      {search.isError && <FormAlert>{search.error.message}</FormAlert>}
      {create.isError && <FormAlert>{create.error.message}</FormAlert>}
    </Stack>
  );
}
