import { FREQUENCY_LABELS, type DigestFrequency } from '@heirloom/shared/contracts/messages';
import type { MessageRecord } from '../../ports/messages';
import { renderMessage, type RenderedMessage } from './render';

export interface DigestItem extends RenderedMessage {
  messageId: string;
}

export interface DigestSection {
  /** 'Tuesday 24 November' (a day), or 'Week of 2 November' in a monthly digest. */
  heading: string;
  items: DigestItem[];
}

export interface Digest {
  subject: string;
  sections: DigestSection[];
  count: number;
}

/**
 * One digest of a person's messages: newest first, in sections by the day they came in the
 * person's own time zone (by the week, Monday first, in a monthly digest), so "this morning" in
 * Sydney is not filed under yesterday.
 */
export function buildDigest(messages: readonly MessageRecord[], frequency: DigestFrequency, timeZone: string): Digest {
  const sorted = [...messages].sort((a, b) => b.createdAt - a.createdAt || (a.messageId < b.messageId ? 1 : -1));
  const sections: DigestSection[] = [];
  const byKey = new Map<string, DigestSection>();
  for (const message of sorted) {
    const { key, heading } = sectionOf(message.createdAt, frequency, timeZone);
    let section = byKey.get(key);
    if (!section) {
      section = { heading, items: [] };
      byKey.set(key, section);
      sections.push(section);
    }
    section.items.push({ messageId: message.messageId, ...renderMessage(message) });
  }
  const count = sorted.length;
  const noun = count === 1 ? 'message' : 'messages';
  const subject = count === 1 ? sections[0]!.items[0]!.title : `Your ${FREQUENCY_LABELS[frequency].toLowerCase()} Heirloom digest: ${count} new ${noun}`;
  return { subject, sections, count };
}

/** The calendar date of an instant in a time zone, as y-m-d numbers. */
export function localDate(epochMs: number, timeZone: string): { year: number; month: number; day: number; weekday: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', weekday: 'short' }).formatToParts(new Date(epochMs));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday'));
  return { year: Number(get('year')), month: Number(get('month')), day: Number(get('day')), weekday };
}

function sectionOf(epochMs: number, frequency: DigestFrequency, timeZone: string): { key: string; heading: string } {
  const date = localDate(epochMs, timeZone);
  // Noon UTC of the local calendar date: formatting it in UTC names that date whatever the zone.
  const noon = Date.UTC(date.year, date.month - 1, date.day, 12);
  if (frequency === 'monthly') {
    const monday = noon - date.weekday * 24 * 60 * 60 * 1000;
    return { key: `w${monday}`, heading: `Week of ${new Date(monday).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' })}` };
  }
  return { key: `d${noon}`, heading: new Date(noon).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }) };
}
