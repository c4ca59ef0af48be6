import { Heart } from 'lucide-react';
import type { ComponentType } from 'react';
import {
  CalendarOffIcon,
  DeviceIcon,
  DropboxIcon,
  FacebookIcon,
  FamilyIcon,
  FlagOffIcon,
  GoogleIcon,
  HelpIcon,
  HomeIcon,
  MapIcon,
  MapPinOffIcon,
  PhotosIcon,
  PlaceSearchIcon,
  SourceIcon,
  TimelineIcon,
  TrashIcon,
  TreeIcon,
  UploadIcon,
  UserIcon,
  UserPlusIcon,
  UserSearchIcon,
} from '../../../components/ui/icons';

export interface NavItem {
  id: string;
  label: string;
  /** A group without a page of its own only unfolds. */
  to?: string;
  icon: ComponentType;
  /** A group unfolds to these; its own link (if any) goes to `to`. */
  children?: NavItem[];
}

/** Spec 000 section 9: the photo list presets, by the names the photo list filters on. */
export const PHOTO_LIST_PRESETS = [
  { label: 'Me', value: 'Me' },
  { label: 'Siblings', value: 'Siblings' },
  { label: 'Kids', value: 'Kids' },
  { label: 'Grand Kids', value: 'Grand Kids' },
  { label: 'Parents', value: 'Parents' },
  { label: 'Grand Parents', value: 'Grand Parents' },
  { label: 'Nieces & Nephews', value: 'NiecesNephews' },
] as const;

const photoList = (query: Record<string, string>) => `/photos/strip?${new URLSearchParams(query)}`;

/** Where files come from (spec 000 section 2): this device, Facebook, Dropbox, Google. */
export const UPLOAD_SOURCES: NavItem[] = [
  { id: 'upload-device', label: 'From this device', to: '/upload', icon: DeviceIcon },
  { id: 'upload-facebook', label: 'Facebook', to: '/facebook_photos', icon: FacebookIcon },
  { id: 'upload-dropbox', label: 'Dropbox', to: '/dropbox', icon: DropboxIcon },
  { id: 'upload-google', label: 'Google Photos', to: '/google', icon: GoogleIcon },
];

/** The drawer's entries (spec 000 section 2), in the spec's order after Home. */
export const NAV_ITEMS: NavItem[] = [
  { id: 'home', label: 'Home', to: '/', icon: HomeIcon },
  {
    id: 'photos',
    label: 'View Photos',
    to: '/photos/strip',
    icon: PhotosIcon,
    children: [
      ...PHOTO_LIST_PRESETS.map((preset) => ({ id: `list-${preset.value}`, label: preset.label, to: photoList({ list: preset.value }), icon: UserIcon })),
      { id: 'no-date', label: 'No Date', to: photoList({ no_date: 'true' }), icon: CalendarOffIcon },
      { id: 'no-location', label: 'No Location', to: photoList({ location: 'none' }), icon: MapPinOffIcon },
      { id: 'no-event', label: 'No Event', to: photoList({ event: 'none' }), icon: FlagOffIcon },
      { id: 'favorites', label: 'Favourites', to: photoList({ favorites: 'true' }), icon: Heart },
      { id: 'trash', label: 'Recently deleted', to: '/photos/trash', icon: TrashIcon },
    ],
  },
  { id: 'map', label: 'Map View', to: '/photos/map', icon: MapIcon },
  { id: 'people', label: 'People', to: '/people', icon: FamilyIcon },
  { id: 'documents', label: 'Documents / Sources', to: '/documents', icon: SourceIcon },
  { id: 'tree', label: 'Family Tree', to: '/graph', icon: TreeIcon },
  { id: 'timeline', label: 'Timeline', to: '/timeline', icon: TimelineIcon },
  { id: 'filter-person', label: 'Filter by Person', to: photoList({ filter: 'person' }), icon: UserSearchIcon },
  { id: 'filter-location', label: 'Filter by Location', to: '/locationlist', icon: PlaceSearchIcon },
  {
    id: 'upload',
    label: 'Upload Files',
    icon: UploadIcon,
    children: UPLOAD_SOURCES,
  },
  { id: 'support', label: 'Support', to: '/support', icon: HelpIcon },
  { id: 'invite', label: 'Invite Family', to: '/invite/email', icon: UserPlusIcon },
];

/**
 * Whether an entry is the page being shown: same path, and the same query when the entry has one
 * (so 'Kids' is current on ?list=Kids but 'View Photos' is not).
 */
export function isCurrentNav(to: string, location: { pathname: string; search: string }): boolean {
  const [path = '', query = ''] = to.split('?');
  if (path !== location.pathname) return false;
  const wanted = new URLSearchParams(query);
  const actual = new URLSearchParams(location.search);
  if ([...wanted.keys()].length === 0) return [...actual.keys()].length === 0;
  return [...wanted.entries()].every(([key, value]) => actual.get(key) === value) && [...actual.keys()].length === [...wanted.keys()].length;
}
