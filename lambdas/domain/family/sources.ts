import type { createSourceRequest } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import type { FamilyDeps } from './deps';
import { APP_IMPORT_KEY, type SourceRecord } from './records';
import type { Page } from './store';
import { fold } from './text-keys';

export const SOURCE_SEARCH_LIMIT = 25;

/** POST /source: a new source from the source picker's "New source" dialog. */
export async function createSource(deps: FamilyDeps, ownerId: string, request: z.output<typeof createSourceRequest>): Promise<SourceRecord> {
  const source: SourceRecord = {
    ownerId,
    id: deps.newId(),
    title: request.title,
    author: request.author,
    publication: request.publication,
    createdAt: deps.now(),
    importKey: APP_IMPORT_KEY,
    importRun: null,
    gedcom: null,
  };
  await deps.store.putSource(source);
  return source;
}

/** GET /source/search?q=: sources whose title starts with the text typed (case and accents ignored). */
export async function searchSources(deps: FamilyDeps, ownerId: string, q: string): Promise<SourceRecord[]> {
  return (await deps.store.sourcesByTitle(ownerId, fold(q), { limit: SOURCE_SEARCH_LIMIT })).items;
}

export const SOURCES_PAGE = 50;

/**
 * GET /sources: every source of the family tree by title (what a GEDCOM file brought in and what
 * was made in the app), a page at a time; `q` keeps those whose title starts with it.
 */
export async function listSources(deps: FamilyDeps, ownerId: string, query: { q?: string; page?: string }): Promise<Page<SourceRecord>> {
  return deps.store.sourcesByTitle(ownerId, fold(query.q ?? ''), { limit: SOURCES_PAGE, ...(query.page ? { cursor: query.page } : {}) });
}
