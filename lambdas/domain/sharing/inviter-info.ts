import type { InviterInfo, InviterInfoQuery } from '@heirloom/shared/contracts/sharing';
import { secretMatches } from '../accounts/secrets';
import { NotFoundError } from '../errors';
import type { SharingDeps } from './deps';
import { familyOf } from './family-of';

export const INVITER_NOT_FOUND = 'That invitation was not found';

/**
 * GET /inviter_info/{inviterId}?invite=&key=, public: the inviter's name (from the person they said
 * is them, else their username) and how many people and photos their family has. It answers only
 * to the holder of an open invite or link from that inviter (the id and key the landing page has in
 * its URL), so nobody can look up a member's name and family size by user id alone; everything
 * else (no such invite, wrong key, another inviter's, used, cancelled, expired) is the same 404.
 * Nothing else leaves: no photo, no other person, not the inviter's e-mail. An e-mailed invite
 * gives its holder the address it was sent to (the mail they hold names it), for sign-up to start
 * with: kept out of the link, so it is in no address bar, history or log.
 */
export async function inviterInfo(deps: SharingDeps, inviterId: string, access: InviterInfoQuery): Promise<InviterInfo> {
  const invite = await deps.sharing.getInvite(access.invite);
  const open = invite !== null && invite.inviterId === inviterId && invite.status === 'pending' && invite.validUntil > deps.now() && secretMatches(access.key, invite.keyHash);
  if (!open) throw new NotFoundError(INVITER_NOT_FOUND);
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
    invited_email: invite.email,
  };
}
