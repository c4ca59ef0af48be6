import { useSearchParams } from 'react-router';
import { MergePeopleScreen } from '../../features/faces/components/merge-people-screen';
import { UpcomingPage } from '../../features/shell/components/upcoming-page';
import { UPCOMING_PAGES } from '../upcoming-pages';

/**
 * /person_merge (spec 001 section 2): with two people, their difference and 'Do Merge'; with
 * one, the choice between a person's versions (family sharing's part, still being built).
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const personId1 = searchParams.get('person_id1');
  const personId2 = searchParams.get('person_id2');
  if (personId1 && personId2) return <MergePeopleScreen key={`${personId1}-${personId2}`} personId1={personId1} personId2={personId2} />;
  return <UpcomingPage {...UPCOMING_PAGES.merge} />;
}
