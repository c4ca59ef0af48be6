import { Box, Button, Heading, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import type { PersonView } from '@heirloom/shared/contracts/family';
import { LISTED_RELATIONS, RELATIVE_FILTER_LABELS } from '@heirloom/shared/contracts/relationship-constants';
import { useEffect, useState } from 'react';
import { LinkButton } from '../../components/ui/router-link';
import { useSignedInUser } from '../../features/accounts/api/signed-in-user';
import { useSearchPeople } from '../../features/people/api/search-people';
import { PersonAvatar } from '../../features/people/components/person-avatar';
import { displayNameOf } from '../../lib/person-display';
import { RelationshipAnswer } from '../../features/relationships/components/relationship-answer';

const SEARCH_DELAY_MS = 250;

/**
 * The person page's "How is X related to you?" (issue 34): the answer for the reader's own person
 * when they have chosen themselves, and a picker to ask about anyone else in the tree. Composed in
 * the app because it joins the accounts (the reader's person), people (search) and relationships features.
 */
export function RelationshipSection({ person }: { person: PersonView }) {
  const user = useSignedInUser();
  const [other, setOther] = useState<{ id: string; name: string } | null>(null);
  const [picking, setPicking] = useState(false);
  const name = displayNameOf(person);
  const me = user.person;
  const isMe = me === person.id;
  const headingId = `relationship-${person.id}`;

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderColor="border.muted" rounded="lg" bg="bg.panel" p={{ base: '3', md: '4' }} mb="4" data-testid="relationship-section">
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap" mb="2">
        <Heading id={headingId} as="h2" textStyle="md" fontWeight="semibold">
          {isMe || !me ? 'How are people related?' : `How is ${name} related to you?`}
        </Heading>
        {/* A long name wraps inside the card; on a phone the button sits under the heading, its text in line with it. */}
        <Button size="xs" variant="ghost" onClick={() => setPicking((open) => !open)} aria-expanded={picking} whiteSpace="normal" flexShrink={1} h="auto" minH="8" py="1" textAlign="start" ms={{ base: '-2.5', md: '0' }}>
          {picking ? 'Close' : `Compare ${name} with someone else`}
        </Button>
      </HStack>
      <Stack gap="4">
        {me && !isMe && <RelationshipAnswer personId={person.id} otherId={me} youId={me} />}
        {isMe && <Text color="fg.muted" textStyle="sm">This is you. Open anyone’s page to see how they are related to you, or compare yourself with someone here.</Text>}
        {!me && <Text color="fg.muted" textStyle="sm">Choose yourself (“This person is me” on your own page) to see how everyone is related to you.</Text>}
        {picking && (
          <PersonPicker
            excludeId={person.id}
            label={`Someone to compare ${name} with`}
            onPick={(picked) => {
              setOther(picked);
              setPicking(false);
            }}
          />
        )}
        <HStack role="group" gap="1.5" wrap="wrap" aria-label={`Lists of ${name}’s relatives`}>
          <Text textStyle="sm" color="fg.muted" me="1">
            {isMe ? 'Your relatives:' : `${name}’s relatives:`}
          </Text>
          {LISTED_RELATIONS.map((relation) => (
            <LinkButton key={relation} to={`/people?${new URLSearchParams({ relatives_of: person.id, relation }).toString()}`} size="xs" variant="outline">
              {RELATIVE_FILTER_LABELS[relation]}
            </LinkButton>
          ))}
        </HStack>
        {other && (
          <Box borderTopWidth="1px" borderColor="border.muted" pt="3">
            <Text textStyle="sm" fontWeight="medium" mb="2">
              {name} and {other.name}
            </Text>
            <RelationshipAnswer personId={person.id} otherId={other.id} youId={me} />
          </Box>
        )}
      </Stack>
    </Box>
  );
}

/** Find someone of the tree by name (GET /persons?q=) and pick them. */
function PersonPicker({ excludeId, label, onPick }: { excludeId: string; label: string; onPick: (person: { id: string; name: string }) => void }) {
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  const search = useSearchPeople(term);
  useEffect(() => {
    const timer = setTimeout(() => setTerm(typed.trim()), typed.trim() === '' ? 0 : SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const people = term ? (search.data?.persons ?? []).filter((found) => found.id !== excludeId) : [];
  return (
    <Stack gap="2">
      <Input size="sm" value={typed} autoFocus placeholder="Type a name" aria-label={label} onChange={(event) => setTyped(event.target.value)} />
      {term && search.isFetching && (
        <HStack gap="2" color="fg.muted" role="status">
          <Spinner size="xs" /> <Text textStyle="sm">Searching…</Text>
        </HStack>
      )}
      {term && search.isSuccess && people.length === 0 && <Text color="fg.muted" textStyle="sm">Nobody else in your family tree is called “{term}”.</Text>}
      <Stack as="ul" listStyleType="none" gap="1" aria-label="People found">
        {people.slice(0, 8).map((found) => (
          <li key={found.id}>
            <Button variant="ghost" size="sm" w="full" justifyContent="flex-start" onClick={() => onPick({ id: found.id, name: displayNameOf(found) })}>
              <PersonAvatar size="2xs" name={displayNameOf(found)} sex={found.sex} thumbnailUrl={found.person_thumbnail_url} />
              <Text as="span" truncate>
                {displayNameOf(found)}
              </Text>
            </Button>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
