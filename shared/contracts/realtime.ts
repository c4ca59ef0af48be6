import * as z from 'zod';

/**
 * Messages on the realtime channel. The connection is authenticated by the session cookie the
 * browser sends with the WebSocket upgrade (the session id is HttpOnly, so script never holds it);
 * the spec's login action then names the uploads the client is still waiting for, so the server
 * can replay results it missed while offline. `session_id2` is accepted for the spec's shape only.
 */
export const realtimeLogin = z.object({
  action: z.literal('login'),
  session_id2: z.string().optional(),
  processing_ids: z.array(z.string()).max(1000).default([]),
});
export type RealtimeLogin = z.infer<typeof realtimeLogin>;

export const realtimeClientMessage = z.discriminatedUnion('action', [realtimeLogin]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessage>;

export const realtimeServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('login_ok'), user_id: z.string() }),
  z.object({ type: z.literal('login_failed'), message: z.string() }),
  z.object({ type: z.literal('error'), message: z.string() }),
  z.object({ type: z.literal('processing_complete'), upload_id: z.string(), item: z.unknown() }),
  /** `retryable` false: the file itself cannot be made into anything (sending it again would fail again); absent means true. */
  z.object({ type: z.literal('processing_failed'), upload_id: z.string(), message: z.string(), retryable: z.boolean().optional() }),
  z.object({ type: z.literal('photo_updated'), photo: z.unknown() }),
  /** A family member's upload finished: the photo (a PhotoView) joins the lists open in the other members' tabs. */
  z.object({ type: z.literal('family_photo_added'), photo: z.unknown() }),
  /**
   * An item chosen in a provider's picker: fetched from the provider (its photo is being made),
   * then added to the library, or it could not be (`message`).
   */
  z.object({
    type: z.literal('source_item'),
    system_type: z.enum(['dropbox', 'google', 'facebook']),
    source_id: z.string(),
    status: z.enum(['fetched', 'added', 'failed']),
    photo_id: z.string().nullable(),
    message: z.string().nullable(),
  }),
  /** Faces were found in a photo; `new_unnamed` people were made from faces nobody has named. */
  z.object({ type: z.literal('faces_found'), photo_id: z.string(), faces: z.number(), new_unnamed: z.number() }),
  /** A GEDCOM upload's import is running: its id (for GET /imports/{id}) and how far it has got. */
  z.object({
    type: z.literal('import_progress'),
    upload_id: z.string(),
    import_id: z.string(),
    phase: z.enum(['reading', 'writing', 'sweeping', 'done']),
    records: z.number(),
    total_records: z.number().nullable(),
    people: z.number(),
    families: z.number(),
    events: z.number(),
    sources: z.number(),
    notes: z.number(),
    citations: z.number(),
    /** Milliseconds since the import started, and the estimate of what is left (null until it can be told). */
    elapsed_ms: z.number(),
    remaining_ms: z.number().nullable(),
  }),
  /**
   * A Google Takeout or Facebook zip being imported: reading its listing and JSON, then importing
   * its photos and videos one by one (each also arrives as a processing_complete of its own).
   */
  z.object({
    type: z.literal('archive_progress'),
    upload_id: z.string(),
    phase: z.enum(['reading', 'importing', 'done']),
    total: z.number(),
    imported: z.number(),
    duplicates: z.number(),
    failed: z.number(),
    /** The latest failures, by path in the zip. */
    failures: z.array(z.object({ name: z.string(), message: z.string() })),
  }),
  /** A GEDCOM export job's progress (GET /export/gedcom/{id} gives the download link once done). */
  z.object({
    type: z.literal('export_progress'),
    export_id: z.string(),
    status: z.enum(['queued', 'running', 'done', 'failed']),
    people_written: z.number(),
    people_total: z.number().nullable(),
  }),
  /** A joining member's items moving into the family (or a leaving one's uploads out of it). */
  z.object({ type: z.literal('family_moving'), moved: z.number(), total: z.number().nullable().optional(), done: z.boolean() }),
  /** The user's family changed (joined, left, removed): what they may see is different now. */
  z.object({ type: z.literal('family_changed') }),
  /** A new message for the user (shared/contracts/messages.ts), and their unread count now. */
  z.object({ type: z.literal('message_created'), message: z.unknown(), unread_count: z.number() }),
  /** A web notification to show with the browser's Notification API (the user chose the web channel). */
  z.object({ type: z.literal('notification'), title: z.string(), body: z.string(), url: z.string() }),
]);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessage>;

export { REALTIME_RECONNECT_ATTEMPTS, REALTIME_RECONNECT_DELAY_MS } from './realtime-constants';
