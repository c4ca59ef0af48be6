import type { FamilyMembersResponse } from '@heirloom/shared/contracts/family-roles';
import { DynamoMemberContributions } from '../../adapters/aws/dynamo-member-contributions';
import { familyMembersPanel } from '../../domain/sharing/member-contributions';
import { documentClient } from '../../runtime/clients';
import { readEnv } from '../../runtime/env';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { sharingDeps } from '../../runtime/sharing-deps';

let contributions: DynamoMemberContributions | undefined;

/** GET /family/members: the family's members with their roles and what each added, and the caller's role. */
export const handler = httpHandler(
  {
    auth: 'session',
    handle: async ({ session }): Promise<FamilyMembersResponse> => {
      contributions ??= new DynamoMemberContributions(documentClient(), readEnv('tableName'));
      return familyMembersPanel({ ...sharingDeps(), contributions, imports: familyDeps().store }, session.userId);
    },
  },
  httpDeps,
);
