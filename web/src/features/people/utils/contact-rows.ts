import { CONTACT_TYPES, contactInput, type ContactType } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { issuesToFields } from '../../../lib/api-client';

type ContactView = { id: string; contact_type: ContactType; contact_value: string; person_version: number };

export interface ContactRow {
  key: string;
  id?: string;
  contact_type: ContactType;
  contact_value: string;
  person_version?: number;
}

let nextKey = 0;
export const blankContactRow = (type: ContactType = CONTACT_TYPES[0]): ContactRow => ({ key: `new:contact:${(nextKey += 1)}`, contact_type: type, contact_value: '' });

export const contactRowsOf = (contacts: readonly ContactView[]): ContactRow[] =>
  contacts.map((contact) => ({ key: contact.id, id: contact.id, contact_type: contact.contact_type, contact_value: contact.contact_value, person_version: contact.person_version }));

/** Rows left blank are dropped rather than refused: an empty row is a row nobody filled in. */
export const contactsForSave = (rows: readonly ContactRow[]): Array<z.input<typeof contactInput>> =>
  rows
    .filter((row) => row.contact_value.trim() !== '')
    .map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      contact_type: row.contact_type,
      contact_value: row.contact_value.trim(),
      ...(row.person_version !== undefined ? { person_version: row.person_version } : {}),
    }));

/** The shared schema's message for each row that would be refused, by row key. */
export function contactErrors(rows: readonly ContactRow[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const row of rows) {
    if (row.contact_value.trim() === '') continue;
    const result = contactInput.safeParse({ contact_type: row.contact_type, contact_value: row.contact_value.trim() });
    if (!result.success) errors[row.key] = Object.values(issuesToFields(result.error.issues)).flat();
  }
  return errors;
}

export function contactsChanged(saved: readonly ContactView[], rows: readonly ContactRow[]): boolean {
  const before = contactsForSave(contactRowsOf(saved));
  const after = contactsForSave(rows);
  return JSON.stringify(before.map(({ person_version: _v, ...rest }) => rest)) !== JSON.stringify(after.map(({ person_version: _v, ...rest }) => rest));
}
