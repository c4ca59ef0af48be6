import { useSearchParams } from 'react-router';
import { MergePeopleScreen } from '../../features/faces/components/merge-people-screen';
import { MergeRelationship } from '../components/merge-relationship';
import { PersonVersionChoice } from '../../features/sharing/components/person-version-choice';

/**
 * /person_merge (spec 001 section 2): with two people, their difference side by side and 'Do
 * Merge'; with one, the choice between that person's versions ('Use This Version' / 'Keep Current
 * Version').
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const personId1 = searchParams.get('person_id1') ?? '';
  const personId2 = searchParams.get('person_id2');
  if (personId1 && personId2) {
    return <MergePeopleScreen key={`${personId1}-${personId2}`} personId1={personId1} personId2={personId2} relationship={<MergeRelationship personId1={personId1} personId2={personId2} />} />;
  }
  return <PersonVersionChoice personId={personId1} />;
}
