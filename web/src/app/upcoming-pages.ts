import { FacebookIcon, GoogleIcon } from '../components/ui/icons';
import type { UpcomingPageContent } from '../features/shell/components/upcoming-page';

/**
 * The parts of Heirloom still being built (the Facebook and Google photo sources). Each
 * route is a real page that says what it will do, so no link in the drawer or menus is a dead end.
 */
export const UPCOMING_PAGES = {
  facebook: {
    title: 'Import from Facebook',
    icon: FacebookIcon,
    summary: 'Bring the photos you posted on Facebook into your family library.',
    points: ['Connect your Facebook account.', 'Pick the photos to add; ones already added are hidden.', 'See each photo go from Adding to Added.'],
    related: [{ to: '/integrations', label: 'Integrations' }],
  },
  google: {
    title: 'Import from Google Photos',
    icon: GoogleIcon,
    summary: 'Bring photos from your Google Photos library.',
    points: ['Connect your Google account.', 'Browse your library and pick the photos to add.'],
    related: [{ to: '/integrations', label: 'Integrations' }],
  },
} satisfies Record<string, UpcomingPageContent>;

export type UpcomingPageId = keyof typeof UPCOMING_PAGES;
