import { Button, HStack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { CloseIcon, MergeIcon, TrashIcon } from '../../../components/ui/icons';
import { LinkButton } from '../../../components/ui/router-link';
import { usePeopleSelectionStore } from '../stores/people-selection-store';
import { useHasBeenTrue } from '../../../hooks/use-has-been-true';
import { STICKY_BELOW_HEADER } from '../../../hooks/use-header-scroll-padding';
import { NOT_YOURS, useFamilyRights } from '../../../lib/family-role';

/** The confirmation is code the list does not need until Forget is pressed. */
const ForgetPeopleDialog = lazy(() => import('./forget-people-dialog').then((module) => ({ default: module.ForgetPeopleDialog })));

/**
 * Shown while people are ticked (spec 001 section 2): Forget for any selection, and Merge People
 * when exactly two are ticked.
 */
export function SelectionToolbar() {
  const selected = usePeopleSelectionStore((state) => state.selected);
  const clear = usePeopleSelectionStore((state) => state.clear);
  const makers = usePeopleSelectionStore((state) => state.makers);
  const rights = useFamilyRights();
  const [confirming, setConfirming] = useState(false);
  const confirmWanted = useHasBeenTrue(confirming);
  if (selected.length === 0 && !confirming) return null;
  // Forgetting and merging are for the family's admins and the person who added them (the server says so too).
  const mayChange = rights.ready && selected.every((id) => rights.mayChange(makers[id]));
  const mergeTo = mayChange && selected.length === 2 ? `/person_merge?${new URLSearchParams({ person_id1: selected[0]!, person_id2: selected[1]! })}` : null;

  return (
    <HStack
      role="toolbar"
      aria-label="Selected people"
      position="sticky"
      top={STICKY_BELOW_HEADER}
      zIndex="docked"
      bg="brand.50"
      borderWidth="1px"
      borderColor="brand.200"
      rounded="lg"
      shadow="sm"
      px="3"
      py="2"
      gap="2"
      wrap="wrap"
      mb="4"
    >
      <Text fontWeight="semibold" me="auto" aria-live="polite">
        {selected.length === 1 ? '1 person selected' : `${selected.length} people selected`}
      </Text>
      {mergeTo && (
        <LinkButton to={mergeTo} size="sm" variant="outline" bg="bg.panel">
          <MergeIcon /> Merge People
        </LinkButton>
      )}
      {mayChange ? (
        <Button size="sm" colorPalette="red" variant="outline" bg="bg.panel" onClick={() => setConfirming(true)}>
          <TrashIcon /> Forget
        </Button>
      ) : (
        rights.ready && (
          <Text textStyle="sm" color="fg.muted" data-testid="not-yours">
            {NOT_YOURS.people}
          </Text>
        )
      )}
      <Button size="sm" variant="ghost" onClick={clear}>
        <CloseIcon /> Clear
      </Button>
      {confirmWanted && (
        <Suspense fallback={null}>
          <ForgetPeopleDialog ids={selected} open={confirming} onOpenChange={setConfirming} onForgotten={clear} />
        </Suspense>
      )}
    </HStack>
  );
}
