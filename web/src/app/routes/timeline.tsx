import { timelineQueryOptions } from '../../features/timeline/api/timeline';
import { TimelineScreen } from '../../features/timeline/components/timeline-screen';
import { FAMILY_TIMELINE } from '../../features/timeline/utils/source';
import { parseYear } from '../../features/timeline/utils/years';
import type { PageDataPrefetch } from '../lazy-page';

/** /timeline: the family's events and dated photos. */
export function Component() {
  return <TimelineScreen />;
}

/** The first page the timeline shows: the newest, or around ?year=. */
export const prefetchData: PageDataPrefetch = (queryClient, location) => {
  const year = new URLSearchParams(location.search).get('year');
  void queryClient.prefetchInfiniteQuery(timelineQueryOptions(FAMILY_TIMELINE, year === null ? null : parseYear(year)));
};
