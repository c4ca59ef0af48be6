import type { SourceView } from '@heirloom/shared/contracts/family';
import { Dialog } from '../../../components/ui/chakra/dialog';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { useCreateSource } from '../api/sources';
import { SourceForm } from './source-form';

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
  const create = useCreateSource();
  return (
    <SourceForm
      heading="New source"
      initial={{ title: initialTitle, author: '', publication: '' }}
      saving={create.isPending}
      error={create.error}
      onSubmit={(source) => create.mutate(source, { onSuccess: onSaved })}
      onCancel={onCancel}
    />
  );
}
