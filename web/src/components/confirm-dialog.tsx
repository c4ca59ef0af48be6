import { Button, Text } from '@chakra-ui/react';
import { Dialog } from './ui/chakra/dialog';
import { DialogActions, DialogFrame } from './ui/dialog-frame';
import { useState, type ReactNode } from 'react';
import { FormAlert } from './ui/form-alert';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
}

/** 'Are you sure?' before something that cannot be undone (deleting photos, leaving a family, removing a member). */
export function ConfirmDialog({ open, onOpenChange, title, children, confirmLabel, busyLabel, busy = false, error, onConfirm }: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} role="alertdialog" placement="center">
      <DialogFrame>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Text as="div">{children}</Text>
          {error && (
            <FormAlert>{error}</FormAlert>
          )}
        </Dialog.Body>
        <DialogActions>
          <Button colorPalette="red" loading={busy} loadingText={busyLabel} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </DialogFrame>
    </Dialog.Root>
  );
}

interface ConfirmButtonProps extends Omit<ConfirmDialogProps, 'open' | 'onOpenChange'> {
  /** What the button that opens the question says. */
  trigger: ReactNode;
}

/** A red outline button that asks first (delete an event, remove a person): the dialog above, opened by it. */
export function ConfirmButton({ trigger, ...dialog }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" colorPalette="red" onClick={() => setOpen(true)}>
        {trigger}
      </Button>
      <ConfirmDialog open={open} onOpenChange={setOpen} {...dialog} />
    </>
  );
}
