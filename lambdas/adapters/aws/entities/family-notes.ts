import { Entity } from 'electrodb';
import { MODEL, provenanceAttributes } from './family-keys';
import { ownerIndex } from './owner-index';
import { perTable } from './per-table';

/**
 * Notes and citations hang off a parent (a person, a name, an event, or for citations a note).
 * Each also names its anchor, the person or event whose record it is written in, so an export can
 * walk people (or events) and their attachments side by side in id order.
 *  - byId               one note or citation (DELETE /citation/{id}, GET /note/{id}/citations)
 *  - byParent (gsi1)    a parent's notes or citations in order
 *  - byAnchor (gsi2)    every attachment of a tree's people (or events), grouped by anchor
 *  - bySource (gsi4)    a source's citations, grouped by what they are written in (the source's page)
 */
const attachmentAttributes = {
  ...provenanceAttributes,
  parentKind: { type: 'string', required: true },
  parentId: { type: 'string', required: true },
  anchorKind: { type: 'string', required: true },
  anchorId: { type: 'string', required: true },
  /** Zero-padded position among the parent's notes (or citations). */
  orderKey: { type: 'string', required: true },
  /** Who added it (sharing/roles.ts); imported ones belong to the importer. */
  createdBy: { type: 'string' },
  createdAt: { type: 'number' },
  gedcom: { type: 'any' },
} as const;

export const noteSchema = {
  model: { entity: 'familyNote', ...MODEL },
  attributes: {
    ...attachmentAttributes,
    noteId: { type: 'string', required: true },
    text: { type: 'string' },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['ownerId', 'noteId'], template: 'tree#${ownerId}#note#${noteId}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'note', casing: 'none' },
    },
    byParent: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['ownerId', 'parentKind', 'parentId'], template: 'tree#${ownerId}#${parentKind}#${parentId}#notes', casing: 'none' },
      sk: { field: 'gsi1sk', composite: ['orderKey', 'noteId'], template: '${orderKey}#${noteId}', casing: 'none' },
    },
    byAnchor: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['ownerId', 'anchorKind'], template: 'tree#${ownerId}#attachments#${anchorKind}', casing: 'none' },
      sk: {
        field: 'gsi2sk',
        composite: ['anchorId', 'parentKind', 'parentId', 'orderKey', 'noteId'],
        template: '${anchorId}#${parentKind}#${parentId}#note#${orderKey}#${noteId}',
        casing: 'none',
      },
    },
    byOwner: ownerIndex(['importKey', 'noteId'] as const),
  },
} as const;

export const citationSchema = {
  model: { entity: 'familyCitation', ...MODEL },
  attributes: {
    ...attachmentAttributes,
    citationId: { type: 'string', required: true },
    citation: { type: 'string' },
    page: { type: 'string' },
    certainty: { type: 'string' },
    sourceId: { type: 'string' },
    /** The source's id, or NO_SOURCE: every citation is in bySource, so its keys are never half made. */
    citedSource: { type: 'string', required: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['ownerId', 'citationId'], template: 'tree#${ownerId}#citation#${citationId}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'citation', casing: 'none' },
    },
    byParent: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['ownerId', 'parentKind', 'parentId'], template: 'tree#${ownerId}#${parentKind}#${parentId}#citations', casing: 'none' },
      sk: { field: 'gsi1sk', composite: ['orderKey', 'citationId'], template: '${orderKey}#${citationId}', casing: 'none' },
    },
    byAnchor: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['ownerId', 'anchorKind'], template: 'tree#${ownerId}#attachments#${anchorKind}', casing: 'none' },
      sk: {
        field: 'gsi2sk',
        composite: ['anchorId', 'parentKind', 'parentId', 'orderKey', 'citationId'],
        template: '${anchorId}#${parentKind}#${parentId}#citation#${orderKey}#${citationId}',
        casing: 'none',
      },
    },
    bySource: {
      index: 'gsi4',
      pk: { field: 'gsi4pk', composite: ['ownerId', 'citedSource'], template: 'tree#${ownerId}#source#${citedSource}#citations', casing: 'none' },
      sk: { field: 'gsi4sk', composite: ['anchorKind', 'anchorId', 'citationId'], template: '${anchorKind}#${anchorId}#${citationId}', casing: 'none' },
    },
    byOwner: ownerIndex(['importKey', 'citationId'] as const),
  },
} as const;

/** What a citation without a source is filed under in bySource (never a source's id: ids have no spaces). */
export const NO_SOURCE = 'no source';

/** A source (book, register, web site) that citations point to; searchable by title prefix. */
export const sourceSchema = {
  model: { entity: 'familySource', ...MODEL },
  attributes: {
    ...provenanceAttributes,
    sourceId: { type: 'string', required: true },
    title: { type: 'string' },
    author: { type: 'string' },
    publication: { type: 'string' },
    searchTitle: { type: 'string', required: true },
    /** Who added the source in the app (sharing/roles.ts); imported ones belong to the importer. */
    createdBy: { type: 'string' },
    createdAt: { type: 'number' },
    xref: { type: 'string' },
    gedcom: { type: 'any' },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['ownerId', 'sourceId'], template: 'tree#${ownerId}#source#${sourceId}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'source', casing: 'none' },
    },
    byTitle: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['ownerId'], template: 'tree#${ownerId}#sources', casing: 'none' },
      sk: { field: 'gsi1sk', composite: ['searchTitle', 'sourceId'], template: '${searchTitle}#${sourceId}', casing: 'none' },
    },
    byOwner: ownerIndex(['importKey', 'sourceId'] as const),
  },
} as const;

export const noteEntity = perTable((client, table) => new Entity(noteSchema, { client, table }));
export const citationEntity = perTable((client, table) => new Entity(citationSchema, { client, table }));
export const sourceEntity = perTable((client, table) => new Entity(sourceSchema, { client, table }));
