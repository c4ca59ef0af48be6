import { Field } from '@chakra-ui/react';
import { PersonFilter } from './person-filter';

/** 'Whose photos?' (Filter by Person), a chunk of its own: most visits to the strip never show it. */
export function PersonChooser({ onChoose }: { onChoose: (personId: string) => void }) {
  return (
    <Field.Root maxW="md">
      <Field.Label fontWeight="medium">Whose photos?</Field.Label>
      <PersonFilter onChoose={onChoose} />
    </Field.Root>
  );
}
