import { INVITES_PER_FAMILY_PER_DAY } from '@heirloom/shared/constants';
import type { RateLimiter } from '../../ports/accounts';
import { TooManyRequestsError } from '../errors';

const DAY_SECONDS = 24 * 60 * 60;
const DAY_MS = DAY_SECONDS * 1000;
/** The counter's scope: one item per family and UTC day (adapters/aws/dynamo-rate-limiter.ts). */
export const INVITE_QUOTA_SCOPE = 'familyInvites';

const invitations = (count: number) => `${count} ${count === 1 ? 'invitation' : 'invitations'}`;

/** 'in 5 hours', 'in 40 minutes': when the day's count starts again. */
function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.round(minutes / 60);
  return `in about ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** What a person reads when a request would send more invitations than the family has left today. */
export function inviteQuotaMessage(left: number, asked: number, now: number): string {
  const reset = `Invitations start again at midnight UTC, ${waitText(nextUtcDay(now) - now)}.`;
  if (left <= 0) return `Your family has sent all ${invitations(INVITES_PER_FAMILY_PER_DAY)} it can send today, so nothing was sent. ${reset}`;
  return `Your family can send ${left} more ${left === 1 ? 'invitation' : 'invitations'} today, and this would send ${asked}, so nothing was sent. Invite fewer people now, or the rest later. ${reset}`;
}

const nextUtcDay = (now: number) => (Math.floor(now / DAY_MS) + 1) * DAY_MS;

/**
 * Counts `count` invitations against the family's day (e-mails, links, Facebook links, resends
 * alike) before any is made: a request that would go over is refused as a whole with a 429 that
 * says how many are left and when the count starts again, and counts nothing. The counter is one
 * atomic item per family and day, so concurrent requests cannot slip past it together.
 */
export async function takeInviteQuota(deps: { rateLimiter: Pick<RateLimiter, 'take'>; now: () => number }, familyId: string, count: number): Promise<void> {
  const { taken, used } = await deps.rateLimiter.take(INVITE_QUOTA_SCOPE, familyId, count, INVITES_PER_FAMILY_PER_DAY, DAY_SECONDS);
  if (taken) return;
  const now = deps.now();
  throw new TooManyRequestsError(inviteQuotaMessage(INVITES_PER_FAMILY_PER_DAY - used, count, now), Math.ceil((nextUtcDay(now) - now) / 1000));
}
