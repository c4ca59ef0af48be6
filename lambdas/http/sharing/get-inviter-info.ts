import { inviterInfoQuery, inviterParams, type InviterInfo } from '@heirloom/shared/contracts/sharing';
import { inviterInfo } from '../../domain/sharing/inviter-info';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { sharingDeps } from '../../runtime/sharing-deps';

/** GET /inviter_info/{inviterId}?invite=&key=, public: the invite landing page's name and counts, for an open invite's holder only. */
export const handler = httpHandler(
  {
    auth: 'public',
    params: inviterParams,
    query: inviterInfoQuery,
    handle: ({ params, query }): Promise<InviterInfo> => inviterInfo(sharingDeps(), params.inviterId, query),
  },
  httpDeps,
);
