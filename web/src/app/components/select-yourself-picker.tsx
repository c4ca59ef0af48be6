import { Button, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormAlert } from '../../components/ui/form-alert';
import { useSetOwnPerson } from '../../features/accounts/api/own-person';
import { useSearchPeople } from '../../features/people/api/search-people';
import { PersonAvatar } from '../../features/people/components/person-avatar';
import { PersonNameAndYears } from '../../components/person-name-and-years';

const SEARCH_DELAY_MS = 250;

/**
 * Find yourself among the family tree's people by name and pick 'This is me' (PUT /user/person).
 * Used by home's 'Select yourself' dialog and the onboarding wizard's step 3. Composed here
 * because it joins the people feature (search) and the accounts feature (the user's own person).
 */
export function SelectYourselfPicker({ onChosen, emptyHint }: { onChosen: () => void; emptyHint: string }) {
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  const search = useSearchPeople(term);
  const setOwnPerson = useSetOwnPerson();

  useEffect(() => {
    const timer = setTimeout(() => setTerm(typed.trim()), typed.trim() === '' ? 0 : SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const people = term ? (search.data?.persons ?? []) : [];
  const choose = (personId: string) => setOwnPerson.mutate(personId, { onSuccess: onChosen });

  return (
    <Stack gap="3">
      <Input value={typed} autoFocus placeholder="Type your name" aria-label="Your name" onChange={(event) => setTyped(event.target.value)} />
      {term && search.isFetching && (
        <HStack gap="2" color="fg.muted" role="status">
          <Spinner size="xs" /> <Text textStyle="sm">Searching…</Text>
        </HStack>
      )}
      {term && search.isSuccess && people.length === 0 && <Text color="fg.muted">Nobody in your family tree is called “{term}”. Add yourself from People first.</Text>}
      {!term && <Text color="fg.muted" textStyle="sm">{emptyHint}</Text>}
      <Stack as="ul" listStyleType="none" gap="1" aria-label="People found">
        {people.map((person) => (
          <HStack as="li" key={person.id} justify="space-between" gap="3" py="1.5">
            <HStack gap="3" minW="0">
              <PersonAvatar size="sm" name={person.name} sex={person.sex} thumbnailUrl={person.person_thumbnail_url} />
              <PersonNameAndYears person={person} />
            </HStack>
            <Button size="sm" onClick={() => choose(person.id)} loading={setOwnPerson.isPending && setOwnPerson.variables === person.id} aria-label={`${person.name} is me`}>
              This is me
            </Button>
          </HStack>
        ))}
      </Stack>
      {setOwnPerson.isError && <FormAlert>{setOwnPerson.error.message}</FormAlert>}
    </Stack>
  );
}
