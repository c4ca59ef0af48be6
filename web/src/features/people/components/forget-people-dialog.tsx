import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useForgetPeople } from '../api/forget-people';

interface ForgetPeopleDialogProps {
  ids: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onForgotten: () => void;
}

/** Spec 001 section 4: 'Remove These People?' / 'Are you sure you want to remove the selected people from your view?'. */
export function ForgetPeopleDialog({ ids, open, onOpenChange, onForgotten }: ForgetPeopleDialogProps) {
  const forget = useForgetPeople();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) forget.reset();
      }}
      title="Remove These People?"
      confirmLabel="Remove"
      busyLabel="Removing…"
      busy={forget.isPending}
      error={forget.error?.message ?? null}
      onConfirm={() =>
        forget.mutate(ids, {
          onSuccess: () => {
            onOpenChange(false);
            onForgotten();
          },
        })
      }
    >
      Are you sure you want to remove the selected people from your view?
      <Text mt="2" color="fg.muted" textStyle="sm">
        {ids.length === 1 ? 'One person' : `${ids.length} people`} will no longer appear in your lists, tree or events.
      </Text>
    </ConfirmDialog>
  );
}
