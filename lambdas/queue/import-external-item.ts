import { externalImportMessage } from '@heirloom/shared/contracts/sources';
import { importExternalItem } from '../domain/sources/import-external-item';
import { logger } from '../runtime/logger';
import { queueHandler } from '../runtime/queue/queue-handler';
import { sourcesImportDeps } from '../runtime/sources-deps';
import { queueConsumers } from './consumers';

const MAX_RECEIVE_COUNT = queueConsumers.find((c) => c.queue === 'imports')!.maxReceiveCount;

/** Provider items chosen in the pickers, ten to a batch: each is fetched into the uploads bucket on its own. */
export const handler = queueHandler(externalImportMessage, async (message, record) => {
  const receiveCount = Number(record.attributes?.ApproximateReceiveCount ?? 1);
  const outcome = await importExternalItem(sourcesImportDeps(), message, { receiveCount, maxReceiveCount: MAX_RECEIVE_COUNT });
  logger.info('Provider item imported', { system: message.system_type, sourceId: message.item.id, outcome });
});
