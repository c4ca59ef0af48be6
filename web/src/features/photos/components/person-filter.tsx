import { HStack, Text } from '@chakra-ui/react';
import type { PersonSummary } from '@heirloom/shared/contracts/family';
import { NONE } from '@heirloom/shared/contracts/photos-constants';
import { isFemale } from '@heirloom/shared/rules/gender';
import { useState } from 'react';
import { UserSearchIcon } from '../../../components/ui/icons';
import { usePersonSearch } from '../../../lib/search-queries';
import { useDebounced } from '../../../hooks/use-debounced';
import { Autocomplete } from '../../../components/autocomplete';
import { AvatarBadge } from '../../../components/ui/avatar-badge';
import { PersonNameAndYears } from '../../../components/person-name-and-years';

type PersonOption = { kind: 'person'; person: PersonSummary } | { kind: 'none' };

/** Filter by Person: search the family by name; 'Faces without a name' lists the faces not assigned yet. */
export function PersonFilter({ onChoose }: { onChoose: (personId: string) => void }) {
  const [text, setText] = useState('');
  const term = useDebounced(text);
  const search = usePersonSearch(term);
  const people = term.trim() ? (search.data?.persons ?? []) : [];
  const options: PersonOption[] = [...people.slice(0, 20).map((person) => ({ kind: 'person' as const, person })), { kind: 'none' }];
  let status: string | undefined;
  if (text.trim() && search.isSuccess && people.length === 0 && !search.isFetching) status = `No persons matching “${term}”`;
  return (
    <Autocomplete<PersonOption>
      label="Person"
      value={text}
      onValueChange={setText}
      options={options}
      optionKey={(option) => (option.kind === 'person' ? option.person.id : 'none')}
      renderOption={(option) =>
        option.kind === 'person' ? (
          <HStack gap="2">
            <AvatarBadge size="2xs" colorPalette={isFemale(option.person.sex) ? 'pink' : 'blue'} variant="solid" aria-hidden name={option.person.name || '?'} />
            <Text as="span" display="flex" gap="2" minW="0" alignItems="baseline" textStyle="sm">
              <PersonNameAndYears person={option.person} />
            </Text>
          </HStack>
        ) : (
          <Text textStyle="sm" color="fg.muted">
            Faces without a name
          </Text>
        )
      }
      onChoose={(option) => onChoose(option.kind === 'person' ? option.person.id : NONE)}
      note={status}
      loading={search.isFetching}
      placeholder="Type the name of a person to search for"
      startElement={<UserSearchIcon color="fg.muted" />}
    />
  );
}
