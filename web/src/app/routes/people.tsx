import { useSignedInUser } from '../../features/accounts/api/signed-in-user';
import { UnassignedFacesCard } from '../../features/faces/components/unassigned-faces-card';
import { ExportGedcomButton } from '../../features/family/components/export-gedcom-button';
import { RecentImports } from '../../features/family/components/recent-imports';
import { PeopleScreen } from '../../features/people/components/people-screen';
import { DuplicateSuggestions } from '../../features/sharing/components/duplicate-suggestions';

/**
 * /people: the people list, with the tree's export, the unassigned faces (once there are photos for
 * them to be in), likely duplicates and its GEDCOM imports beside it.
 */
export function Component() {
  const user = useSignedInUser();
  return (
    <PeopleScreen
      hasPeople={user.has_people}
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
