import * as z from 'zod';

/**
 * Photo sources outside Heirloom (spec 000 sections 3 and 7, 001 sections 2, 3 and 7): linking a
 * provider account, browsing it through the back end (tokens never reach the browser after
 * linking), hiding what the family already has, and importing chosen items server-side.
 */
export const EXTERNAL_SYSTEMS = ['dropbox', 'google', 'facebook'] as const;
export const externalSystemType = z.enum(EXTERNAL_SYSTEMS, { message: 'Choose Dropbox, Google or Facebook' });
export type ExternalSystemType = z.infer<typeof externalSystemType>;

/** The spec's Dropbox thumbnail size, and how many thumbnails one request asks for. */
export const DROPBOX_THUMBNAIL_SIZE = 'w480h320';
export const DROPBOX_THUMBNAIL_BATCH = 25;
/** Items one import request may name (the queue takes them ten to a batch). */
export const MAX_IMPORT_ITEMS = 500;
export const IMPORT_BATCH_SIZE = 10;

/**
 * POST /external_system. Dropbox: the access token the provider put in the URL hash (with its
 * expiry and account id). The spec's Facebook (access_token + system_id) and Google (code with
 * its PKCE verifier) shapes are accepted by the same schema.
 */
export const linkExternalSystemRequest = z.object({
  system_type: externalSystemType,
  access_token: z.string().trim().min(1, 'The sign-in did not return a token').max(4096).optional(),
  expires_in: z.coerce.number().int().positive().max(10 * 365 * 24 * 3600).optional(),
  system_id: z.string().trim().max(256).optional(),
  code: z.string().trim().max(4096).optional(),
  code_verifier: z.string().trim().min(43).max(128).optional(),
  redirect_uri: z.string().url().max(2048).optional(),
});
export type LinkExternalSystemRequest = z.infer<typeof linkExternalSystemRequest>;

export const externalSystemView = z.object({
  id: z.string(),
  system_type: externalSystemType,
  /** Photos the family's library holds from this system. */
  num_pics: z.number(),
  /** The provider account's id (Dropbox account id, Facebook user id). */
  system_id: z.string().nullable(),
  /** Granted permissions (Facebook). */
  permissions: z.array(z.string()),
  linked_at: z.number(),
  /** The token expired and cannot be refreshed: the person must sign in to the provider again. */
  expired: z.boolean(),
});
export type ExternalSystemView = z.infer<typeof externalSystemView>;

export const externalSystemsResponse = z.object({
  systems: z.array(externalSystemView),
  /** Where each provider's sign-in starts (the client adds redirect_uri and state); null when not configured. */
  sign_in: z.object({ dropbox: z.string().nullable(), google: z.string().nullable().default(null), facebook: z.string().nullable().default(null) }),
});
export type ExternalSystemsResponse = z.infer<typeof externalSystemsResponse>;

export const externalSystemParams = z.object({ system_type: externalSystemType });

/** GET /dropbox/folder?path=&cursor= : one page of a Dropbox folder (folders first, then images). */
export const dropboxFolderQuery = z.object({
  path: z.string().max(1024).default(''),
  cursor: z.string().max(4096).optional(),
});
export const dropboxEntry = z.object({
  id: z.string(),
  kind: z.enum(['folder', 'photo']),
  name: z.string(),
  path: z.string(),
  size: z.number().nullable(),
  modified: z.string().nullable(),
});
export type DropboxEntry = z.infer<typeof dropboxEntry>;
export const dropboxFolderResponse = z.object({ entries: z.array(dropboxEntry), cursor: z.string().nullable() });
export type DropboxFolderResponse = z.infer<typeof dropboxFolderResponse>;

/** POST /dropbox/thumbnails: up to 25 paths; answers data URLs keyed by path (missing when the provider had none). */
export const dropboxThumbnailsRequest = z.object({
  paths: z.array(z.string().min(1).max(1024)).min(1).max(DROPBOX_THUMBNAIL_BATCH, `Ask for at most ${DROPBOX_THUMBNAIL_BATCH} thumbnails at a time`),
});
export const dropboxThumbnailsResponse = z.object({ thumbnails: z.record(z.string(), z.string()) });
export type DropboxThumbnailsResponse = z.infer<typeof dropboxThumbnailsResponse>;

/** POST /check_photos_exists (spec: source_type, source_ids[]; the response is keyed by the ids already known). */
export const checkPhotosExistsRequest = z.object({
  source_type: externalSystemType,
  source_ids: z.array(z.string().min(1).max(512)).max(100, 'Ask about at most 100 items at a time'),
});
export const knownSourceItem = z.object({ status: z.enum(['adding', 'added']), photo_id: z.string().nullable() });
export const checkPhotosExistsResponse = z.record(z.string(), knownSourceItem);
export type CheckPhotosExistsResponse = z.infer<typeof checkPhotosExistsResponse>;

