import { Box, Button, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import type { SourceView } from '@heirloom/shared/contracts/family';
import { useEffect, useId, useState } from 'react';
import { SourceIcon } from '../../../components/ui/icons';
import { useSourceSearch } from '../../../lib/search-queries';
import { NewSourceDialog } from './new-source-dialog';
import { sourceTitle } from '../../../lib/source-title';

const SEARCH_DELAY_MS = 250;

interface SourceSelectProps {
  label: string;
  value: SourceView | null;
  onChange: (source: SourceView | null) => void;
}

type Option = { kind: 'source'; source: SourceView } | { kind: 'new'; title: string };

/**
 * The source of a citation (spec 001 section 2, "Source select"): type to find a source by title;
 * text that names no source opens a New source dialog whose Save posts the source and chooses it,
 * and whose cancel clears the text.
 */
export function SourceSelect({ label, value, onChange }: SourceSelectProps) {
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [newTitle, setNewTitle] = useState<string | null>(null);
  const listId = useId();
  const search = useSourceSearch(term);

  useEffect(() => {
    const next = typed.trim();
    if (next === term) return;
    const timer = setTimeout(() => setTerm(next), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, term]);

  if (value) {
    return (
      <HStack gap="2" borderWidth="1px" borderColor="border.muted" rounded="md" px="3" py="1.5" bg="bg.subtle" aria-label={label} role="group">
        <SourceIcon />
        <Box flex="1" minW="0">
          <Text fontWeight="medium" truncate>
            {sourceTitle(value)}
          </Text>
          {(value.author || value.publication) && (
            <Text textStyle="xs" color="fg.muted" truncate>
              {[value.author, value.publication].filter(Boolean).join(' · ')}
            </Text>
          )}
        </Box>
        <Button size="xs" variant="ghost" onClick={() => onChange(null)} aria-label={`Change the source (${sourceTitle(value)})`}>
          Change
        </Button>
      </HStack>
    );
  }

  const trimmed = typed.trim();
  const settled = trimmed !== '' && term === trimmed && !search.isFetching && !search.isPlaceholderData;
  const sources = trimmed !== '' ? (search.data ?? []) : [];
  const exact = sources.find((source) => source.title.trim().toLowerCase() === trimmed.toLowerCase());
  const options: Option[] = [...sources.map((source): Option => ({ kind: 'source', source })), ...(trimmed && settled && !exact ? [{ kind: 'new', title: trimmed } as Option] : [])];
  const showList = open && trimmed !== '';

  const choose = (option: Option) => {
    setOpen(false);
    if (option.kind === 'source') {
      setTyped('');
      onChange(option.source);
    } else {
      setNewTitle(option.title);
    }
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, options.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Escape') {
      setOpen(false);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (!trimmed) return;
      const option = options[active] ?? (exact ? { kind: 'source' as const, source: exact } : { kind: 'new' as const, title: trimmed });
      choose(option);
    }
  };

  return (
    <Box position="relative">
      <Input
        role="combobox"
        aria-label={label}
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && options[active] ? `${listId}-${active}` : undefined}
        placeholder="Find a source by title, or type a new one"
        autoComplete="off"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      {showList && (
        <Stack
          as="ul"
          id={listId}
          role="listbox"
          aria-label="Sources"
          listStyleType="none"
          gap="0"
          position="absolute"
          zIndex="dropdown"
          top="calc(100% + 4px)"
          left="0"
          right="0"
          maxH="60"
          overflowY="auto"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border"
          rounded="md"
          shadow="lg"
          py="1"
        >
          {!settled && (
            <HStack as="li" px="3" py="2" color="fg.muted" textStyle="sm" role="presentation">
              <Spinner size="xs" /> <span>Searching…</span>
            </HStack>
          )}
          {options.map((option, index) => (
            <Box
              as="li"
              key={option.kind === 'source' ? option.source.id : 'new'}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              px="3"
              py="2"
              cursor="pointer"
              bg={index === active ? 'brand.50' : undefined}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(option)}
            >
              {option.kind === 'source' ? (
                <>
                  <Text fontWeight="medium">{sourceTitle(option.source)}</Text>
                  {option.source.author && (
                    <Text textStyle="xs" color="fg.muted">
                      {option.source.author}
                    </Text>
                  )}
                </>
              ) : (
                <Text fontWeight="medium" color="brand.700">{`New source “${option.title}”…`}</Text>
              )}
            </Box>
          ))}
        </Stack>
      )}
      <NewSourceDialog
        title={newTitle}
        onSaved={(source) => {
          setNewTitle(null);
          setTyped('');
          onChange(source);
        }}
        onCancel={() => {
          setNewTitle(null);
          setTyped('');
          setTerm('');
        }}
      />
    </Box>
  );
}
