import { useSignedInUser } from '../../features/accounts/api/signed-in-user';
import { useTreeHasPeopleFromDashboard } from '../../features/home/api/dashboard';
import { UnassignedFacesCard } from '../../features/faces/components/unassigned-faces-card';
import { ExportGedcomButton } from '../../features/family/components/export-gedcom-button';
import { RecentImports } from '../../features/family/components/recent-imports';
import { PeopleScreen } from '../../features/people/components/people-screen';
import { DuplicateSuggestions } from '../../features/sharing/components/duplicate-suggestions';

/**
 * /people: the people list, with the tree's export, the unassigned faces (once there are photos for
 * them to be in), likely duplicates and its GEDCOM imports beside it. Whether the tree has people
 * (the grid's code then loads alongside the list) is the family's, as home's dashboard or the user's
 * has_people last read it: nothing is asked for it here.
 */
export function Component() {
  const user = useSignedInUser();
  const treeHasPeople = useTreeHasPeopleFromDashboard();
  return (
    <PeopleScreen
      hasPeople={treeHasPeople ?? user.has_people ?? false}
      actions={<ExportGedcomButton />}
      aside={
        <>
          <UnassignedFacesCard hasPhotos={user.has_photos} />
          <DuplicateSuggestions />
          <RecentImports />
        </>
      }
    />
  );
}
