import { Field, Input, InputGroup } from '@chakra-ui/react';
import { CalendarIcon } from '../../../components/ui/more-icons';
import { DATE_EXAMPLES } from '../utils/photo-date';

interface DateFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Shown under the box, in place of the examples, when the date cannot be read. */
  error?: string | null;
  label?: string;
  onBlur?: () => void;
}

/** A free-text fuzzy date ('May 2018', '1950 to 1955'), read with the shared rules. */
export function DateField({ value, onChange, error, label = 'Date', onBlur }: DateFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label fontWeight="medium">
        {label}
      </Field.Label>
      <InputGroup startElement={<CalendarIcon color="fg.muted" />}>
        <Input value={value} placeholder="e.g. May 2018" autoComplete="off" onChange={(event) => onChange(event.target.value)} onBlur={onBlur} />
      </InputGroup>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{DATE_EXAMPLES}</Field.HelperText>}
    </Field.Root>
  );
}
