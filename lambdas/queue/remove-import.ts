import { importRemovalMessage } from '@heirloom/shared/contracts/queue';
import { removeImport } from '../domain/genealogy-import/remove-import';
import { importRemovalDeps } from '../runtime/import-removal-deps';
import { logger } from '../runtime/logger';
import { queueHandler } from '../runtime/queue/queue-handler';

/** The import-removal queue: 'Remove this import' (domain/genealogy-import/remove-import.ts). */
export const handler = queueHandler(importRemovalMessage, async (message) => {
  const done = await removeImport(importRemovalDeps(), message);
  logger.info('Import removed', { ownerId: message.owner_id, importId: message.import_id, removal: done?.removal ?? null });
});
