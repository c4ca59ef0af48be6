import { DynamoFamilyStore } from '../adapters/aws/dynamo-family-store';
import { DynamoMemoryStore } from '../adapters/aws/dynamo-memory-store';
import { DynamoSharingStore } from '../adapters/aws/dynamo-sharing-store';
import { DynamoTreeTotals } from '../adapters/aws/dynamo-tree-totals';
import { familyOf } from '../domain/sharing/family-of';
import type { FamilyDeps } from '../domain/family/deps';
import { newId } from '../domain/family/ids';
import type { ImportRecord } from '../domain/family/records';
import { importGedcom, type ImportGedcomInput } from '../domain/genealogy-import';
import { documentClient } from './clients';
import { readEnv } from './env';
import { messageEvents } from './messages-deps';

let deps: FamilyDeps | undefined;

/** Composition root for the family-tree use cases and GEDCOM import/export, built once per container. */
export function familyDeps(): FamilyDeps {
  deps ??= {
    store: new DynamoFamilyStore(documentClient(), readEnv('tableName')),
    now: Date.now,
    newId,
    messageEvents: messageEvents(),
    namings: new DynamoMemoryStore(documentClient(), readEnv('tableName')),
  };
  return deps;
}

/**
 * The port the upload pipeline calls for a .ged object:
 *
 *   await gedcomImporter()({
 *     ownerId,                                  // ownerOfKey(key)
 *     fileName: key.split('/').pop()!,
 *     fileIdentity: key,                        // re-uploading the same key updates that import
 *     importId: importIdForUpload(key, eTag),   // a redelivered notification finds its run
 *     source: async () => (await s3.send(new GetObjectCommand({ Bucket, Key: key }))).Body as AsyncIterable<Uint8Array>,
 *     onProgress: (p) => realtime.toUser(ownerId, ...),
 *   });
 *
 * It resolves with the finished import record (status 'done'), or rejects (record 'failed') so the
 * queue retries.
 */
export type GedcomImporter = (input: ImportGedcomInput) => Promise<ImportRecord>;

/** `places`: the place matcher, given by a consumer that bundles the gazetteer, so imported events are placed as written. */
export function gedcomImporter(places: Pick<FamilyDeps, 'placeMatcher'> = {}): GedcomImporter {
  // A file goes into the uploader's family tree (a user who never shared is a family of one).
  return async (input) => importGedcom({ ...familyDeps(), ...places }, { ...input, importedBy: input.ownerId, ownerId: await familyOf((sharing ??= new DynamoSharingStore(documentClient(), readEnv('tableName'))), input.ownerId) });
}

let sharing: DynamoSharingStore | undefined;
let totals: DynamoTreeTotals | undefined;

/** The people list's header: how many people and events the tree holds (one GetItem). */
export function treeTotals(): DynamoTreeTotals {
  return (totals ??= new DynamoTreeTotals(documentClient(), readEnv('tableName')));
}
