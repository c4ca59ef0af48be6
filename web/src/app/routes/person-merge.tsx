import { useSearchParams } from 'react-router';
import { PersonVersionChoice } from '../../features/sharing/components/person-version-choice';
import { UpcomingPage } from '../../features/shell/components/upcoming-page';
import { UPCOMING_PAGES } from '../upcoming-pages';

/**
 * /person_merge: with person_id1 only, the version choice of one person (family sharing); with
 * person_id2 too, merging two people (built with faces: until then, its 'being built' page).
 */
export function Component() {
  const [params] = useSearchParams();
  const first = params.get('person_id1') ?? '';
  if (params.get('person_id2')) return <UpcomingPage {...UPCOMING_PAGES.merge} />;
  return <PersonVersionChoice personId={first} />;
}
