import type { EventView } from '@heirloom/shared/contracts/family';
import { formatFuzzyDate, parseFuzzyDate, type DatePoint } from '@heirloom/shared/rules/fuzzy-date';

/** The role that makes an event the person's own birth or death (spec 001 section 3). */
const LIFE_EVENTS = { birth: 'child', death: 'died' } as const;

function yearOf(dateText: string): string | null {
  const date = parseFuzzyDate(dateText);
  if (date.kind === 'empty') return null;
  if (date.kind === 'unparsed') return dateText.trim();
  const point: DatePoint | undefined = date.date.start ?? date.date.end;
  if (point?.year === undefined) return formatFuzzyDate(date);
  const year = point.year < 0 ? `${-point.year} BCE` : String(point.year);
  return date.date.qualifier === 'about' || date.date.qualifier === 'estimated' || date.date.qualifier === 'calculated' ? `c. ${year}` : year;
}

function lifeEventYear(events: readonly EventView[], personId: string, type: keyof typeof LIFE_EVENTS): string | null {
  const event = events.find(
    (candidate) =>
      candidate.event_type === type &&
      (candidate.event_role ?? candidate.participants.find((p) => p.person.id === personId)?.event_role) === LIFE_EVENTS[type],
  );
  return event ? yearOf(event.start_date) : null;
}

/** '1819 – 1901', 'b. 1819', 'd. 1901', or null when neither is known. */
export function lifeDates(events: readonly EventView[], personId: string): string | null {
  const born = lifeEventYear(events, personId, 'birth');
  const died = lifeEventYear(events, personId, 'death');
  if (born && died) return `${born} – ${died}`;
  if (born) return `b. ${born}`;
  if (died) return `d. ${died}`;
  return null;
}
