import { Entity } from 'electrodb';
import { MODEL, provenanceAttributes } from './family-keys';
import { ownerIndex } from './owner-index';
import { perTable } from './per-table';

/**
 * A person of a family tree, with their names and contacts inline (a person has a handful of each).
 *  - byId      one person
 *  - byName    gsi1: the A-Z people list (`listing` is 'people', or 'forgotten' once removed from view)
 *  - walk      gsi2: every person of a tree in id order, for export
 */
export const personSchema = {
  model: { entity: 'familyPerson', ...MODEL },
  attributes: {
    ...provenanceAttributes,
    personId: { type: 'string', required: true },
    sex: { type: 'string' },
    names: { type: 'any' },
    contacts: { type: 'any' },
    thumbnail: { type: 'string' },
    itemsDeleted: { type: 'boolean' },
    personVersion: { type: 'number' },
    previousVersion: { type: 'any' },
    newerVersion: { type: 'string' },
    mergedInto: { type: 'string' },
    versionDate: { type: 'number' },
    author: { type: 'string' },
    /** Earlier versions by other family members (person versions). */
    versions: { type: 'any' },
    /** A member's edit waiting for the admins' review (PersonRecord.pending). */
    pending: { type: 'any' },
    /** Who added the person, their maintainer (sharing/roles.ts). */
    createdBy: { type: 'string' },
    createdAt: { type: 'number' },
    updatedAt: { type: 'number' },
    xref: { type: 'string' },
    gedcom: { type: 'any' },
    listing: { type: ['people', 'forgotten'] as const, required: true },
    sortName: { type: 'string', required: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['ownerId', 'personId'], template: 'tree#${ownerId}#person#${personId}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'person', casing: 'none' },
    },
    byName: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['ownerId', 'listing'], template: 'tree#${ownerId}#${listing}', casing: 'none' },
      sk: { field: 'gsi1sk', composite: ['sortName'], template: '${sortName}', casing: 'none' },
    },
    walk: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['ownerId'], template: 'tree#${ownerId}#persons', casing: 'none' },
      sk: { field: 'gsi2sk', composite: ['personId'], template: '${personId}', casing: 'none' },
    },
    byOwner: ownerIndex(['importKey', 'personId'] as const),
  },
} as const;

/**
 * One word of a person's names, lower-cased and without accents, for the person search
 * (GET /persons?q=). Kept in the person's partition so a person's words are found together.
 */
export const nameWordSchema = {
  model: { entity: 'familyNameWord', ...MODEL },
  attributes: {
    ...provenanceAttributes,
    personId: { type: 'string', required: true },
    word: { type: 'string', required: true },
  },
  indexes: {
    byPerson: {
      pk: { field: 'pk', composite: ['ownerId', 'personId'], template: 'tree#${ownerId}#person#${personId}', casing: 'none' },
      sk: { field: 'sk', composite: ['word'], template: 'word#${word}', casing: 'none' },
    },
    byWord: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['ownerId'], template: 'tree#${ownerId}#nameword', casing: 'none' },
      sk: { field: 'gsi1sk', composite: ['word', 'personId'], template: '${word}#${personId}', casing: 'none' },
    },
    byOwner: ownerIndex(['importKey', 'personId', 'word'] as const),
  },
} as const;

export const personEntity = perTable((client, table) => new Entity(personSchema, { client, table }));
export const nameWordEntity = perTable((client, table) => new Entity(nameWordSchema, { client, table }));

/**
 * The person search's index holds one entry per word of a person's names. The first four words'
 * entries are the person item itself (PERSON_WORD_INDEXES, beside the entity's keys, as the
 * timeline's event dates are), and a word the A-Z sort text starts with (the surname) is found by a
 * prefix query on the people list (byName), so none of them has an item of its own; only further
 * words are nameWord items (royal92.ged: 82 for 3,010 people). The search reads them all.
 */
export const PERSON_WORD_INDEXES = ['gsi4', 'gsi5', 'gsi6', 'gsi7'] as const;
export const nameWordPartition = (ownerId: string) => `tree#${ownerId}#nameword`;
/** The person item's entries for its first words (at most one per index in PERSON_WORD_INDEXES). */
export function personWordKeys(ownerId: string, personId: string, words: readonly string[]): Record<string, string> {
  const keys: Record<string, string> = {};
  PERSON_WORD_INDEXES.forEach((index, slot) => {
    const word = words[slot];
    if (word === undefined) return;
    keys[`${index}pk`] = nameWordPartition(ownerId);
    keys[`${index}sk`] = `${word}#${personId}`;
  });
  return keys;
}
