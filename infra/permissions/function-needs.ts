import { EXPORT_PREFIX } from '@heirloom/lambdas/domain/gedcom-export/export-files';
import type { QueueName } from '@heirloom/lambdas/queue/consumers';

/**
 * What a function's code does with the app's resources, in the terms of its access patterns.
 * Policies are derived from these (AppPermissions.grantNeeds) and nothing else grants data access,
 * so a function can do only what its row here says. test/infra/least-privilege.test.ts holds the
 * rules a change must not break (no Scan on request paths, no deleting originals but by the
 * deleters, SMS and the deletion queue only for their senders, ...).
 */
export interface FunctionNeeds {
  /**
   * 'read-write': items and indexes, one at a time, by Query or in batches and transactions.
   * 'scan' adds reading the whole table: only backfills that visit every item need it.
   */
  readonly table: 'read-write' | 'scan';
  /** The uploads bucket: the originals as browsers (and importers) put them. */
  readonly originals?: {
    readonly read?: boolean;
    /** Presign or make PUTs; a key pattern limits where (e.g. 'users/*\/archives/*'). */
    readonly put?: true | string;
    /** Delete originals (and their versions): only code that removes a photo, an upload or an account. */
    readonly delete?: boolean;
  };
  /** The media bucket: renditions, posters, page renders, face crops, exports. */
  readonly media?: {
    /** Read derived files; a key pattern limits where, to GetObject there (the exports consumer reads back its own checkpoints). */
    readonly read?: true | string;
    /** Write derived files; a key pattern limits where (the exports consumer: 'exports/*'). */
    readonly write?: true | string;
    readonly delete?: boolean;
  };
  /** Queues the code sends to (the consumer of a queue receives from it by its event source). */
  readonly sends?: readonly QueueName[];
  /** E-mail through SES, from the app's sender address only. */
  readonly mail?: boolean;
  /** SMS through SNS to phone numbers (never to a topic). */
  readonly sms?: boolean;
  /** Post to and close WebSocket connections of the stage. */
  readonly realtime?: boolean;
  /** The provider-token key: 'seal' encrypts and decrypts (linking, browsing), 'open' only decrypts (importing). */
  readonly tokenKey?: 'seal' | 'open';
  /** The sign-in and photo-source apps' secrets (Facebook sign-in, Google Photos and Facebook photos). */
  readonly providerSecrets?: boolean;
  /** Rekognition on the stage's collections (AppPermissions.grantFaces). */
  readonly faces?: 'index' | 'move' | 'forget' | 'drop';
}

/** Shown photos are signed GETs of derived media; the messages queue records what happened (notifications). */
const LIBRARY_PAGES: FunctionNeeds = { table: 'read-write', media: { read: true }, sends: ['messages', 'fix'] };

/**
 * HTTP handlers by folder (lambdas/http/<folder>/): the functions of a folder share one role, and
 * no role serves two folders. A folder missing here fails synthesis: a new folder states its needs.
 */
export const HTTP_FOLDER_NEEDS: Readonly<Record<string, FunctionNeeds>> = {
  system: { table: 'read-write' },
  blog: { table: 'read-write' },
  // Codes and changes go by e-mail or SMS; Facebook sign-in reads its app secret; a name change is recorded.
  accounts: { table: 'read-write', mail: true, sms: true, providerSecrets: true, sends: ['messages', 'family'] },
  // Stripe only (its secret is granted by needsStripeKeys).
  billing: { table: 'read-write' },
  documents: { ...LIBRARY_PAGES, originals: { put: true, delete: true }, media: { read: true, delete: true } },
  events: LIBRARY_PAGES,
  // Linking a provider seals its token, browsing opens it; an import queues each item.
  external: { table: 'read-write', media: { read: true }, tokenKey: 'seal', providerSecrets: true, sends: ['imports'] },
  // Forget removes a face from the family's collection; face crops are derived media.
  faces: { table: 'read-write', media: { read: true, delete: true }, faces: 'forget', sends: ['messages'] },
  family: { table: 'read-write', media: { read: true }, sends: ['messages', 'exports', 'importRemoval'] },
  home: { ...LIBRARY_PAGES, media: { read: true, delete: true }, faces: 'forget', sends: ['messages', 'fix', 'family'] },
  locations: LIBRARY_PAGES,
  messages: { table: 'read-write' },
  notes: { table: 'read-write', sends: ['messages'] },
  people: { ...LIBRARY_PAGES, media: { read: true, delete: true }, faces: 'forget' },
  // Deleting a photo removes its original and renditions (domain/library/delete-photos.ts).
  photos: { ...LIBRARY_PAGES, originals: { put: true, delete: true }, media: { read: true, delete: true }, faces: 'forget' },
  // Invitations go by e-mail; joining and leaving move a member's items on the family queue.
  sharing: { table: 'read-write', media: { read: true }, mail: true, sends: ['messages', 'family'] },
  sources: { table: 'read-write', sends: ['messages'] },
  timeline: LIBRARY_PAGES,
  // Presigned PUTs of originals; cancelling an upload deletes what arrived.
  uploads: { table: 'read-write', originals: { put: true, delete: true }, media: { read: true } },
};

