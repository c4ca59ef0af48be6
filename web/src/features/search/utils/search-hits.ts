import type { EventView, PersonView, SourceView } from '@heirloom/shared/contracts/family';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import type { PlacePredictionView } from '@heirloom/shared/contracts/photos';
import { eventTypeLabel } from '../../../lib/event-labels';
import { readableDate } from '../../../lib/gedcom-display';
import { displayNameOf } from '../../../lib/person-display';
import { sourceTitle } from '../../../lib/source-title';
import { parseYear } from '../../../lib/typed-year';
import { yearLabel } from '@heirloom/shared/rules/timeline-date';

/** How many of each kind the search shows before it offers the rest elsewhere. */
export const HITS_PER_GROUP = 5;

/** 'Recent': what was opened from the search before, offered while the box is empty. */
export type SearchGroup = 'Recent' | 'Timeline' | 'People' | 'Events' | 'Sources' | 'Places' | 'Photos';

interface HitBase {
  /** Unique in the list. */
  key: string;
  group: SearchGroup;
  /** Where choosing it goes. */
  to: string;
}

export type SearchHit =
  | (HitBase & { kind: 'person'; person: Pick<PersonView, 'id' | 'name' | 'sex' | 'person_thumbnail_url' | 'life_span'>; name: string })
  | (HitBase & { kind: 'more-people'; term: string })
  | (HitBase & { kind: 'event'; name: string; detail: string })
  | (HitBase & { kind: 'source'; name: string; detail: string })
  | (HitBase & { kind: 'place'; name: string; detail: string })
  | (HitBase & { kind: 'year'; name: string; detail: string })
  | (HitBase & { kind: 'photo'; name: string; detail: string; thumbnail: string; placeholder: string | null })
  | (HitBase & { kind: 'more-photos'; term: string });

export interface SearchFound {
  persons?: { persons: readonly PersonView[]; has_more: boolean };
  events?: readonly EventView[];
  sources?: readonly SourceView[];
  places?: readonly PlacePredictionView[];
  photos?: { photos: readonly PhotoView[]; has_more: boolean };
}

/**
 * Whose an event is, when its name does not say (a Burial or a Census is named by its kind alone,
 * spec 000): the first two of its people, so ten burials found are ten people's.
 */
function whoseEvent(event: EventView): string {
  const label = eventTypeLabel(event.event_type);
  if (event.name && event.name !== label && event.name !== event.event_type) return '';
  const names = event.participants.map((participant) => displayNameOf(participant.person));
  return names.length > 2 ? `${names.slice(0, 2).join(', ')} and others` : names.join(' and ');
}

const idPath = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

/**
 * A year typed ('1952', '44 BC'; three digits at least unless it says BC, so a digit or two typed
 * on the way to something else is not one): the timeline at that year, the family's photos and
 * events of it, as Google Photos answers a year.
 */
function yearHits(typed: string): SearchHit[] {
  const year = /\d{3}|B\.?C/i.test(typed) ? parseYear(typed) : null;
  if (year === null) return [];
  const label = yearLabel(year);
  return [{ kind: 'year', key: `year:${year}`, group: 'Timeline', to: `/timeline?year=${year}`, name: `${label} on the timeline`, detail: `The family’s photos and events of ${label}` }];
}

/** The path of the page that lists every photo matching a search (photos/search). */
export const photoSearchPath = (term: string) => `/photos/search?${new URLSearchParams({ q: term.trim() })}`;

/** A photo found: its caption's first line, else its file name; under it its date and, for a captioned one, its file name. */
function photoHit(photo: PhotoView): SearchHit {
  const caption = photo.description?.trim().split('\n')[0]?.trim();
  return {
    kind: 'photo',
    key: `photo:${photo.id}`,
    group: 'Photos',
    to: idPath('/photo', photo.id),
    name: caption || photo.name,
    detail: [photo.date_taken && readableDate(photo.date_taken), caption ? photo.name : null].filter(Boolean).join(' · '),
    thumbnail: photo.thumbnail_urls['64'],
    placeholder: photo.placeholder,
  };
}

/**
 * What the search shows for what each search found, grouped and in this order: a year typed,
 * people, events, sources, places, then photos (with the page of all of them when more match). Only the family's own places are listed (those with photos or events there): a place name
 * the gazetteer predicts has nothing of the family's to open. When more people match than are shown,
 * the people page's search (which pages through them all) is offered after them.
 */
export function searchHits(found: SearchFound, term: string): SearchHit[] {
  const typed = term.trim();
  const persons = found.persons?.persons ?? [];
  const people: SearchHit[] = persons.slice(0, HITS_PER_GROUP).map((person) => ({
    kind: 'person',
    key: `person:${person.id}`,
    group: 'People',
    to: idPath('/person', person.id),
    person,
    name: displayNameOf(person),
  }));
  if (persons.length > HITS_PER_GROUP || found.persons?.has_more) {
    people.push({ kind: 'more-people', key: 'more-people', group: 'People', to: `/people?${new URLSearchParams({ q: typed })}`, term: typed });
  }
  const events: SearchHit[] = (found.events ?? []).slice(0, HITS_PER_GROUP).map((event) => ({
    kind: 'event',
    key: `event:${event.id}`,
    group: 'Events',
    to: idPath('/event', event.id),
    name: event.name || eventTypeLabel(event.event_type),
    detail: [whoseEvent(event), eventTypeLabel(event.event_type), event.start_date.trim() && readableDate(event.start_date)].filter(Boolean).join(' · '),
  }));
  const sources: SearchHit[] = (found.sources ?? []).slice(0, HITS_PER_GROUP).map((source) => ({
    kind: 'source',
    key: `source:${source.id}`,
    group: 'Sources',
    to: idPath('/documents/sources', source.id),
    name: sourceTitle(source),
    detail: [source.author, source.publication].filter(Boolean).join(' · '),
  }));
  const places: SearchHit[] = (found.places ?? [])
    .flatMap((place) => (place.location_id ? [{ place, locationId: place.location_id }] : []))
    .slice(0, HITS_PER_GROUP)
    .map(({ place, locationId }) => ({
      kind: 'place',
      key: `place:${locationId}`,
      group: 'Places',
      to: `/locationlist?${new URLSearchParams({ location: locationId })}`,
      name: place.structured_formatting.main_text || place.description,
      detail: place.structured_formatting.secondary_text,
    }));
  const photosFound = found.photos?.photos ?? [];
  const photos = photosFound.slice(0, HITS_PER_GROUP).map(photoHit);
  if (photosFound.length > HITS_PER_GROUP || found.photos?.has_more) photos.push({ kind: 'more-photos', key: 'more-photos', group: 'Photos', to: photoSearchPath(typed), term: typed });
  return [...yearHits(typed), ...people, ...events, ...sources, ...places, ...photos];
}
