import type { PersonView } from '@heirloom/shared/contracts/family';
import { useOutletContext } from 'react-router';

export interface PersonOutletContext {
  person: PersonView;
}

/** The person the page's tabs belong to, loaded once by the person page. */
export const usePersonOutlet = () => useOutletContext<PersonOutletContext>();