/**
 * Handlers that need more than their folder: each gets a role of its own (folder needs plus these),
 * so the folder's other handlers do not carry the extra grant.
 */
export const HTTP_HANDLER_EXTRA_NEEDS: Readonly<Record<string, Partial<FunctionNeeds>>> = {
  // Confirming the deletion link hands the account to the deletion worker: the queue's only sender.
  'accounts/post-delete-user': { sends: ['delete'] },
  // A download of a selection is zipped by the downloads queue's consumer.
  'photos/post-photos-download': { sends: ['downloads'] },
  // A face drawn by hand: its crop is cut from the photo's rendition and written beside it (users/<id>/media/<photo>/face-<id>.jpg).
  'faces/post-photo-face': { media: { read: true, write: 'users/*/media/*/face-*.jpg', delete: true } },
};

/** WebSocket handlers record connections and answer on them. */
export const WS_NEEDS: FunctionNeeds = { table: 'read-write', media: { read: true }, realtime: true };

const UPLOAD_PROCESSING: FunctionNeeds = {
  table: 'read-write',
  // A processed (or refused) upload is removed from the uploads bucket once its photo is stored.
  originals: { read: true, delete: true },
  media: { read: true, write: true, delete: true },
  realtime: true,
};

/** Queue consumers by handler (lambdas/queue/<handler>.ts); each has a role of its own. */
export const QUEUE_CONSUMER_NEEDS: Readonly<Record<string, FunctionNeeds>> = {
  // The intake hands videos, archives and GEDCOM files to their lanes and every photo to face detection.
  'process-upload': { ...UPLOAD_PROCESSING, sends: ['videos', 'archives', 'gedcomImports', 'faces', 'messages'] },
  'process-video': { ...UPLOAD_PROCESSING, sends: ['faces', 'messages'] },
  // An archive keeps the originals it unpacks beside the uploads (never at an upload key) and
  // queues its next slice on its own queue; a cancelled import deletes what it added, faces included.
  'process-archive': { ...UPLOAD_PROCESSING, originals: { read: true, put: 'users/*/archives/*', delete: true }, sends: ['archives', 'faces', 'messages'], faces: 'forget' },
  // A cancelled import whose owner chose to remove what it added queues 'Remove this import'.
  'import-gedcom-upload': { ...UPLOAD_PROCESSING, sends: ['importRemoval', 'faces', 'messages'] },
  // Erases every object version under the account's prefixes and drops its face collection.
  'delete-account': { table: 'read-write', originals: { read: true, delete: true }, media: { read: true, delete: true }, realtime: true, faces: 'drop' },
  // Works on renditions; reads the original, never deletes it.
  // A turned photo's faces turn too (crops cut again); one with none found is queued to be looked at again.
  'fix-image': { table: 'read-write', originals: { read: true }, media: { read: true, write: true, delete: true }, realtime: true, sends: ['faces'] },
  // A throttled photo goes to the back of its own queue.
  'detect-faces': { table: 'read-write', originals: { read: true }, media: { read: true, write: true, delete: true }, realtime: true, faces: 'index', sends: ['faces', 'messages'] },
  // A move out of time hands the rest to a fresh message on its own queue; a joiner's arrived photos
  // go to the faces queue to be matched with the family's.
  'move-family-items': { table: 'read-write', originals: { read: true }, media: { read: true, write: true, delete: true }, realtime: true, faces: 'move', sends: ['family', 'faces', 'messages'] },
  // Opens the provider token, refreshes a Google token with the client secret, and puts the
  // fetched original where a browser upload lands (which S3 then hands to the intake).
  'import-external-item': { table: 'read-write', originals: { read: true, put: true }, media: { read: true, write: true }, realtime: true, tokenKey: 'open', providerSecrets: true },
  'remove-import': { table: 'read-write', originals: { read: true }, media: { read: true, write: true }, realtime: true },
  // Notifications: e-mail, SMS and open tabs; no objects.
  'record-messages': { table: 'read-write', mail: true, sms: true, realtime: true },
  // Reads the tree and writes the file under exports/ only.
  // GEDZIP exports read the family's originals into the zip.
  // A GEDZIP longer than one run keeps its checkpoint beside its file and queues its next run.
  'export-gedcom': { table: 'read-write', originals: { read: true }, media: { read: `${EXPORT_PREFIX}*`, write: `${EXPORT_PREFIX}*` }, realtime: true, sends: ['exports'] },
  // Copies the chosen originals into a zip under exports/ only; a zip longer than one run keeps its
  // checkpoint beside it and queues its next run.
  'zip-photos': { table: 'read-write', originals: { read: true }, media: { read: `${EXPORT_PREFIX}*`, write: `${EXPORT_PREFIX}*` }, sends: ['downloads'] },
};

