import { memberRoleParams, setMemberRoleRequest, type setMemberRoleResponse } from '@heirloom/shared/contracts/family-roles';
import type { z } from 'zod';
import { setMemberRole } from '../../domain/sharing/roles';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { sharingDeps } from '../../runtime/sharing-deps';

/** POST /family/members/{userId}/role {role}: an admin makes a member an admin, or an admin a member. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: memberRoleParams,
    body: setMemberRoleRequest,
    handle: async ({ params, body, session }): Promise<z.infer<typeof setMemberRoleResponse>> => {
      const member = await setMemberRole(sharingDeps(), session.userId, params.userId, body.role);
      return { user_id: member.userId, role: member.role };
    },
  },
  httpDeps,
);
