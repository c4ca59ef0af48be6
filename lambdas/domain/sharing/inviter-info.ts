import type { InviterInfo } from '@heirloom/shared/contracts/sharing';
import { NotFoundError } from '../errors';
import type { SharingDeps } from './deps';
import { familyOf } from './family-of';

export const INVITER_NOT_FOUND = 'That invitation was not found';

/**
 * GET /inviter_info/{inviterId}, public: the inviter's name (from the person they said is them,
 * else their username) and how many people and photos their family has. Nothing else leaves:
 * no photo, no other person, no e-mail.
 */
export async function inviterInfo(deps: SharingDeps, inviterId: string): Promise<InviterInfo> {
  const user = await deps.accounts.getUser(inviterId);
  if (!user || user.status !== 'active') throw new NotFoundError(INVITER_NOT_FOUND);
  const familyId = await familyOf(deps.sharing, inviterId);
  const [names, counts] = await Promise.all([user.personId ? deps.personNameParts(familyId, user.personId) : Promise.resolve(null), deps.familyCounts(familyId)]);
  return {
    username: user.username,
    prefix: names?.prefix ?? '',
    first_name: names?.firstName ?? '',
    middle_name: names?.middleName ?? '',
    last_name: names?.lastName ?? '',
    suffix: names?.suffix ?? '',
    person_count: counts.people,
    image_count: counts.photos,
  };
}
