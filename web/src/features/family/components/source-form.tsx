import { Button, Input, Stack } from '@chakra-ui/react';
import { createSourceRequest, type SourceView } from '@heirloom/shared/contracts/family';
import { useState } from 'react';
import type { z } from 'zod';
import { Dialog } from '../../../components/ui/chakra/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { issuesToFields } from '../../../lib/api-client';

export type SourceFields = Pick<SourceView, 'title' | 'author' | 'publication'>;

interface SourceFormProps {
  heading: string;
  initial: SourceFields;
  saving: boolean;
  /** What the server said when saving failed. */
  error: Error | null;
  onSubmit: (source: z.output<typeof createSourceRequest>) => void;
  onCancel: () => void;
}

/** A source's title, author and publication in a dialog: a new source (the citation's picker) or one corrected (its page). */
export function SourceForm({ heading, initial, saving, error, onSubmit, onCancel }: SourceFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const parsed = createSourceRequest.safeParse(values);
    if (!parsed.success) {
      setErrors(issuesToFields(parsed.error.issues));
      return;
    }
    onSubmit(parsed.data);
  };

  const field = (name: keyof SourceFields, label: string) => (
    <FormField label={label} errors={errors[name]} required={name === 'title'}>
      <Input
        size="sm"
        value={values[name]}
        autoComplete="off"
        onChange={(event) => {
          setValues({ ...values, [name]: event.target.value });
          setErrors({});
        }}
      />
    </FormField>
  );

  return (
    <form noValidate aria-label={heading} onSubmit={submit}>
      <Dialog.Header>
        <Dialog.Title>{heading}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          {field('title', 'Title')}
          {field('author', 'Author')}
          {field('publication', 'Publication')}
          {error && <FormAlert>{error.message}</FormAlert>}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" loading={saving}>
          Save
        </Button>
      </Dialog.Footer>
    </form>
  );
}
