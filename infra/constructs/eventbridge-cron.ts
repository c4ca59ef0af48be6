/**
 * Translates a standard five-field cron (minute hour day-of-month month day-of-week, UTC), as the
 * job manifest and the local scheduler use it, into EventBridge's six-field `cron(...)` form.
 *
 * EventBridge differs in four ways: it adds a year field, it requires exactly one of day-of-month
 * and day-of-week to be '?', it numbers weekdays 1-7 from Sunday (standard cron: 0-7, 0 and 7
 * both Sunday), and its documented step form starts from a value (0/15) rather than '*' (*\/15).
 * Weekdays are written as names (SUN-SAT), which both forms read the same way.
 */
const WEEKDAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

export function toEventBridgeCron(expression: string): string {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) {
    throw new Error(`Cron "${expression}" must have five fields: minute hour day-of-month month day-of-week`);
  }
  const [minute, hour, dayOfMonth, month, dayOfWeek] = fields as [string, string, string, string, string];
  const everyDayOfMonth = dayOfMonth === '*' || dayOfMonth === '?';
  const everyDayOfWeek = dayOfWeek === '*' || dayOfWeek === '?';
  if (!everyDayOfMonth && !everyDayOfWeek) {
    throw new Error(`Cron "${expression}" restricts both day-of-month and day-of-week; EventBridge allows only one`);
  }
  const day = everyDayOfWeek ? (everyDayOfMonth ? '*' : stepFrom(dayOfMonth, 1)) : '?';
  const weekDay = everyDayOfWeek ? '?' : weekdaysAsNames(dayOfWeek, expression);
  return `cron(${stepFrom(minute, 0)} ${stepFrom(hour, 0)} ${day} ${stepFrom(month, 1)} ${weekDay} *)`;
}

/** `*\/n` becomes `first/n`: the same times, in the form EventBridge documents. */
function stepFrom(field: string, first: number): string {
  return field.replace(/^\*\//, `${first}/`);
}

function weekdaysAsNames(field: string, expression: string): string {
  return field
    .split(',')
    .map((part) => {
      if (part.includes('/') || part.includes('#') || part.includes('L')) {
        throw new Error(`Cron "${expression}": day-of-week "${part}" is not supported; list the days instead`);
      }
      const [from, to] = part.split('-');
      if (to === undefined) return weekdayName(part, expression);
      // Standard cron may end a range on 7 (Sunday); EventBridge ranges run SUN..SAT and do not wrap.
      if (to === '7' && from !== '0') return `${weekdayName(from ?? '', expression)}-SAT,SUN`;
      return `${weekdayName(from ?? '', expression)}-${weekdayName(to, expression)}`;
    })
    .join(',');
}

function weekdayName(day: string, expression: string): string {
  if (/^\d+$/.test(day)) {
    const name = WEEKDAY_NAMES[Number(day) % 7];
    if (Number(day) > 7 || name === undefined) throw new Error(`Cron "${expression}": no weekday ${day}`);
    return name;
  }
  const upper = day.toUpperCase();
  if (!(WEEKDAY_NAMES as readonly string[]).includes(upper)) throw new Error(`Cron "${expression}": no weekday ${day}`);
  return upper;
}
