import { inviterParams, type InviterInfo } from '@heirloom/shared/contracts/sharing';
import { inviterInfo } from '../../domain/sharing/inviter-info';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { sharingDeps } from '../../runtime/sharing-deps';

/** GET /inviter_info/{inviterId}, public: the invite landing page's name and counts, nothing more. */
export const handler = httpHandler(
  {
    auth: 'public',
    params: inviterParams,
    handle: ({ params }): Promise<InviterInfo> => inviterInfo(sharingDeps(), params.inviterId),
  },
  httpDeps,
);
