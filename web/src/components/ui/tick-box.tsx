import { chakra, createSlotRecipeContext, type HTMLChakraProps } from '@chakra-ui/react';

/**
 * Chakra's checkbox look (its `checkbox` slot recipe, solid, medium) on a native checkbox. Chakra's
 * Checkbox runs a state machine (zag) for what the browser's own input does; a list that draws a
 * box on every card (/people) loads none of it on its first screen.
 */
const { withProvider, withContext } = createSlotRecipeContext({ key: 'checkbox' });

const Root = withProvider<HTMLLabelElement, HTMLChakraProps<'label'>>('label', 'root');
const Control = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'control');

export interface TickBoxProps extends Omit<HTMLChakraProps<'label'>, 'onChange'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The input's accessible name. */
  label: string;
  /** The box's background (the recipe's own when not given). */
  controlBg?: HTMLChakraProps<'span'>['bg'];
}

/** A tick box with no visible label (the name is given to screen readers). */
export function TickBox({ checked, onCheckedChange, label, controlBg, ...props }: TickBoxProps) {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <Root data-state={state} cursor="pointer" {...props}>
      {/* Visually hidden, as Chakra's own hidden input; the box below shows its state and focus. */}
      <chakra.input
        type="checkbox"
        aria-label={label}
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        position="absolute"
        w="1px"
        h="1px"
        m="-1px"
        p="0"
        border="0"
        overflow="hidden"
        whiteSpace="nowrap"
        css={{ clip: 'rect(0, 0, 0, 0)', '&:focus-visible + span': { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' } }}
      />
      <Control data-state={state} bg={controlBg} aria-hidden>
        {checked && (
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3px" strokeLinecap="round" strokeLinejoin="round">
            <polyline points="20 6 9 17 4 12" />
          </svg>
        )}
      </Control>
    </Root>
  );
}
