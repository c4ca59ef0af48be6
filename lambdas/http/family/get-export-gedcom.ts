import { exportQuery } from '@heirloom/shared/contracts/family';
import { PayloadTooLargeError } from '../../domain/errors';
import { exportGedcom } from '../../domain/genealogy-import/export-gedcom';
import { treeOwnerFor } from '../../domain/family/tree-access';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler, type ApiHandler } from '../../runtime/http/http-handler';
import { HttpResponse } from '../../runtime/http/response';

const MEDIA_TYPE = { '5.5.1': 'application/x-gedcom; charset=utf-8', '7.0': 'text/vnd.familysearch.gedcom; charset=utf-8' } as const;
/**
 * Lambda answers API Gateway with at most 6 MB; the file goes out as text inside the function's
 * JSON result, so a tree past this is refused in words instead of failing at the gateway. Larger
 * trees are exported by the job (POST /export/gedcom), which the web app uses for every export.
 */
export const INLINE_EXPORT_LIMIT_BYTES = 5_000_000;
export const EXPORT_TOO_LARGE = 'This family tree is too large to download in one response. Use Export GEDCOM on the People page: it prepares the file and downloads it when it is ready.';
/** Marks the wrapped route's result as a file body rather than JSON (removed before sending). */
const FILE_BODY = 'x-heirloom-file-body';

const route = httpHandler(
  {
    auth: 'session',
    query: exportQuery,
    handle: async ({ query, session }) => {
      const chunks: string[] = [];
      let bytes = 0;
      for await (const chunk of exportGedcom(familyDeps(), { ownerId: treeOwnerFor(session), version: query.version, date: new Date() })) {
        bytes += Buffer.byteLength(chunk);
        if (bytes > INLINE_EXPORT_LIMIT_BYTES) throw new PayloadTooLargeError(EXPORT_TOO_LARGE);
        chunks.push(chunk);
      }
      return new HttpResponse(200, chunks.join(''), {
        'content-disposition': `attachment; filename="family-tree-gedcom-${query.version}.ged"`,
        [FILE_BODY]: MEDIA_TYPE[query.version],
      });
    },
  },
  httpDeps,
);

/**
 * GET /export/gedcom?version=5.5.1|7.0: the whole tree as a downloadable GEDCOM file, for trees
 * that fit one response (413 beyond). The tree is read in paged walks; the wrapper's JSON body is
 * turned back into the file's text.
 */
export const handler: ApiHandler = async (event, context) => {
  const result = await route(event, context);
  const mediaType = result.headers?.[FILE_BODY];
  if (result.statusCode !== 200 || typeof mediaType !== 'string' || typeof result.body !== 'string') return result;
  const { [FILE_BODY]: _marker, ...headers } = result.headers!;
  return { ...result, headers: { ...headers, 'content-type': mediaType }, body: JSON.parse(result.body) as string };
};
