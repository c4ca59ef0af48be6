import type { EventView, PersonSummary, SaveEventRequest } from '@heirloom/shared/contracts/family';
import {
  autoName,
  editEventName,
  emptySlotsFor,
  eventTypeDefinition,
  refreshEventName,
  rolesFor,
  startEventNaming,
  type EventNaming,
} from '@heirloom/shared/rules/events';
import type { DateParseError } from '@heirloom/shared/rules/fuzzy-date';
import type { z } from 'zod';
import type { saveEventRequest } from '@heirloom/shared/contracts/family';
import { dateProblem } from '../../../lib/date-problems';
import { readableDate, readablePlace, storedUnlessEdited } from '../../../lib/gedcom-display';

/** One row of the participant list; `person` is null on an empty slot waiting for someone. */
export interface ParticipantRow {
  key: string;
  event_role: string;
  person: PersonSummary | null;
}

export interface EventForm {
  event_type: string;
  naming: EventNaming;
  start_date: string;
  end_date: string;
  location: string;
  participants: ParticipantRow[];
  /** The dates and place as stored (GEDCOM's '14 APR 1857', 'Leeds,Yorkshire'): the form shows their reading and saves these while the reading is left as it was. */
  stored?: { start_date: string; end_date: string; location: string };
}

let nextKey = 0;
const rowKey = () => `participant-${(nextKey += 1)}`;

const slot = (role: string): ParticipantRow => ({ key: rowKey(), event_role: role, person: null });

/** The automatic name for what the form says now (spec 000 section 3). */
export const currentAutoName = (form: Pick<EventForm, 'event_type' | 'participants'>): string =>
  autoName(
    form.event_type,
    form.participants.map((row) => ({ event_role: row.event_role, name: row.person?.name ?? '' })),
  );

/** Spec 000 section 4: "An event opened for editing gets empty participant slots for every required role not yet filled". */
export function withEmptySlots(eventType: string, rows: readonly ParticipantRow[]): ParticipantRow[] {
  return [...rows, ...emptySlotsFor(eventType, rows).map(slot)];
}

/**
 * The rows of an automatically named event in the order its stored name gives each role's people
 * ('born to Robert Smith and Mary Jones': an import names the father first), not the order the server
 * lists them in (by id): the name read back from the rows is then the one stored, and saving a new date
 * does not swap the parents in it. Roles keep their places; people the name does not hold go last.
 */
function inNameOrder(rows: readonly ParticipantRow[], name: string): ParticipantRow[] {
  const roles = [...new Set(rows.map((row) => row.event_role))];
  const at = (row: ParticipantRow) => {
    const index = row.person ? name.indexOf(row.person.name) : -1;
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...rows].sort((a, b) => roles.indexOf(a.event_role) - roles.indexOf(b.event_role) || at(a) - at(b));
}

/** The form for an event as the server sent it, with its empty slots and its naming. */
export function eventFormOf(event: EventView): EventForm {
  const rows = event.participants.filter((p) => !p.deleted).map((p) => ({ key: rowKey(), event_role: p.event_role, person: p.person }));
  const participants = withEmptySlots(event.event_type, event.auto_name ? inNameOrder(rows, event.name) : rows);
  const form = {
    event_type: event.event_type,
    start_date: readableDate(event.start_date),
    end_date: readableDate(event.end_date),
    location: readablePlace(event.location),
    participants,
    stored: { start_date: event.start_date, end_date: event.end_date, location: event.location },
  };
  const naming = event.auto_name ? startEventNaming(currentAutoName(form)) : { name: event.name, auto_name: false };
  return { ...form, naming };
}

export type EventFormAction =
  | { type: 'name'; typed: string }
  | { type: 'event_type'; eventType: string }
  | { type: 'field'; field: 'start_date' | 'end_date' | 'location'; value: string }
  | { type: 'person'; key: string; person: PersonSummary | null }
  | { type: 'role'; key: string; role: string }
  | { type: 'remove'; key: string }
  | { type: 'add'; role: string };

function apply(form: EventForm, action: EventFormAction): EventForm {
  switch (action.type) {
    case 'name':
      return form;
    case 'field':
      return { ...form, [action.field]: action.value };
    case 'event_type': {
      // Empty slots of the old type that the new one has no place for go; filled rows stay (and are flagged if their role no longer fits).
      const allowed = rolesFor(action.eventType) as string[];
      const kept = form.participants.filter((row) => row.person !== null || allowed.includes(row.event_role));
      return { ...form, event_type: action.eventType, participants: withEmptySlots(action.eventType, kept) };
    }
    case 'person':
      return { ...form, participants: form.participants.map((row) => (row.key === action.key ? { ...row, person: action.person } : row)) };
    case 'role':
      return { ...form, participants: form.participants.map((row) => (row.key === action.key ? { ...row, event_role: action.role } : row)) };
    case 'remove':
      return { ...form, participants: form.participants.filter((row) => row.key !== action.key) };
    case 'add':
      return { ...form, participants: [...form.participants, slot(action.role)] };
  }
}

/**
 * Every change to the form. Typing in the name box follows spec 000 section 4 (editing turns the
 * automatic name off, clearing it turns it back on); any other change refreshes a name that is
 * still automatic and leaves a typed one alone.
 */
export function eventFormReducer(form: EventForm, action: EventFormAction): EventForm {
  if (action.type === 'name') return { ...form, naming: editEventName(action.typed, currentAutoName(form)) };
  const next = apply(form, action);
  return { ...next, naming: refreshEventName(next.naming, currentAutoName(next)) };
}

/** What POST /event/{id} receives: rows without a person are left out, the typed text is kept. */
export function saveRequestOf(form: EventForm): z.input<typeof saveEventRequest> {
  return {
    event_type: form.event_type,
    name: form.naming.name.trim(),
    auto_name: form.naming.auto_name,
    start_date: form.stored ? storedUnlessEdited(form.start_date, form.stored.start_date, readableDate) : form.start_date.trim(),
    end_date: form.stored ? storedUnlessEdited(form.end_date, form.stored.end_date, readableDate) : form.end_date.trim(),
    location: form.stored ? storedUnlessEdited(form.location, form.stored.location, readablePlace) : form.location.trim(),
    participants: form.participants.flatMap((row) => (row.person ? [{ event_role: row.event_role as SaveEventRequest['participants'][number]['event_role'], person: row.person.id }] : [])),
  };
}

/** Whether leaving would change anything on the server. */
export function eventChanged(saved: EventView, form: EventForm): boolean {
  return JSON.stringify(saveRequestOf(eventFormOf(saved))) !== JSON.stringify(saveRequestOf(form));
}

/** Why a date cannot be read (what to show, and the spec's text to log: spec 000 sections 5 and 8), or undefined. */
export const dateError = (text: string): { error: DateParseError; message: string } | undefined => dateProblem(text);

/** Military service and Custom events last a while (the table's "has end date"); a stored end date always shows. */
export const showsEndDate = (form: Pick<EventForm, 'event_type' | 'end_date'>): boolean =>
  Boolean(eventTypeDefinition(form.event_type)?.hasEndDate) || form.end_date.trim() !== '';

/** The message for a row whose role the event's type does not have. */
export function roleProblem(eventType: string, role: string): string | undefined {
  const roles = rolesFor(eventType) as string[];
  return roles.includes(role) ? undefined : `That role does not belong in a ${eventType} event: choose ${roles.join(', ')}`;
}
