import { Field, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormFieldProps {
  label: ReactNode;
  /** The messages for this field; every one is shown, each on its own line. */
  errors?: readonly string[];
  helper?: ReactNode;
  required?: boolean;
  optionalText?: string;
  children: ReactNode;
}

/**
 * A labelled input with its hint and its messages. Field.Root wires the label, the hint and the
 * messages to the input (aria-describedby, aria-invalid) so a screen reader reads them together.
 */
export function FormField({ label, errors, helper, required, optionalText, children }: FormFieldProps) {
  const invalid = Boolean(errors && errors.length > 0);
  return (
    <Field.Root invalid={invalid} required={required}>
      <Field.Label fontWeight="medium">
        {label}
        {required ? (
          <Field.RequiredIndicator />
        ) : (
          optionalText && (
            <Text as="span" color="fg.muted" fontWeight="normal">
              {optionalText}
            </Text>
          )
        )}
      </Field.Label>
      {children}
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      {invalid && (
        <Field.ErrorText flexDirection="column" alignItems="flex-start" gap="0.5">
          {errors!.map((message) => (
            <span key={message}>{message}</span>
          ))}
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}
