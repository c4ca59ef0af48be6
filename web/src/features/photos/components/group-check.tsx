import { chakra } from '@chakra-ui/react';
import { CheckIcon } from '../../../components/ui/icons';

interface GroupCheckProps {
  /** 'May 2018', for the button's name. */
  label: string;
  /** How many of the group's loaded photos are selected, of how many. */
  selectedCount: number;
  count: number;
  /** Something is selected: the check shows on every heading (on a phone only then). */
  selecting: boolean;
  onChange: (select: boolean) => void;
}

/**
 * The round check before a month's heading, as Google Photos has by its dates: it selects every
 * photo of the month that is loaded, or clears them when all are selected. On a desktop it shows
 * when the pointer is over the heading's band or anything is selected; on a phone, where nothing
 * hovers, only while selecting (a card's long press or check starts it).
 */
export function GroupCheck({ label, selectedCount, count, selecting, onChange }: GroupCheckProps) {
  const all = count > 0 && selectedCount === count;
  return (
    <chakra.button
      type="button"
      role="checkbox"
      aria-checked={all ? true : selectedCount > 0 ? 'mixed' : false}
      aria-label={`Select all of ${label}`}
      title={all ? `Clear the selection of ${label}` : `Select all of ${label}`}
      onClick={() => onChange(!all)}
      flexShrink={0}
      w="5"
      h="5"
      // On a desktop it hangs in the margin left of the heading, so the heading never moves when it
      // shows; on a phone, shown only while selecting, it sits before the heading.
      position={{ base: 'static', md: 'absolute' }}
      right={{ md: '100%' }}
      me="1"
      display={{ base: selecting ? 'inline-flex' : 'none', md: 'inline-flex' }}
      alignItems="center"
      justifyContent="center"
      rounded="full"
      borderWidth="2px"
      borderColor={all ? 'brand.500' : 'fg.muted'}
      bg={all ? 'brand.500' : 'transparent'}
      color="white"
      cursor="pointer"
      opacity={selecting ? 1 : 0}
      css={{ '[data-group-band]:hover &': { opacity: 1 } }}
      _focusVisible={{ opacity: 1, outline: '2px solid', outlineColor: 'brand.300', outlineOffset: '2px' }}
      transition="opacity 0.15s ease"
    >
      {all && <CheckIcon width="0.8em" height="0.8em" strokeWidth="3" />}
    </chakra.button>
  );
}