/** POST /external_import: the chosen items, fetched by the back end into the processing pipeline. */
export const importItem = z.object({
  id: z.string().min(1).max(512),
  name: z.string().trim().min(1).max(255),
  /** Dropbox: the file's path (ids work too); Google: the picked item's baseUrl. */
  path: z.string().max(2048).optional(),
  /** When the provider says the photo was taken (Google's createTime); used when the file has no date. */
  created: z.string().max(64).optional(),
});
export const externalImportRequest = z.object({
  system_type: externalSystemType,
  /** Google: the picking session the items were picked in (deleted at Google once they are fetched and the person is done with it). */
  session_id: z.string().min(1).max(256).optional(),
  items: z.array(importItem).min(1, 'Choose at least one photo').max(MAX_IMPORT_ITEMS, `Add at most ${MAX_IMPORT_ITEMS} photos at a time`),
});
export type ExternalImportRequest = z.infer<typeof externalImportRequest>;
export const externalImportResponse = z.object({ queued: z.number(), skipped: z.number() });
export type ExternalImportResponse = z.infer<typeof externalImportResponse>;

/** One item to fetch, on the import queue (spec: path/name, user id, system_type). */
export const externalImportMessage = z.object({
  user_id: z.string(),
  library_owner: z.string(),
  system_type: externalSystemType,
  item: importItem,
  /** Google: the picking session the item came from. */
  session_id: z.string().optional(),
});
export type ExternalImportMessage = z.infer<typeof externalImportMessage>;

/** Google Photos Picker API (spec 001 sections 7 and 9): picked items listed 100 a page, scrolling debounced 500 ms. */
export const GOOGLE_PAGE_SIZE = 100;
export const GOOGLE_SCROLL_DEBOUNCE_MS = 500;
export const GOOGLE_THUMBNAIL_BATCH = DROPBOX_THUMBNAIL_BATCH;

/** A picking session: the person picks in Google's picker (picker_uri), the app polls until media_items_set. */
export const googleSessionView = z.object({
  id: z.string(),
  picker_uri: z.string(),
  media_items_set: z.boolean(),
  poll_interval_ms: z.number(),
  /** ISO time the session stops accepting picks. */
  expire_time: z.string().nullable(),
});
export type GoogleSessionView = z.infer<typeof googleSessionView>;
export const googleSessionParams = z.object({ session_id: z.string().min(1).max(256) });

/** GET /google/media_items?session_id=&page_token= : one page (100) of the picked items. */
export const googleMediaItemsQuery = z.object({
  session_id: z.string().min(1, 'Start picking first').max(256),
  page_token: z.string().max(4096).optional(),
});
export const googleMediaItem = z.object({
  id: z.string(),
  name: z.string(),
  /** ISO time Google says the photo was taken. */
  created: z.string().nullable(),
  mime_type: z.string(),
  /** Readable only with the person's token: the back end fetches thumbnails and bytes with it. */
  base_url: z.string(),
});
export type GoogleMediaItem = z.infer<typeof googleMediaItem>;
export const googleMediaItemsResponse = z.object({ items: z.array(googleMediaItem), next_page_token: z.string().nullable() });
export type GoogleMediaItemsResponse = z.infer<typeof googleMediaItemsResponse>;

/** POST /google/thumbnails: up to 25 base URLs; answers data URLs keyed by base URL. */
export const googleThumbnailsRequest = z.object({
  base_urls: z.array(z.string().min(1).max(2048)).min(1).max(GOOGLE_THUMBNAIL_BATCH, `Ask for at most ${GOOGLE_THUMBNAIL_BATCH} thumbnails at a time`),
});

/** Facebook (spec 001 section 2): the person's photos, 25 a page, more fetched as they scroll. */
export const FACEBOOK_PAGE_SIZE = 25;
export const facebookPhotosQuery = z.object({ after: z.string().max(1024).optional() });
export const facebookPhoto = z.object({
  id: z.string(),
  /** The post's caption, if any. */
  caption: z.string().nullable(),
  created: z.string().nullable(),
  place: z.string().nullable(),
  /** Facebook's own small picture address (a public CDN link). */
  thumbnail: z.string().nullable(),
});
export type FacebookPhoto = z.infer<typeof facebookPhoto>;
export const facebookPhotosResponse = z.object({ photos: z.array(facebookPhoto), after: z.string().nullable() });
export type FacebookPhotosResponse = z.infer<typeof facebookPhotosResponse>;
