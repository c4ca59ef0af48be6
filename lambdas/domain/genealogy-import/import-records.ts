import { NotFoundError } from '../errors';
import type { FamilyDeps } from '../family/deps';
import type { ImportRecord, ImportWarning } from '../family/records';
import type { Page } from '../family/store';

export const IMPORTS_PAGE_SIZE = 25;

/** GET /imports/{id}: one import run of the caller's tree. */
export async function getImport(deps: FamilyDeps, ownerId: string, importId: string): Promise<ImportRecord> {
  const record = await deps.store.getImport(ownerId, importId);
  if (!record) throw new NotFoundError('That import is not in your family tree');
  return record;
}

/** GET /imports: the tree's import runs, newest first. */
export async function listImports(deps: FamilyDeps, ownerId: string, cursor?: string): Promise<Page<ImportRecord>> {
  return deps.store.listImports(ownerId, { ...(cursor ? { cursor } : {}), limit: IMPORTS_PAGE_SIZE });
}

/**
 * GET /imports/{id}/warnings?page=: a page of the import's warnings after its record's own
 * (genealogy-import/warning-pages.ts), and the next page's number.
 */
export async function getImportWarnings(deps: FamilyDeps, ownerId: string, importId: string, page: number): Promise<{ warnings: ImportWarning[]; nextPage: number | null }> {
  const record = await getImport(deps, ownerId, importId);
  const pages = record.warningPages ?? 0;
  const warnings = page <= pages ? await deps.store.getImportWarningPage(ownerId, importId, page) : null;
  if (!warnings) throw new NotFoundError(pages === 0 ? 'Every warning of this import is on its report' : `This import has ${pages === 1 ? '1 page' : `${pages} pages`} of warnings after its report's`);
  return { warnings, nextPage: page < pages ? page + 1 : null };
}
