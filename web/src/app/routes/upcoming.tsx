import { useMatches, useSearchParams } from 'react-router';
import { UpcomingPage } from '../../features/shell/components/upcoming-page';
import { PHOTO_LIST_PRESETS } from '../../features/shell/nav/nav-items';
import { photoStripPage, UPCOMING_PAGES, type UpcomingPageId } from '../upcoming-pages';

export interface UpcomingHandle {
  upcoming: UpcomingPageId | 'photo-strip';
}

const isUpcomingHandle = (handle: unknown): handle is UpcomingHandle =>
  typeof handle === 'object' && handle !== null && 'upcoming' in handle;

/** Renders the page named by the route's handle: { upcoming: id }. */
export function Component() {
  const [searchParams] = useSearchParams();
  const handle = useMatches()
    .map((match) => match.handle)
    .reverse()
    .find(isUpcomingHandle);
  const id = !handle || handle.upcoming === 'photo-strip' ? photoStripPage(searchParams) : handle.upcoming;
  const page = UPCOMING_PAGES[id];
  const preset = PHOTO_LIST_PRESETS.find((entry) => entry.value === searchParams.get('list'));
  const title = id === 'photos-list' && preset ? `Photos: ${preset.label}` : page.title;
  return <UpcomingPage key={id} {...page} title={title} />;
}
