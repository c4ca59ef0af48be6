import { Stack, type StackProps } from '@chakra-ui/react';
import type { FormEvent } from 'react';

interface FormStackProps extends Omit<StackProps, 'onSubmit'> {
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * A form laid out as a stack. Browser validation is off: the shared schemas give the messages, in
 * the spec's words, instead of the browser's own bubbles.
 */
export function FormStack({ label, onSubmit, children, ...props }: FormStackProps) {
  return (
    <Stack asChild {...props}>
      <form noValidate aria-label={label} onSubmit={onSubmit}>
        {children}
      </form>
    </Stack>
  );
}
