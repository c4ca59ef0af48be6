import { dayText } from '../../../lib/app-dates';

/** '5 minutes ago', 'yesterday', or a date for older messages. */
export function messageTime(iso: string, now = Date.now()): string {
  const at = new Date(iso).getTime();
  const minutes = Math.round((now - at) / 60_000);
  const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  if (minutes < 1) return 'just now';
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  const days = Math.round(hours / 24);
  if (days < 7) return relative.format(-days, 'day');
  return dayText(at);
}
