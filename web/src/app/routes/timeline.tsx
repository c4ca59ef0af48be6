import { useQueryClient } from '@tanstack/react-query';
import { DeletedEventsButton } from '../../features/events/components/deleted-events-button';
import { timelineKeys } from '../../features/timeline/api/keys';
import { timelineQueryOptions } from '../../features/timeline/api/timeline';
import { TimelineScreen } from '../../features/timeline/components/timeline-screen';
import { FAMILY_TIMELINE } from '../../features/timeline/utils/source';
import { parseYear } from '../../features/timeline/utils/years';
import type { PageDataPrefetch } from '../lazy-page';

/** /timeline: the family's events and dated photos, and the events deleted lately, to put back. */
export function Component() {
  const queryClient = useQueryClient();
  return <TimelineScreen actions={<DeletedEventsButton onRestored={() => void queryClient.invalidateQueries({ queryKey: timelineKeys.all })} />} />;
}

/** The first page the timeline shows: the newest, or around ?year=. */
export const prefetchData: PageDataPrefetch = (queryClient, location) => {
  const year = new URLSearchParams(location.search).get('year');
  void queryClient.prefetchInfiniteQuery(timelineQueryOptions(FAMILY_TIMELINE, year === null ? null : parseYear(year)));
};
