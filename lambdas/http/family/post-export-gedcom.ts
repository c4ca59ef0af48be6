import { startExportRequest, type ExportJobResponse } from '@heirloom/shared/contracts/gedcom-export';
import { startExport, toExportView } from '../../domain/gedcom-export/export-jobs';
import { treeToChangeFor } from '../../domain/family/tree-access';
import { startExportDeps } from '../../runtime/export-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { HttpResponse } from '../../runtime/http/response';

/**
 * POST /export/gedcom {version}: starts writing the family's tree as a GEDCOM file (202), or
 * answers with the family's export already queued or running (200): one at a time per family.
 * GET /export/gedcom/{id} follows it to its download link.
 */
export const handler = httpHandler(
  {
    auth: 'session',
    body: startExportRequest,
    handle: async ({ body, session }) => {
      const deps = startExportDeps();
      const { job, started } = await startExport(deps, { ownerId: treeToChangeFor(session), requestedBy: session.userId, version: body.version });
      return new HttpResponse<ExportJobResponse>(started ? 202 : 200, { export: toExportView(job, deps.now(), null) });
    },
  },
  httpDeps,
);
