import type { AttributeView } from '@heirloom/shared/contracts/family';
import type { PersonAttributeTag } from '@heirloom/shared/rules/person-attributes';
import { readableDate, readablePlace, storedUnlessEdited } from '../../../lib/gedcom-display';
import type { AttributesBody } from '../api/person-attributes';

/** One fact as the form holds it: dates and places shown as read, the stored text kept beside them. */
export interface AttributeRow {
  key: string;
  id?: string;
  tag: PersonAttributeTag;
  value: string;
  type: string;
  date: string;
  place: string;
  /** What the fact says beyond these, kept as it is (an LDS ordinance's temple and status). */
  details?: string;
  stored?: { date: string; place: string };
}

let nextKey = 0;
export const blankAttributeRow = (tag: PersonAttributeTag): AttributeRow => ({ key: `new:fact:${(nextKey += 1)}`, tag, value: '', type: '', date: '', place: '' });

export const attributeRowsOf = (attributes: readonly AttributeView[]): AttributeRow[] =>
  attributes.map((attribute) => ({
    key: attribute.id,
    id: attribute.id,
    tag: attribute.tag as PersonAttributeTag,
    value: attribute.value,
    type: attribute.type,
    date: readableDate(attribute.date),
    place: readablePlace(attribute.place),
    ...(attribute.details ? { details: attribute.details } : {}),
    stored: { date: attribute.date, place: attribute.place },
  }));

/** The list to save: blank rows dropped, a date or place left as shown saved as it was stored. */
export const attributesForSave = (rows: readonly AttributeRow[]): AttributesBody['attributes'] =>
  rows
    // A saved fact with details of its own (an ordinance's temple and status) stays while its row does.
    .filter((row) => row.value.trim() !== '' || row.date.trim() !== '' || row.place.trim() !== '' || (row.id && row.details))
    .map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      tag: row.tag,
      value: row.value.trim(),
      type: row.type.trim(),
      date: row.stored ? storedUnlessEdited(row.date, row.stored.date, readableDate) : row.date.trim(),
      place: row.stored ? storedUnlessEdited(row.place, row.stored.place, readablePlace) : row.place.trim(),
    }));

export const attributesChanged = (saved: readonly AttributeView[], rows: readonly AttributeRow[]): boolean =>
  JSON.stringify(attributesForSave(attributeRowsOf(saved))) !== JSON.stringify(attributesForSave(rows));
