import type { CatalogItem } from '../../../ports/media';
import type { ProcessingDeps } from './deps';

/**
 * The item that already holds this very file for the uploader (their content-hash claim), if any.
 * A photo or video of theirs waiting in their trash comes back first (restoreTrashedCopy): sending
 * the file again says they want it, and pointing the upload at a hidden photo would show nothing.
 * One deleted for good meanwhile took its claim with it: null, and the file is stored as new.
 */
export async function storedCopyOf(deps: Pick<ProcessingDeps, 'catalog' | 'restoreTrashedCopy'>, ownerId: string, sha256: string): Promise<CatalogItem | null> {
  const existing = await deps.catalog.findByContentHash(ownerId, sha256);
  if (!existing || (existing.itemType !== 'photo' && existing.itemType !== 'video') || !deps.restoreTrashedCopy) return existing;
  return (await deps.restoreTrashedCopy(ownerId, existing.itemId)) ? existing : null;
}