/** Scheduled jobs by handler (lambdas/jobs/<handler>.ts). */
const DIGESTS: FunctionNeeds = { table: 'read-write', mail: true, sms: true, realtime: true };
export const JOB_NEEDS: Readonly<Record<string, FunctionNeeds>> = {
  // Mail the trial's end; the digests deliver what waited by e-mail, SMS and open tabs.
  'expire-trials': DIGESTS,
  'send-hourly-digests': DIGESTS,
  'send-daily-digests': DIGESTS,
  'send-weekly-digests': DIGESTS,
  'send-monthly-digests': DIGESTS,
  // Deletes whatever arrived of an upload given up on (domain/uploads/abandon-uploads.ts).
  'release-abandoned-uploads': { table: 'read-write', originals: { delete: true } },
  'purge-stale-connections': { table: 'read-write' },
  // Visits every photo stored before face recognition: one of the few functions that scan the table (least-privilege test).
  'backfill-faces': { table: 'scan', sends: ['faces'] },
  // Visits every citation stored before the index by source, to give it that index's keys.
  'index-citations': { table: 'scan' },
  // Visits every photo stored before the photo search, to write its words.
  'index-photo-words': { table: 'scan' },
  // Sends stalled moves again; a move given up is told to the member and the family (Messages).
  'redrive-family-moves': { table: 'read-write', sends: ['family', 'messages'] },
  // Deletes trashed photos for good: their faces (the collection's too, and the crops), records, originals and renditions (domain/library/purge-trash-job.ts).
  'purge-trash': { table: 'read-write', originals: { delete: true }, media: { delete: true }, faces: 'forget' },
  // Walks the families a page at a time and records a 'memories' message for those with a day to remember.
  'remember-the-day': { table: 'read-write', sends: ['messages'] },
};

/** The needs of a family's handler, or an error that says where to declare them. */
export function needsOf(table: Readonly<Record<string, FunctionNeeds>>, key: string, where: string): FunctionNeeds {
  const needs = Object.hasOwn(table, key) ? table[key] : undefined;
  if (!needs) throw new Error(`${key} has no entry in ${where} (infra/permissions/function-needs.ts): declare what its code needs`);
  return needs;
}

/** Folder needs with a handler's extras on top (lists joined, the rest replaced). */
export function withExtras(base: FunctionNeeds, extra: Partial<FunctionNeeds> | undefined): FunctionNeeds {
  if (!extra) return base;
  return { ...base, ...extra, sends: [...(base.sends ?? []), ...(extra.sends ?? [])] };
}
