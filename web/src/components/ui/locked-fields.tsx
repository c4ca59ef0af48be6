import { Stack, type StackProps } from '@chakra-ui/react';

interface LockedFieldsProps extends StackProps {
  /** The viewer may read these fields but not change them (no Save is offered). */
  locked: boolean;
}

/**
 * A form's fields as a stack inside a borderless fieldset: `locked` turns every input, chooser and
 * clear button in it off at once (the browser's rule for a disabled fieldset), so a viewer who may
 * not change an item cannot type what no Save would keep.
 */
export function LockedFields({ locked, children, ...props }: LockedFieldsProps) {
  return (
    <Stack asChild {...props}>
      <fieldset disabled={locked} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        {children}
      </fieldset>
    </Stack>
  );
}
