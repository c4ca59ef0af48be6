import { exportGedcomMessage } from '@heirloom/shared/contracts/gedcom-export';
import { runExport } from '../domain/gedcom-export/export-jobs';
import { runExportDeps } from '../runtime/export-deps';
import { logger } from '../runtime/logger';
import { queueHandler } from '../runtime/queue/queue-handler';

/**
 * The exports queue: writes one family's GEDCOM export into S3 (domain/gedcom-export). A failed
 * export is marked failed on its job (the person is told and may export again) and not retried:
 * a retry would write the whole file again for a job nobody is waiting on any more.
 */
export const handler = queueHandler(exportGedcomMessage, async (message) => {
  try {
    const job = await runExport(runExportDeps(), { ownerId: message.owner_id, exportId: message.export_id, run: message.run });
    logger.info('GEDCOM export run ended', { ownerId: message.owner_id, exportId: message.export_id, status: job?.status ?? 'missing', paused: Boolean(job?.run), people: job?.peopleWritten ?? 0, size: job?.size ?? null });
  } catch (error) {
    logger.error('GEDCOM export failed', { ownerId: message.owner_id, exportId: message.export_id, error });
  }
});
