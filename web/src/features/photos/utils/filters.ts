import type { photosQuery } from '@heirloom/shared/contracts/photos';
import { NONE, PHOTO_LISTS, type PhotoList } from '@heirloom/shared/contracts/photos-constants';
import { relationWords } from '@heirloom/shared/rules/relationship/filter-words';
import type { z } from 'zod';
import { relationChoiceOf, relationParams, type RelationChoice } from '../../../lib/relation-choice';
import { photoSortKey } from './date-groups';

/**
 * The photo strip's filters as the address carries them (spec 000 section 2: person, location,
 * list, no_date, event; event and location take 'none'; spec 001 adds person 'none' for faces not
 * assigned). `choosePerson` is the drawer's Filter by Person entry (?filter=person) before a person
 * is chosen.
 */
/** The lightbox knows it was opened from the strip, so Close goes back to the same place in it. */
export const FROM_STRIP = { from: 'strip' } as const;

export interface StripFilters {
  person?: string;
  location?: string;
  event?: string;
  list?: PhotoList[];
  /** A relationship filter (issue 34): this person's cousins, descendants, a couple's branch... */
  relatives?: RelationChoice & { personId: string };
  /** The family's favourites (a list of its own, like a place's or an event's). */
  favorites?: boolean;
  noDate: boolean;
  choosePerson: boolean;
}

/** The drawer's names for the list presets (spec 000 section 9 names the last NiecesNephews). */
export const LIST_LABELS: Record<PhotoList, string> = {
  Me: 'Me',
  Siblings: 'Siblings',
  Kids: 'Kids',
  'Grand Kids': 'Grand Kids',
  Parents: 'Parents',
  'Grand Parents': 'Grand Parents',
  NiecesNephews: 'Nieces & Nephews',
};

const isList = (value: string): value is PhotoList => (PHOTO_LISTS as readonly string[]).includes(value);
const YES = new Set(['true', '1', '', 'yes']);

/**
 * Reads the filters from the address. The API takes one of person, location, event and list at a
 * time; an address naming several keeps the first in that order, so an old link still opens.
 */
export function readStripFilters(search: URLSearchParams): StripFilters {
  const value = (key: string) => search.get(key)?.trim() || undefined;
  const noDateValue = search.get('no_date');
  const noDate = noDateValue !== null && YES.has(noDateValue.toLowerCase());
  const lists = search
    .getAll('list')
    .flatMap((entry) => entry.split(','))
    .map((entry) => entry.trim())
    .filter(isList);
  const person = value('person');
  const location = person ? undefined : value('location');
  const event = person || location ? undefined : value('event');
  const list = person || location || event || lists.length === 0 ? undefined : [...new Set(lists)];
  const relativesOf = value('relatives_of');
  const choice = person || location || event || list || !relativesOf ? null : relationChoiceOf(search);
  const relatives = choice && relativesOf ? { personId: relativesOf, ...choice } : undefined;
  const favoritesValue = search.get('favorites');
  const favorites = !person && !location && !event && !list && !relatives && favoritesValue !== null && YES.has(favoritesValue.toLowerCase());
  return { person, location, event, list, relatives, ...(favorites ? { favorites } : {}), noDate, choosePerson: !person && search.get('filter') === 'person' };
}

/** The address for a set of filters (what the filter bar and the lightbox links write). */
export function stripSearch(filters: Partial<StripFilters>): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.person) search.set('person', filters.person);
  if (filters.location) search.set('location', filters.location);
  if (filters.event) search.set('event', filters.event);
  for (const list of filters.list ?? []) search.append('list', list);
  if (filters.relatives) {
    search.set('relatives_of', filters.relatives.personId);
    for (const [key, value] of Object.entries(relationParams(filters.relatives))) search.set(key, value);
  }
  if (filters.favorites) search.set('favorites', 'true');
  if (filters.noDate) search.set('no_date', 'true');
  if (filters.choosePerson && !filters.person) search.set('filter', 'person');
  return search;
}

/** The strip's address for a set of filters. */
export function stripAddress(filters: Partial<StripFilters>): string {
  const search = stripSearch(filters).toString();
  return `/photos/strip${search ? `?${search}` : ''}`;
}

/** The query as the address sends it (a cousin's degree as text). */
export type PhotoListQuery = Omit<z.input<typeof photosQuery>, 'degree'> & { degree?: string };

