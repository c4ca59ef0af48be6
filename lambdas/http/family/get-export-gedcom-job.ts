import { exportJobParams, type ExportJobResponse } from '@heirloom/shared/contracts/gedcom-export';
import { getExport } from '../../domain/gedcom-export/export-jobs';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { readExportDeps } from '../../runtime/export-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/**
 * GET /export/gedcom/{id}: the family's export job (status, people written of total) and, once
 * done, a download link valid for a few minutes. Another family's export id is not found.
 */
export const handler = httpHandler(
  {
    auth: 'session',
    params: exportJobParams,
    handle: async ({ params, session }): Promise<ExportJobResponse> => ({ export: await getExport(readExportDeps(), treeOwnerFor(session), params.id) }),
  },
  httpDeps,
);
