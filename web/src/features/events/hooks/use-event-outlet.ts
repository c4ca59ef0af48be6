import type { EventView } from '@heirloom/shared/contracts/family';
import { useOutletContext } from 'react-router';

export interface EventOutletContext {
  event: EventView;
}

/** The event the page's tabs belong to, loaded once by the event page. */
export const useEventOutlet = () => useOutletContext<EventOutletContext>();
