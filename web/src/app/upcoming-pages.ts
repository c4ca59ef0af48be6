import {
  BellIcon,
  CalendarOffIcon,
  CardIcon,
  DropboxIcon,
  FaceIcon,
  FacebookIcon,
  FamilyIcon,
  FlagOffIcon,
  GoogleIcon,
  HeartIcon,
  LinkIcon,
  MapIcon,
  MapPinIcon,
  MapPinOffIcon,
  MergeIcon,
  MessageIcon,
  PhotoIcon,
  PhotosIcon,
  PlaceSearchIcon,
  PlayIcon,
  SourceIcon,
  TimelineIcon,
  TreeIcon,
  UserSearchIcon,
} from '../components/ui/icons';
import type { UpcomingPageContent } from '../features/shell/components/upcoming-page';

/**
 * The parts of Heirloom later work builds (photos, people, tree, ...). Each route is real now and
 * says what it will do, so no link in the drawer or menus leads to a dead end.
 */
export const UPCOMING_PAGES = {
  photos: {
    title: 'Photos',
    icon: PhotosIcon,
    summary: 'Every photo and video your family has shared, newest first, in one long scrolling strip.',
    points: [
      'Scroll through all your photos and videos, loading more as you go.',
      'Select many photos at once (Shift selects a range) to set their date, place or event together.',
      'See who is in each photo, with faces outlined and named.',
      'Open any photo full screen, or play them as a slideshow.',
    ],
    related: [{ to: '/upload', label: 'Upload photos' }],
  },
  'photos-list': {
    title: 'Photos of your family',
    icon: FamilyIcon,
    summary: 'The photos of a group of relatives, worked out from your family tree.',
    points: [
      'Me, Siblings, Kids, Grand Kids, Parents, Grand Parents and Nieces & Nephews, each a click away.',
      'Groups follow the tree: add a grandchild and their photos join Grand Kids.',
      'Select photos to fix dates, places and events in one go.',
    ],
    related: [{ to: '/graph', label: 'Family tree' }],
  },
  'photos-no-date': {
    title: 'Photos with no date',
    icon: CalendarOffIcon,
    summary: 'The photos Heirloom could not date from the camera, gathered so you can date them.',
    points: [
      'Type rough dates such as “May 1952”, “1950s” or “1 May 2018 to 3 May 2018”.',
      'Date many photos at once by selecting them together.',
      'Dated photos move onto the timeline automatically.',
    ],
  },
  'photos-no-location': {
    title: 'Photos with no location',
    icon: MapPinOffIcon,
    summary: 'The photos without a place, so you can say where they were taken.',
    points: ['Search for a place by name and pick it from the suggestions.', 'Set the place of many photos at once.', 'Placed photos appear on the photo map.'],
    related: [{ to: '/photos/map', label: 'Photo map' }],
  },
  'photos-no-event': {
    title: 'Photos with no event',
    icon: FlagOffIcon,
    summary: 'The photos not yet linked to a life event such as a wedding, a graduation or a birth.',
    points: [
      'Link photos to an existing event, or type a new event name to create one.',
      'New events are prefilled with the photo’s date, place and the people in it.',
      'Event pages then show all their photos together.',
    ],
  },
  'photos-filter-person': {
    title: 'Photos of one person',
    icon: UserSearchIcon,
    summary: 'Choose anyone in your family and see every photo they appear in.',
    points: ['Search people by name.', 'See the faces not yet linked to anyone, and name them.', 'Open a photo to correct a wrong match.'],
    related: [{ to: '/people', label: 'People' }],
  },
  map: {
    title: 'Photo map',
    icon: MapIcon,
    summary: 'Your family’s photos and events on a map, starting over the central United States.',
    points: ['See clusters of photos by place, and zoom in to single places.', 'Open the photos and events at any address.', 'Filter the map to one person.'],
  },
  locations: {
    title: 'Photos by place',
    icon: PlaceSearchIcon,
    summary: 'The photos and events at one address, or the faces not yet linked to a person.',
    points: ['Choose a place and see everything that happened there.', 'Move from a place to the people and events connected with it.'],
    related: [{ to: '/photos/map', label: 'Photo map' }],
  },
  photo: {
    title: 'Photo',
    icon: PhotoIcon,
    summary: 'A photo shown full size, with its details beside it.',
    points: ['Move to the previous and next photo with the keyboard or a swipe.', 'Edit the date, place, event and caption.', 'Name the faces, download the photo, or correct its colours.'],
  },
  slideshow: {
    title: 'Slideshow',
    icon: PlayIcon,
    summary: 'Your photos played one after another, every five seconds, starting again at the end.',
    points: ['Start a slideshow from any photo list.', 'Pause, go back or skip ahead at any time.'],
  },
  merge: {
    title: 'Merge people',
    icon: MergeIcon,
    summary: 'Compare two entries for the same person side by side and combine them.',
    points: ['See what differs between the two versions.', 'Choose which version to keep, or merge both.'],
    related: [{ to: '/people', label: 'People' }],
  },
  documents: {
    title: 'Documents and sources',
    icon: SourceIcon,
    summary: 'Certificates, letters, census pages and other documents, kept as sources for your tree.',
    points: ['Upload PDFs and scans, or turn a photo into a document.', 'Give each document a title, author and publication.', 'Cite documents from people, names and events.'],
  },
  document: {
    title: 'Document',
    icon: SourceIcon,
    summary: 'One document, page by page.',
    points: ['Read every page and download the document.', 'Edit its title, author and publication.', 'Share it with family.'],
    related: [{ to: '/documents', label: 'All documents' }],
  },
  tree: {
    title: 'Family tree',
    icon: TreeIcon,
    summary: 'Your family as a tree, with couples joined and each person’s picture.',
    points: [
      'Centre the tree on anyone with a click, and open their page.',
      'See ancestor and descendant charts for a person.',
      'Import an existing tree from a GEDCOM file.',
    ],
    related: [{ to: '/people', label: 'People' }],
  },
  timeline: {
    title: 'Timeline',
    icon: TimelineIcon,
    summary: 'Your family’s events and dated photos in the order they happened.',
    points: ['Jump to any decade or year.', 'Scroll back through generations.', 'Drop a photo onto an event to attach it.'],
  },
  facebook: {
    title: 'Import from Facebook',
    icon: FacebookIcon,
    summary: 'Bring the photos you posted on Facebook into your family library.',
    points: ['Connect your Facebook account.', 'Pick the photos to add; ones already added are hidden.', 'See each photo go from Adding to Added.'],
    related: [{ to: '/integrations', label: 'Integrations' }],
  },
  dropbox: {
    title: 'Import from Dropbox',
    icon: DropboxIcon,
    summary: 'Bring photos and documents from your Dropbox folders.',
    points: ['Connect your Dropbox account.', 'Browse your folders with thumbnails and pick what to add.', 'Files already added are hidden.'],
    related: [{ to: '/integrations', label: 'Integrations' }],
  },
  google: {
    title: 'Import from Google Photos',
    icon: GoogleIcon,
    summary: 'Bring photos from your Google Photos library.',
    points: ['Connect your Google account.', 'Browse your library and pick the photos to add.'],
    related: [{ to: '/integrations', label: 'Integrations' }],
  },
  integrations: {
    title: 'Integrations',
    icon: LinkIcon,
    summary: 'The outside services linked to your account: Facebook, Dropbox and Google.',
    points: ['See how many photos came from each one.', 'Open each service’s import screen.', 'Review the permissions you granted Facebook.'],
  },
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
  billing: {
    title: 'Billing',
    icon: CardIcon,
    summary: 'Your subscription, account balance and invoices.',
    points: ['See your balance.', 'Read every invoice: date, amount, status, and a link to the full invoice.', 'Change or cancel your plan.'],
    related: [{ to: '/plans', label: 'Plans and pricing' }],
  },
  'payment-info': {
    title: 'Payment Info',
    icon: CardIcon,
    summary: 'The card your subscription is paid with.',
    points: ['See the card on file.', 'Replace it with a new card, securely through our payment provider.'],
    related: [{ to: '/billing', label: 'Billing' }],
  },
  'pay-success': {
    title: 'Welcome to the paid plan',
    icon: HeartIcon,
    summary: 'Thank you for subscribing. This page will confirm your payment and show you how to upload.',
    points: ['A short video on uploading your first photos.', 'Links to import from Facebook, Dropbox and Google.'],
    related: [{ to: '/upload', label: 'Upload photos' }],
  },
  message: {
    title: 'Message',
    icon: MessageIcon,
    summary: 'A message from Heirloom or from a family member, such as new photos of someone you follow.',
    points: ['Read the message and open the photos or people it is about.'],
  },
  'unassigned-faces': {
    title: 'Faces without a name',
    icon: FaceIcon,
    summary: 'The faces found in your photos that are not linked to anyone yet.',
    points: ['Name a face once and every matching face follows.', 'Forget faces that do not matter, such as strangers in the background.'],
    related: [{ to: '/people', label: 'People' }],
  },
  places: {
    title: 'Places',
    icon: MapPinIcon,
    summary: 'Where your family lived, married and travelled.',
    points: ['See each place with its photos and events.'],
  },
} satisfies Record<string, UpcomingPageContent>;

export type UpcomingPageId = keyof typeof UPCOMING_PAGES;

/** The photo strip's page depends on its filter (spec 000 section 2 query: list, no_date, location, event, person). */
export function photoStripPage(search: URLSearchParams): UpcomingPageId {
  if (search.get('list')) return 'photos-list';
  if (search.get('no_date')) return 'photos-no-date';
  if (search.get('location') === 'none') return 'photos-no-location';
  if (search.get('event') === 'none') return 'photos-no-event';
  if (search.get('person') === 'none') return 'unassigned-faces';
  if (search.get('filter') === 'person' || search.get('person')) return 'photos-filter-person';
  return 'photos';
}
