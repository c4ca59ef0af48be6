import { Box, chakra, CloseButton, Input, InputGroup, Spinner, Text } from '@chakra-ui/react';
import { Fragment, useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface AutocompleteProps<T> {
  /** The input's accessible name (the visible label is the field's). */
  inputId?: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly T[];
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  onChoose: (option: T) => void;
  /** Shown in the list when there is nothing to choose ('Type 4 characters', 'No places found'). */
  status?: ReactNode;
  /** Shown at the top of the list whatever it holds ('No persons matching …' above a fixed choice). */
  note?: ReactNode;
  loading?: boolean;
  placeholder?: string;
  /** A clear button in the box (the chooser's "clearing unlinks"). */
  onClear?: () => void;
  describedBy?: string;
  invalid?: boolean;
  startElement?: ReactNode;
  /** The heading of the group an option belongs to ('People', 'Places'): options come grouped, a heading above each group. */
  groupOf?: (option: T) => string;
  /** How tall the list may grow before it scrolls (a Chakra size; 64 by default, more in a dialog of its own). */
  listMaxH?: string;
  /** Focus the box when it appears (in a dialog opened for it). */
  autoFocus?: boolean;
  /**
   * The list is the content of a dialog made for it: always shown, and Escape left to the dialog
   * (closing the list alone would leave an empty dialog behind).
   */
  alwaysOpen?: boolean;
}

/**
 * A text box with suggestions (the ARIA combobox pattern): arrows move through them, Enter
 * chooses, Escape closes, and the list sits under the box in the page, so it is never cut off in a
 * side panel or on a phone.
 */
export function Autocomplete<T>({
  inputId,
  label,
  value,
  onValueChange,
  options,
  optionKey,
  renderOption,
  onChoose,
  status,
  note,
  loading = false,
  placeholder,
  onClear,
  describedBy,
  invalid,
  startElement,
  groupOf,
  listMaxH = '64',
  autoFocus,
  alwaysOpen = false,
}: AutocompleteProps<T>) {
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const [opened, setOpen] = useState(false);
  const open = alwaysOpen || opened;
  const [active, setActive] = useState(0);
  const showList = open && (options.length > 0 || Boolean(status) || Boolean(note) || loading);
  const activeIndex = Math.min(active, options.length - 1);

  // Arrows keep the active option in sight when the list scrolls.
  useEffect(() => {
    if (showList && activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [showList, activeIndex]); // eslint-disable-line react-hooks/exhaustive-deps -- optionId is derived from the stable list id

  const choose = (option: T) => {
    onChoose(option);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (options.length ? (Math.min(index, options.length - 1) + 1) % options.length : 0));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (options.length ? (Math.min(index, options.length - 1) - 1 + options.length) % options.length : 0));
    } else if (event.key === 'Enter') {
      if (open && options[activeIndex] !== undefined && activeIndex >= 0) {
        event.preventDefault();
        choose(options[activeIndex]!);
      }
    } else if (event.key === 'Escape' && open && !alwaysOpen) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <Box w="full">
      <InputGroup
        w="full"
        startElement={startElement}
        endElement={
          <>
            {loading && <Spinner size="xs" color="fg.muted" me={onClear && value ? '1' : '0'} />}
            {onClear && value && (
              <CloseButton
                size="2xs"
                variant="ghost"
                aria-label={`Clear ${label.toLowerCase()}`}
                // A box that cannot be changed (a locked form's fieldset disables it) offers no clearing.
                css={{ '&:disabled': { display: 'none' } }}
                onClick={() => {
                  onClear();
                  setOpen(false);
                }}
              />
            )}
          </>
        }
      >
        <Input
          id={inputId}
          role="combobox"
          aria-label={label}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && options.length > 0 && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          autoComplete="off"
          autoFocus={autoFocus}
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            onValueChange(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
      </InputGroup>
      <chakra.ul
        id={listId}
        role="listbox"
        aria-label={`${label} suggestions`}
        hidden={!showList}
        listStyleType="none"
        mt="1"
        p="1"
        borderWidth="1px"
        borderColor="border"
        rounded="md"
        bg="bg.panel"
        shadow="md"
        maxH={listMaxH}
        overflowY="auto"
      >
        {note && (
          <chakra.li role="presentation" px="2.5" py="1.5">
            <Text textStyle="sm" color="fg.muted">
              {note}
            </Text>
          </chakra.li>
        )}
        {options.map((option, index) => {
          const group = groupOf?.(option);
          const heading = group !== undefined && (index === 0 || groupOf?.(options[index - 1]!) !== group) ? group : null;
          return (
            <Fragment key={optionKey(option)}>
              {heading && (
                <chakra.li role="presentation" px="2.5" pt={index === 0 ? '1' : '3'} pb="1">
                  <Text textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                    {heading}
                  </Text>
                </chakra.li>
              )}
              <chakra.li
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                px="2.5"
                py="1.5"
                rounded="sm"
                cursor="pointer"
                bg={index === activeIndex ? 'brand.50' : undefined}
                _hover={{ bg: 'brand.50' }}
                // Keep the focus in the box so the choice is made before it blurs.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(option)}
              >
                {renderOption(option)}
              </chakra.li>
            </Fragment>
          );
        })}
        {options.length === 0 && status && (
          <chakra.li role="presentation" px="2.5" py="1.5">
            <Text textStyle="sm" color="fg.muted">
              {status}
            </Text>
          </chakra.li>
        )}
      </chakra.ul>
    </Box>
  );
}