/** GET /photos's query for these filters (without the page). Also the list's cache key. */
export function photosApiQuery(filters: StripFilters): Omit<PhotoListQuery, 'page'> {
  const query: Omit<PhotoListQuery, 'page'> = {};
  if (filters.person) query.person_id = filters.person;
  if (filters.location) query.location_id = filters.location;
  if (filters.event) query.event_id = filters.event;
  if (filters.list?.length) query.list = filters.list.join(',');
  if (filters.relatives) {
    const { personId, relation, degree, partnerId } = filters.relatives;
    Object.assign(query, { relatives_of: personId, relation }, relation === 'cousins' ? { degree: String(degree) } : {}, relation === 'branch' ? { partner_id: partnerId } : {});
  }
  if (filters.favorites) query.favorites = 'true';
  if (filters.noDate) query.missing_date = 'true';
  return query;
}

/** Whether the list shows every photo (new uploads join it at once). */
export const isUnfiltered = (filters: StripFilters): boolean => Object.keys(photosApiQuery(filters)).length === 0;

/** What a first page tells about the filter (names for the title). */
export interface FilterSubjects {
  person?: { name: string } | null;
  location?: { formatted_address: string } | null;
  event?: { name: string } | null;
  relatives?: { partner: { name: string } | null } | null;
}

/** A branch filter still waiting for its partner to be chosen (the API needs the couple). */
export const waitsForPartner = (filters: StripFilters): boolean => filters.relatives?.relation === 'branch' && !filters.relatives.partnerId;

/** 'Photos of Cal Hale's first cousins', 'Photos of the branch of Abe Hale and Ada Hale'. */
function relativesTitle(relatives: NonNullable<StripFilters['relatives']>, subjects: FilterSubjects): string {
  const name = subjects.person?.name || 'one person';
  if (relatives.relation === 'branch') return subjects.relatives?.partner ? `Photos of the branch of ${name} and ${subjects.relatives.partner.name}` : `Photos of a branch of ${name}’s family`;
  return `Photos of ${name}’s ${relationWords(relatives.relation, relatives.degree)}`;
}

/** The page's heading for the filters, with the names the first page brought when it has come. */
export function stripTitle(filters: StripFilters, subjects: FilterSubjects = {}): string {
  const noDate = filters.noDate ? ' with no date' : '';
  if (filters.person === NONE) return 'Faces without a name';
  if (filters.person) return subjects.person?.name ? `Photos of ${subjects.person.name}${noDate}` : `Photos of one person${noDate}`;
  if (filters.location === NONE) return filters.noDate ? 'Photos with no location or date' : 'Photos with no location';
  if (filters.location) return subjects.location?.formatted_address ? `Photos at ${subjects.location.formatted_address}${noDate}` : `Photos at one place${noDate}`;
  if (filters.event === NONE) return filters.noDate ? 'Photos with no event or date' : 'Photos with no event';
  if (filters.event) return subjects.event?.name ? `Photos: ${subjects.event.name}${noDate}` : `Photos of one event${noDate}`;
  if (filters.list?.length) return `Photos: ${filters.list.map((list) => LIST_LABELS[list]).join(', ')}${noDate}`;
  if (filters.relatives) return `${relativesTitle(filters.relatives, subjects)}${noDate}`;
  if (filters.favorites) return `Favourites${noDate}`;
  if (filters.choosePerson) return 'Photos of one person';
  if (filters.noDate) return 'Photos with no date';
  return 'Photos';
}

/**
 * Whether a photo still belongs in a list after an edit, for the filters a photo's own fields
 * decide (person and list filters depend on faces and the tree, so the server decides those).
 */
export function stillMatches(photo: { date_taken: string | null; location_id: string | null; event_id: string | null; favorite?: boolean }, query: Record<string, unknown>): boolean {
  if ((query.favorites === 'true' || query.favorites === true) && photo.favorite === false) return false;
  if (query.missing_date === 'true' || query.missing_date === true) {
    if (photoSortKey(photo.date_taken)) return false;
  }
  if (query.location_id === NONE && photo.location_id) return false;
  if (typeof query.location_id === 'string' && query.location_id !== NONE && photo.location_id !== query.location_id) return false;
  if (query.event_id === NONE && photo.event_id) return false;
  if (typeof query.event_id === 'string' && query.event_id !== NONE && photo.event_id !== query.event_id) return false;
  return true;
}

/** The lightbox address for a photo of this list (spec 001: /photo/{id} with person, location, index). */
export function lightboxPath(photoId: string, filters: StripFilters, index: number, kind: 'photo' | 'slideshow' = 'photo'): string {
  const search = stripSearch({ ...filters, choosePerson: false });
  search.set('index', String(index));
  return `/${kind}/${encodeURIComponent(photoId)}?${search}`;
}
