import { DuplicatePeopleCard } from '../../features/faces/components/duplicate-people-card';
import { UnassignedFacesCard } from '../../features/faces/components/unassigned-faces-card';
import { ExportGedcomMenu } from '../../features/family/components/export-gedcom-menu';
import { RecentImports } from '../../features/family/components/recent-imports';
import { PeopleScreen } from '../../features/people/components/people-screen';

/** /people: the people list, with the tree's export, the unassigned faces and its GEDCOM imports beside it. */
export function Component() {
  return (
    <PeopleScreen
      actions={<ExportGedcomMenu />}
      aside={
        <>
          <UnassignedFacesCard />
          <DuplicatePeopleCard />
          <RecentImports />
        </>
      }
    />
  );
}
