import { NotFoundError } from '../errors';
import type { FamilyDeps } from '../family/deps';
import type { ImportRecord } from '../family/records';
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
