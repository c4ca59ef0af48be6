import type { DigestFrequency } from '@heirloom/shared/contracts/messages';

/** Digests reach people in their own morning: the first run at or after 07:00 where they live. */
export const DIGEST_LOCAL_HOUR = 7;

const HOUR_MS = 60 * 60 * 1000;
/** Far enough to reach the next 1st of a month at 07:00 local, DST included. */
const LONGEST_WAIT_HOURS = 33 * 24;

/**
 * The hour (its start, epoch ms UTC) a message put aside for a digest is due: hourly digests take
 * it at their next run; daily ones at the person's next local 07:00 hour, weekly ones on a Monday
 * and monthly ones on the 1st, both at that hour. The digest jobs run at the top of every UTC
 * hour and send what is due, so in a zone half an hour off UTC it comes at 07:30.
 */
export function digestDueAt(frequency: DigestFrequency, timeZone: string, now: number): number {
  const thisHour = Math.floor(now / HOUR_MS) * HOUR_MS;
  if (frequency === 'hourly') return thisHour;
  const local = localClock(timeZone);
  for (let hours = 1; hours <= LONGEST_WAIT_HOURS; hours++) {
    const at = thisHour + hours * HOUR_MS;
    const { hour, weekday, day } = local(at);
    if (hour !== DIGEST_LOCAL_HOUR) continue;
    if (frequency === 'weekly' && weekday !== 'Mon') continue;
    if (frequency === 'monthly' && day !== 1) continue;
    return at;
  }
  // Unreachable for real zones; a digest is then simply sent at the next run.
  return thisHour;
}

function localClock(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: 'numeric', weekday: 'short', day: 'numeric' });
  return (epochMs: number) => {
    const parts = format.formatToParts(new Date(epochMs));
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return { hour: Number(get('hour')), weekday: get('weekday'), day: Number(get('day')) };
  };
}
