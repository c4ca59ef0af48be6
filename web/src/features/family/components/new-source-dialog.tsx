import { Button, Input, Stack } from '@chakra-ui/react';
import { Dialog } from '../../../components/ui/chakra/dialog';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { createSourceRequest, type SourceView } from '@heirloom/shared/contracts/family';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { issuesToFields } from '../../../lib/api-client';
import { useCreateSource } from '../api/sources';

/** Spec 001 section 9: "Source dialog max width 290". */
export const SOURCE_DIALOG_MAX_WIDTH = '290px';

interface NewSourceDialogProps {
  /** The title typed in the source box; the dialog is open while it is not null. */
  title: string | null;
  onSaved: (source: SourceView) => void;
  onCancel: () => void;
}

/** Spec 001 section 2: typing a new source opens this dialog; Save posts the source, cancel clears it. */
export function NewSourceDialog({ title, onSaved, onCancel }: NewSourceDialogProps) {
  return (
    <Dialog.Root open={title !== null} onOpenChange={(details) => !details.open && onCancel()} placement="center" lazyMount unmountOnExit>
      <DialogFrame maxW={SOURCE_DIALOG_MAX_WIDTH} data-testid="new-source-dialog">
        {title !== null && <NewSourceForm initialTitle={title} onSaved={onSaved} onCancel={onCancel} />}
      </DialogFrame>
    </Dialog.Root>
  );
}

function NewSourceForm({ initialTitle, onSaved, onCancel }: { initialTitle: string; onSaved: (source: SourceView) => void; onCancel: () => void }) {
  const [values, setValues] = useState({ title: initialTitle, author: '', publication: '' });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const create = useCreateSource();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const parsed = createSourceRequest.safeParse(values);
    if (!parsed.success) {
      setErrors(issuesToFields(parsed.error.issues));
      return;
    }
    create.mutate(parsed.data, { onSuccess: onSaved });
  };

  const field = (name: keyof typeof values, label: string) => (
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
    <form noValidate aria-label="New source" onSubmit={submit}>
      <Dialog.Header>
        <Dialog.Title>New source</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          {field('title', 'Title')}
          {field('author', 'Author')}
          {field('publication', 'Publication')}
          {create.isError && <FormAlert>{create.error.message}</FormAlert>}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" loading={create.isPending}>
          Save
        </Button>
      </Dialog.Footer>
    </form>
  );
}
