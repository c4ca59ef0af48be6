import type { CheckPhotosExistsResponse, ExternalImportRequest, ExternalImportResponse, ExternalSystemType } from '@heirloom/shared/contracts/sources';
import type { SourcesDeps } from './deps';
import { assertGoogleMediaUrl } from './google-picker';
import { accessTokenFor } from './links';

/** POST /check_photos_exists: the asked ids the family has or is adding, keyed by id. */
export async function checkPhotosExist(deps: SourcesDeps, libraryOwner: string, systemType: ExternalSystemType, sourceIds: readonly string[]): Promise<CheckPhotosExistsResponse> {
  const known = await deps.items.find(libraryOwner, systemType, [...new Set(sourceIds)]);
  return Object.fromEntries(known.map((item) => [item.sourceId, { status: item.status, photo_id: item.photoId }]));
}

/**
 * POST /external_import: each chosen item is claimed for the family (so a double click or a second
 * tab adds nothing twice) and queued; the queue's consumer fetches them ten at a time.
 */
export async function requestImport(deps: SourcesDeps, userId: string, libraryOwner: string, request: ExternalImportRequest): Promise<ExternalImportResponse> {
  // Fails now, with a clear message, rather than item by item in the queue.
  await accessTokenFor(deps, userId, request.system_type);
  if (request.system_type === 'google') for (const item of request.items) assertGoogleMediaUrl(deps, item.path ?? '');
  const sessionId = request.system_type === 'google' ? request.session_id : undefined;
  let queued = 0;
  let skipped = 0;
  const unique = [...new Map(request.items.map((item) => [item.id, item])).values()];
  for (let start = 0; start < unique.length; start += 25) {
    await Promise.all(
      unique.slice(start, start + 25).map(async (item) => {
        if (!(await deps.items.claim({ libraryOwner, systemType: request.system_type, sourceId: item.id, userId }))) {
          skipped++;
          return;
        }
        try {
          // Noted before it is queued, so the session outlives the item's fetch.
          if (sessionId) await deps.pickingSessions.addPending(userId, sessionId, [item.id]);
          await deps.imports.send({ user_id: userId, library_owner: libraryOwner, system_type: request.system_type, item, ...(sessionId ? { session_id: sessionId } : {}) });
        } catch (error) {
          // Not queued: free it, so choosing it again works.
          await deps.items.release(libraryOwner, request.system_type, item.id);
          throw error;
        }
        queued++;
      }),
    );
  }
  return { queued, skipped: skipped + request.items.length - unique.length };
}
