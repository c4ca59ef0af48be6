import type { createSourceRequest, SourceCitationView, updateSourceRequest } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { NotFoundError } from '../errors';
import type { FamilyDeps } from './deps';
import { APP_IMPORT_KEY, type CitationRecord, type SourceRecord } from './records';
import type { Page } from './store';
import { searchWords } from './text-keys';
import { toPersonSummary } from './views';
import { makerOf } from './makers';
import { requireMayChange, NOT_YOUR_SOURCE, type Actor } from '../sharing/roles';

export const SOURCE_SEARCH_LIMIT = 25;

/** POST /source: a new source from the source picker's "New source" dialog, made by `createdBy`. */
export async function createSource(deps: FamilyDeps, ownerId: string, createdBy: string, request: z.output<typeof createSourceRequest>): Promise<SourceRecord> {
  const source: SourceRecord = {
    ownerId,
    id: deps.newId(),
    title: request.title,
    author: request.author,
    publication: request.publication,
    createdBy,
    createdAt: deps.now(),
    importKey: APP_IMPORT_KEY,
    importRun: null,
    gedcom: null,
  };
  await deps.store.putSource(source);
  return source;
}

/**
 * GET /source/search?q=: sources with a word of their title starting with each word typed, case and
 * accents ignored ('1881 cens' finds '1881 England Census'), as webtrees and Gramps Web find them.
 */
export async function searchSources(deps: FamilyDeps, ownerId: string, q: string): Promise<SourceRecord[]> {
  return (await deps.store.sourcesByTitle(ownerId, { words: searchWords(q), limit: SOURCE_SEARCH_LIMIT })).items;
}

export const SOURCES_PAGE = 50;

/**
 * GET /sources: every source of the family tree by title (what a GEDCOM file brought in and what
 * was made in the app), a page at a time; `q` keeps those it finds as the search does.
 */
export async function listSources(deps: FamilyDeps, ownerId: string, query: { q?: string; page?: string }): Promise<Page<SourceRecord>> {
  return deps.store.sourcesByTitle(ownerId, { words: searchWords(query.q ?? ''), limit: SOURCES_PAGE, ...(query.page ? { cursor: query.page } : {}) });
}

export async function requireSource(deps: FamilyDeps, ownerId: string, id: string): Promise<SourceRecord> {
  const [source] = await deps.store.getSources(ownerId, [id]);
  if (!source) throw new NotFoundError('That source is not in your family tree');
  return source;
}

/** POST /source/{id}: corrects a source's title, author and publication, by an admin or whoever added it; what cites it keeps pointing to it. */
export async function updateSource(deps: FamilyDeps, ownerId: string, id: string, request: z.output<typeof updateSourceRequest>, actor: Actor): Promise<SourceRecord> {
  const found = await requireSource(deps, ownerId, id);
  requireMayChange(actor, await makerOf(deps.store, found), NOT_YOUR_SOURCE);
  const source = { ...found, title: request.title, author: request.author, publication: request.publication };
  await deps.store.putSource(source);
  return source;
}

export const SOURCE_CITATIONS_PAGE = 50;

/**
 * GET /source/{id}: the source and a page of its citations, each with the person or event whose
 * record it is in (a person forgotten, or an event deleted, since is left out).
 */
export async function sourcePage(
  deps: FamilyDeps,
  ownerId: string,
  id: string,
  cursor: string | undefined,
): Promise<{ source: SourceRecord; citations: SourceCitationView[]; cursor: string | null }> {
  const source = await requireSource(deps, ownerId, id);
  const page = await deps.store.citationsOfSource(ownerId, id, { limit: SOURCE_CITATIONS_PAGE, ...(cursor ? { cursor } : {}) });
  const idsOf = (kind: 'person' | 'event') => [...new Set(page.items.filter((c) => c.anchor.kind === kind).map((c) => c.anchor.id))];
  const [people, events] = await Promise.all([deps.store.getPeople(ownerId, idsOf('person')), deps.store.getEvents(ownerId, idsOf('event'))]);
  const personById = new Map(people.filter((person) => !person.itemsDeleted).map((person) => [person.id, person]));
  const eventById = new Map(events.map((event) => [event.id, event]));
  const citedIn = (citation: CitationRecord): SourceCitationView['cited_in'] | null => {
    if (citation.anchor.kind === 'person') {
      const person = personById.get(citation.anchor.id);
      return person ? { kind: 'person', person: toPersonSummary(person) } : null;
    }
    const event = eventById.get(citation.anchor.id);
    return event ? { kind: 'event', event: { id: event.id, event_type: event.eventType, name: event.name, start_date: event.startDate } } : null;
  };
  const citations = page.items.flatMap((citation) => {
    const cited_in = citedIn(citation);
    return cited_in
      ? [{ id: citation.id, citation: citation.citation, page: citation.page, certainty: citation.certainty, parent_kind: citation.parent.kind, cited_in }]
      : [];
  });
  return { source, citations, cursor: page.cursor };
}
