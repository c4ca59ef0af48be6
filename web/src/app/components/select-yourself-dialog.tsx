import { Button } from '@chakra-ui/react';
import { Dialog } from '../../components/ui/chakra/dialog';
import { DialogFrame } from '../../components/ui/dialog-frame';
import { useState } from 'react';
import { SelectYourselfPicker } from './select-yourself-picker';

/**
 * The home page's 'Select yourself' step: find yourself among the people by name and pick
 * 'This is me' (PUT /user/person), without leaving the page. Composed here because it joins the
 * people feature (search) and the accounts feature (the user's own person).
 */
export function SelectYourselfDialog() {
  const [open, setOpen] = useState(false);

  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="center">
      <Dialog.Trigger asChild>
        <Button variant="outline">Select yourself</Button>
      </Dialog.Trigger>
      <DialogFrame>
        <Dialog.Header>
          <Dialog.Title>Which person is you?</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <SelectYourselfPicker onChosen={() => setOpen(false)} emptyHint="Heirloom then shows your parents, children and grandparents from where you stand." />
        </Dialog.Body>
      </DialogFrame>
    </Dialog.Root>
  );
}
