import { Button } from '@chakra-ui/react';
import { UserPlusIcon } from '../../../components/ui/icons';
import { deferredPart, LoadOnIntent } from '../../../components/ui/load-on-intent';

/** The dialog is code the people list does not need until someone may open it. */
const addPersonDialog = deferredPart(() => import('./add-person-dialog').then((module) => module.AddPersonDialog));

/** 'Add person', opening the dialog that splits a typed name (./add-person-dialog). */
export function AddPersonButton() {
  return (
    <LoadOnIntent
      part={addPersonDialog}
      trigger={
        <Button aria-haspopup="dialog">
          <UserPlusIcon /> Add person
        </Button>
      }
    />
  );
}
