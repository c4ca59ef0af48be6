import { Box, Button, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import type { PersonSummary } from '@heirloom/shared/contracts/family';
import { isFemale } from '@heirloom/shared/rules/gender';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { AvatarBadge } from '../ui/avatar-badge';
import { FormAlert } from '../ui/form-alert';
import { PlusIcon } from '../ui/more-icons';
import { usePersonSearch } from '../../lib/search-queries';
import { PersonNameAndYears } from '../person-name-and-years';

const SEARCH_DELAY_MS = 250;

/** Spec 001 section 5's texts for the person search. */
export const TYPE_TO_SEARCH = 'Type the name of a person to search for';
export const noPersonsMatching = (typed: string) => `No persons matching “${typed}”`;
export const PRESS_ENTER_TO_CREATE = 'Press Enter to create a new person with this name.';

interface PersonSearchProps {
  /** A person found, or the person just made from the typed name (`created`). */
  onChoose: (person: PersonSummary, created: boolean) => void;
  /**
   * Makes someone new from the name typed: an event's slot makes a plain person, a person page's
   * 'Add father' a male parent in one request. The search shows its progress and error.
   */
  createPerson: (typed: string) => Promise<PersonSummary>;
  /** Who is being looked for, for the search box's label ('the parent', 'who died'). */
  who: string;
  autoFocus?: boolean;
}

/**
 * Finds a person by name for an event's participant slot or a person's parent (spec 001 section 5): an empty box says
 * 'Type the name of a person to search for'; a name nobody has says 'No persons matching ...' and
 * Enter creates that person, the name split on spaces (spec 000 section 5).
 */
export function PersonSearch({ onChoose, createPerson, who, autoFocus }: PersonSearchProps) {
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  const statusId = useId();
  const search = usePersonSearch(term);
  const create = useMutation({ mutationFn: createPerson });

  useEffect(() => {
    const next = typed.trim();
    if (next === term) return;
    // Clearing answers at once; typing waits for a pause so every key is not a request.
    const timer = setTimeout(() => setTerm(next), next === '' ? 0 : SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, term]);

  const settled = term !== '' && term === typed.trim() && !search.isFetching && search.data !== undefined && !search.isPlaceholderData;
  // An emptied box shows no people at once, as its status already says (the term follows a tick later).
  const results = term !== '' && typed.trim() !== '' ? (search.data?.persons ?? []) : [];
  const noMatch = settled && results.length === 0;

  const createTyped = () => {
    if (typed.trim() === '' || create.isPending) return;
    create.mutate(typed.trim(), { onSuccess: (person) => onChoose(person, true) });
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (noMatch) createTyped();
    else if (settled && results[0]) onChoose(results[0], false);
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
              <Button variant="ghost" w="full" justifyContent="flex-start" h="auto" py="2" onClick={() => onChoose(person, false)}>
                <AvatarBadge size="xs" colorPalette={isFemale(person.sex) ? 'pink' : 'blue'} variant="solid" aria-hidden name={person.name || '?'} />
                <PersonNameAndYears person={person} />
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
