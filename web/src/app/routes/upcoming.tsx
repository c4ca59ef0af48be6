import { useMatches } from 'react-router';
import { UpcomingPage } from '../../features/shell/components/upcoming-page';
import { UPCOMING_PAGES, type UpcomingPageId } from '../upcoming-pages';

export interface UpcomingHandle {
  upcoming: UpcomingPageId;
}

const isUpcomingHandle = (handle: unknown): handle is UpcomingHandle =>
  typeof handle === 'object' && handle !== null && 'upcoming' in handle;

/** Renders the page named by the route's handle: { upcoming: id }. */
export function Component() {
  const handle = useMatches()
    .map((match) => match.handle)
    .reverse()
    .find(isUpcomingHandle);
  if (!handle) throw new Error('An upcoming page needs a route handle { upcoming: id }');
  return <UpcomingPage key={handle.upcoming} {...UPCOMING_PAGES[handle.upcoming]} />;
}
