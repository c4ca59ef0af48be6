import { BellIcon, MessageIcon } from '../components/ui/icons';
import type { UpcomingPageContent } from '../features/shell/components/upcoming-page';

/**
 * The parts of Heirloom still being built (notifications, messages). Each
 * route is a real page that says what it will do, so no link in the drawer or menus is a dead end.
 */
export const UPCOMING_PAGES = {
  notifications: {
    title: 'Notification Settings',
    icon: BellIcon,
    summary: 'Choose what Heirloom tells you about, how often, and how.',
    points: [
      'For each kind of message, pick a frequency from immediately to never.',
      'Choose e-mail, text message or web notifications.',
      'Your choices are saved when you leave the page.',
    ],
  },
  message: {
    title: 'Message',
    icon: MessageIcon,
    summary: 'A message from Heirloom or from a family member, such as new photos of someone you follow.',
    points: ['Read the message and open the photos or people it is about.'],
  },
} satisfies Record<string, UpcomingPageContent>;

export type UpcomingPageId = keyof typeof UPCOMING_PAGES;
