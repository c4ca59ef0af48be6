import { Stack } from '@chakra-ui/react';
import type { PersonView } from '@heirloom/shared/contracts/family';
import { lifeYearsText } from '@heirloom/shared/rules/living';
import { AppLink } from '../../../components/ui/router-link';
import { PutBackDialog, PutBackRow } from '../../../components/put-back-dialog';
import { toaster } from '../../../components/ui/toaster';
import { useFamilyRights } from '../../../lib/family-role';
import { displayNameOf } from '../../../lib/person-display';
import { useRemovedPeople, useRestorePeople } from '../api/removed-people';

/**
 * 'Removed people' beside the people list's actions, once someone has been removed: a dialog that
 * lists them A to Z, each with 'Put back' for whoever may (the admins, or whoever added them).
 * Removing keeps a person's events, notes and links, so putting them back returns them whole.
 */
export function RemovedPeopleButton() {
  const removed = useRemovedPeople();
  const people = removed.data?.pages.flatMap((page) => page.people) ?? [];
  if (!people.length) return null;
  return (
    <PutBackDialog
      title="Removed people"
      description="People removed from the family tree. Their events, notes and links were kept: put one back and they return as they were."
      more={{ hasNextPage: removed.hasNextPage, isFetchingNextPage: removed.isFetchingNextPage, fetchNextPage: () => void removed.fetchNextPage() }}
    >
      <Stack as="ul" listStyleType="none" gap="1" aria-label="Removed people">
        {people.map((person) => (
          <RemovedPersonRow key={person.id} person={person} />
        ))}
      </Stack>
    </PutBackDialog>
  );
}

function RemovedPersonRow({ person }: { person: PersonView }) {
  const rights = useFamilyRights();
  const restore = useRestorePeople();
  const name = displayNameOf(person);
  const years = lifeYearsText(person.life_span);
  return (
    <PutBackRow
      title={
        <AppLink to={`/person/${person.id}`} fontWeight="medium" truncate>
          {name}
        </AppLink>
      }
      name={name}
      detail={years}
      mayPutBack={rights.ready && rights.mayChange(person.created_by)}
      pending={restore.isPending}
      error={restore.error}
      onPutBack={() => restore.mutate([person.id], { onSuccess: () => toaster.create({ type: 'success', title: `${name} is back in the family tree` }) })}
    />
  );
}
