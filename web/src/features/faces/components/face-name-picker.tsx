import { Box, Button, Input, Stack, Text } from '@chakra-ui/react';
import type { PersonSummary } from '@heirloom/shared/contracts/family';
import { useId, useState, type KeyboardEvent } from 'react';
import { usePersonChoices } from '../api/faces';
import { PersonNameAndYears } from '../../../components/person-name-and-years';

interface FaceNamePickerProps {
  /** Someone already in the tree was chosen. */
  onChoose: (person: PersonSummary) => void;
  /** A new name was typed and confirmed with Enter or the create button. */
  onCreate: (name: string) => void;
  busy?: boolean;
  autoFocus?: boolean;
  placeholder?: string;
  /** People not to offer (the person the face is already). */
  exclude?: readonly string[];
}

/**
 * Who is this face: type a name, pick someone from the tree with the arrow keys and Enter, or
 * press Enter on a new name to make a new person. Keyboard first, so a family can name faces fast.
 */
export function FaceNamePicker({ onChoose, onCreate, busy = false, autoFocus = false, placeholder = 'Type a name', exclude = [] }: FaceNamePickerProps) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const listId = useId();
  const choices = (usePersonChoices(text).data ?? []).filter((person) => !exclude.includes(person.id)).slice(0, 6);
  const typed = text.trim();

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') setActive((at) => Math.min(choices.length - 1, at + 1));
    else if (event.key === 'ArrowUp') setActive((at) => Math.max(-1, at - 1));
    else if (event.key === 'Enter') {
      const chosen = active >= 0 ? choices[active] : undefined;
      if (chosen) onChoose(chosen);
      else if (typed) onCreate(typed);
      else return;
    } else return;
    event.preventDefault();
  };

  return (
    <Stack gap="2">
      <Input
        value={text}
        autoFocus={autoFocus}
        placeholder={placeholder}
        aria-label="Name"
        role="combobox"
        aria-expanded={choices.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        disabled={busy}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <Stack id={listId} role="listbox" aria-label="People in your tree" gap="1">
        {choices.map((person, index) => (
          <Button
            key={person.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            variant={index === active ? 'subtle' : 'ghost'}
            justifyContent="flex-start"
            size="sm"
            disabled={busy}
            onClick={() => onChoose(person)}
          >
            <Box as="span" w="2" h="2" rounded="full" bg={person.sex === 'Female' ? 'pink.400' : 'blue.400'} flexShrink="0" />
            <PersonNameAndYears person={person} />
          </Button>
        ))}
      </Stack>
      {typed && (
        <Button size="sm" variant="outline" loading={busy} onClick={() => onCreate(typed)}>
          Create new person “{typed}”
        </Button>
      )}
      {!typed && (
        <Text textStyle="xs" color="fg.muted">
          Choose someone from your tree, or type a new name and press Enter.
        </Text>
      )}
    </Stack>
  );
}
