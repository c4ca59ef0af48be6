import { Box, Button, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import type { PersonView } from '@heirloom/shared/contracts/family';
import { useEffect, useId, useState } from 'react';
import { useFindPeople } from '../api/people';
import { PersonNameAndYears } from '../../../components/person-name-and-years';

interface FindPersonProps {
  label: string;
  placeholder?: string;
  onChoose: (person: PersonView) => void;
  autoFocus?: boolean;
  /** Results drop down over the page (a toolbar) or follow in the flow (a dialog). */
  floating?: boolean;
}

const SEARCH_DELAY_MS = 250;
const MAX_RESULTS = 8;

/** A name search over the whole tree (GET /persons) with the matches to choose from. */
export function FindPerson({ label, placeholder = 'Find a person', onChoose, autoFocus, floating = true }: FindPersonProps) {
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  const listId = useId();
  useEffect(() => {
    const timer = setTimeout(() => setText(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useFindPeople(text);
  const people = (found.data ?? []).slice(0, MAX_RESULTS);
  const open = text.trim().length > 0 && typed.trim().length > 0;

  return (
    <Box position="relative" w="full" maxW={floating ? { md: 'xs' } : undefined}>
      <InputGroup endElement={found.isFetching ? <Spinner size="xs" /> : undefined}>
        <Input
          type="search"
          size="sm"
          aria-label={label}
          aria-controls={open ? listId : undefined}
          placeholder={placeholder}
          value={typed}
          autoFocus={autoFocus}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setTyped('');
          }}
        />
      </InputGroup>
      {open && (
        <Box
          id={listId}
          position={floating ? 'absolute' : 'static'}
          top="full"
          right="0"
          // Floating, wider than a narrow box (from its right edge), so names have room beside their years.
          w={floating ? 'max(100%, 20rem)' : 'full'}
          maxW="calc(100vw - 2rem)"
          mt="1"
          zIndex="dropdown"
          bg="bg.panel"
          borderWidth="1px"
          rounded="md"
          shadow={floating ? 'md' : undefined}
          maxH="72"
          overflowY="auto"
        >
          {found.isSuccess && people.length === 0 ? (
            <Text px="3" py="2" textStyle="sm" color="fg.muted">
              Nobody in your tree is called that.
            </Text>
          ) : (
            <Stack gap="0" role="list" aria-label="Matching people">
              {people.map((person) => (
                <Box role="listitem" key={person.id}>
                  <Button
                    variant="ghost"
                    size="sm"
                    w="full"
                    justifyContent="flex-start"
                    rounded="none"
                    onClick={() => {
                      setTyped('');
                      setText('');
                      onChoose(person);
                    }}
                  >
                    <PersonNameAndYears person={person} />
                  </Button>
                </Box>
              ))}
            </Stack>
          )}
        </Box>
      )}
    </Box>
  );
}
