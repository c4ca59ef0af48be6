import { Dialog } from '../ui/chakra/dialog';
import { DialogFrame } from '../ui/dialog-frame';
import type { PersonSummary } from '@heirloom/shared/contracts/family';
import { PersonSearch } from './person-search';

interface ChoosePersonDialogProps {
  open: boolean;
  /** Who is wanted: 'the parent', 'who died'. */
  who: string;
  onOpenChange: (open: boolean) => void;
  onChoose: (person: PersonSummary, created: boolean) => void;
  createPerson: (typed: string) => Promise<PersonSummary>;
}

/** The person search in a dialog, so the results have room on a phone and are never clipped by the list. */
export function ChoosePersonDialog({ open, who, onOpenChange, onChoose, createPerson }: ChoosePersonDialogProps) {
  return (
    // Opened from a menu ('Add child'), whose focus going back to its button as the menu closes can
    // come after this opened: that is no reason to close it (a click outside or Escape still is).
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} onFocusOutside={(event) => event.preventDefault()} placement="top" lazyMount unmountOnExit>
      <DialogFrame>
        <Dialog.Header>
          <Dialog.Title>Choose {who}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body pb="6">
          <PersonSearch
            who={who}
            autoFocus
            createPerson={createPerson}
            onChoose={(person, created) => {
              onChoose(person, created);
              onOpenChange(false);
            }}
          />
        </Dialog.Body>
      </DialogFrame>
    </Dialog.Root>
  );
}
