import { Entity } from 'electrodb';
import { MODEL, provenanceAttributes } from './family-keys';
import { ownerIndex } from './owner-index';
import { perTable } from './per-table';

/**
 * What a GEDCOM import keeps besides people and events, so an export can write it back:
 *  - familyRecord: a FAM record's identity (xref), its members and its unmapped structures
 *  - gedcomRecord: a top-level record the tree does not model (SUBM, REPO, OBJE, shared notes, _VENDOR)
 *  - familyImport: one import run, for GET /imports and /imports/{id}
 *  - importSource: the last run of each imported file, to tell a changed file from the same one
 */
export const familyRecordSchema = {
  model: { entity: 'familyRecord', ...MODEL },
  attributes: {
    ...provenanceAttributes,
    familyId: { type: 'string', required: true },
    xref: { type: 'string' },
    husbandId: { type: 'string' },
    wifeId: { type: 'string' },
    childIds: { type: 'any' },
    gedcom: { type: 'any' },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['ownerId', 'familyId'], template: 'tree#${ownerId}#family#${familyId}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'family', casing: 'none' },
    },
    walk: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['ownerId'], template: 'tree#${ownerId}#families', casing: 'none' },
      sk: { field: 'gsi2sk', composite: ['familyId'], template: '${familyId}', casing: 'none' },
    },
    byOwner: ownerIndex(['importKey', 'familyId'] as const),
  },
} as const;

export const gedcomRecordSchema = {
  model: { entity: 'gedcomRecord', ...MODEL },
  attributes: {
    ...provenanceAttributes,
    recordId: { type: 'string', required: true },
    /** Zero-padded position in the file, so records are written back in their order. */
    seqKey: { type: 'string', required: true },
    tag: { type: 'string', required: true },
    xref: { type: 'string' },
    /** The record tree, serialized (genealogy-import/node-codec.ts). */
    node: { type: 'string', required: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['ownerId', 'recordId'], template: 'tree#${ownerId}#gedcom#${recordId}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'record', casing: 'none' },
    },
    walk: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['ownerId'], template: 'tree#${ownerId}#gedcomrecords', casing: 'none' },
      sk: { field: 'gsi2sk', composite: ['importKey', 'seqKey'], template: '${importKey}#${seqKey}', casing: 'none' },
    },
    byOwner: ownerIndex(['importKey', 'recordId'] as const),
  },
} as const;

export const familyImportSchema = {
  model: { entity: 'familyImport', ...MODEL },
  attributes: {
    ownerId: { type: 'string', required: true },
    importId: { type: 'string', required: true },
    importKey: { type: 'string', required: true },
    fileName: { type: 'string', required: true },
    contentHash: { type: 'string' },
    status: { type: ['running', 'done', 'failed'] as const, required: true },
    counts: { type: 'any' },
    warnings: { type: 'any' },
    warningPages: { type: 'number' },
    warningCount: { type: 'number' },
    startedAt: { type: 'number', required: true },
    /** startedAt zero-padded, for newest-first listing. */
    startedKey: { type: 'string', required: true },
    finishedAt: { type: 'number' },
    error: { type: 'string' },
    gedcomVersion: { type: 'string' },
    encoding: { type: 'string' },
    /** 'Remove this import': its progress and outcome (ImportRemovalRecord). */
    removal: { type: 'any' },
    /** The member who uploaded the file (sharing/roles.ts). */
    importedBy: { type: 'string' },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['ownerId', 'importId'], template: 'tree#${ownerId}#import#${importId}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'import', casing: 'none' },
    },
    list: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['ownerId'], template: 'tree#${ownerId}#imports', casing: 'none' },
      sk: { field: 'gsi1sk', composite: ['startedKey', 'importId'], template: '${startedKey}#${importId}', casing: 'none' },
    },
    byOwner: ownerIndex(['importId'] as const),
  },
} as const;

/** A page of an import's warnings after the record's own (genealogy-import/warning-pages.ts), beside its record. */
export const importWarningPageSchema = {
  model: { entity: 'familyImportWarnings', ...MODEL },
  attributes: {
    ownerId: { type: 'string', required: true },
    importId: { type: 'string', required: true },
    /** The page's number, zero-padded so pages sort in order. */
    pageKey: { type: 'string', required: true },
    warnings: { type: 'any', required: true },
  },
  indexes: {
    byPage: {
      pk: { field: 'pk', composite: ['ownerId', 'importId'], template: 'tree#${ownerId}#import#${importId}', casing: 'none' },
      sk: { field: 'sk', composite: ['pageKey'], template: 'warnings#${pageKey}', casing: 'none' },
    },
    byOwner: ownerIndex(['importId', 'pageKey'] as const),
  },
} as const;

export const importSourceSchema = {
  model: { entity: 'familyImportSource', ...MODEL },
  attributes: {
    ownerId: { type: 'string', required: true },
    importKey: { type: 'string', required: true },
    fileName: { type: 'string' },
    lastImportId: { type: 'string' },
    contentHash: { type: 'string' },
  },
  indexes: {
    byKey: {
      pk: { field: 'pk', composite: ['ownerId', 'importKey'], template: 'tree#${ownerId}#importsource#${importKey}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'importsource', casing: 'none' },
    },
    byOwner: ownerIndex(['importKey'] as const),
  },
} as const;

export const familyRecordEntity = perTable((client, table) => new Entity(familyRecordSchema, { client, table }));
export const gedcomRecordEntity = perTable((client, table) => new Entity(gedcomRecordSchema, { client, table }));
export const familyImportEntity = perTable((client, table) => new Entity(familyImportSchema, { client, table }));
export const importSourceEntity = perTable((client, table) => new Entity(importSourceSchema, { client, table }));
export const importWarningPageEntity = perTable((client, table) => new Entity(importWarningPageSchema, { client, table }));
