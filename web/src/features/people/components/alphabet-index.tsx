import { Box, Button, Stack } from '@chakra-ui/react';
import { NO_LAST_NAME } from '@heirloom/shared/contracts/family';
import { STICKY_BELOW_HEADER } from '../../../hooks/use-header-scroll-padding';

export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
/** Every entry of the index a list can be at: the letters, then the people with no last name. */
export const INDEX_ENTRIES = [...LETTERS, NO_LAST_NAME];

/** What the list at an index entry holds, said in words. */
export const indexEntryText = (entry: string): string => (entry === NO_LAST_NAME ? 'People with no last name' : `Last names starting with ${entry}`);

interface AlphabetIndexProps {
  letter: string | null;
  onChoose: (letter: string | null) => void;
}

/**
 * The A-Z side index (spec 001 section 2): a letter jumps to the last names starting with it, 'All'
 * goes back to everyone, and '#' (last) to the people with no last name, who otherwise come first
 * in 'All' (a royal tree has hundreds). It stays beside the list while the page scrolls, on a phone as a thin strip
 * at the screen's edge.
 */
export function AlphabetIndex({ letter, onChoose }: AlphabetIndexProps) {
  return (
    <Box
      as="nav"
      aria-label="Jump to last names starting with"
      position="sticky"
      top={STICKY_BELOW_HEADER}
      alignSelf="flex-start"
      flexShrink={0}
      maxH="calc(100dvh - 4rem - 16px)"
      overflowY="auto"
      css={{ scrollbarWidth: 'none' }}
    >
      <Stack as="ul" listStyleType="none" gap="0" align="center">
        <Box as="li">
          <IndexButton label="All" current={letter === null} onClick={() => onChoose(null)} ariaLabel="All people" />
        </Box>
        {INDEX_ENTRIES.map((each) => (
          <Box as="li" key={each}>
            <IndexButton label={each} current={letter === each} onClick={() => onChoose(each)} ariaLabel={indexEntryText(each)} />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

function IndexButton({ label, current, onClick, ariaLabel }: { label: string; current: boolean; onClick: () => void; ariaLabel: string }) {
  return (
    <Button
      variant={current ? 'solid' : 'ghost'}
      size="2xs"
      minW={{ base: '6', md: '8' }}
      h={{ base: '5', md: '6' }}
      px="1"
      fontWeight="semibold"
      textStyle="xs"
      color={current ? undefined : 'brand.700'}
      aria-label={ariaLabel}
      aria-current={current ? 'true' : undefined}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}
