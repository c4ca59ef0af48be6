import * as z from 'zod';
import { MAX_UPLOAD_BYTES } from '../uploads';

/**
 * POST /upload_url. The spec's body is {key, contenttype}; the server also needs the size to
 * check and reserve space, and chooses the storage key itself (the client's key is only a name).
 * `upload_id` asks for a fresh URL for an upload that failed part-way, so a retry never
 * creates a second item.
 */
export const uploadUrlRequest = z.object({
  name: z.string().trim().min(1, 'The file needs a name').max(255, 'The file name must be at most 255 characters'),
  contenttype: z.string().trim().max(127, 'The content type is not valid').default('application/octet-stream'),
  size: z.number({ message: 'The file size is required' }).int('The file size must be a whole number of bytes').positive('The file is empty').max(MAX_UPLOAD_BYTES, 'The file is larger than 10 GB'),
  upload_id: z.string().max(64).optional(),
  /** The spec's key (user id and file name); accepted for compatibility, never trusted. */
  key: z.string().max(512).optional(),
});
export type UploadUrlRequest = z.infer<typeof uploadUrlRequest>;

export const uploadUrlResponse = z.object({
  url: z.string(),
  /** Headers the PUT must carry exactly as given: they are part of the signature. */
  headers: z.record(z.string(), z.string()),
  upload_id: z.string(),
  key: z.string(),
  system: z.literal('own'),
  expires_in: z.number(),
});
export type UploadUrlResponse = z.infer<typeof uploadUrlResponse>;

export const uploadIdParams = z.object({ upload_id: z.string().min(1).max(64) });

/**
 * DELETE /upload/{upload_id}?added=keep|remove. For an archive or family tree file still being
 * imported, what it already added is kept (the default) or removed; other uploads ignore it.
 */
export const cancelUploadQuery = z.object({
  added: z.enum(['keep', 'remove'], { message: "Choose whether to keep or remove what was already added ('keep' or 'remove')" }).default('keep'),
});
export type CancelUploadQuery = z.infer<typeof cancelUploadQuery>;

export const UPLOAD_STATUSES = ['uploading', 'processing', 'complete', 'failed'] as const;
export const uploadView = z.object({
  upload_id: z.string(),
  name: z.string(),
  size: z.number(),
  status: z.enum(UPLOAD_STATUSES),
  error: z.string().nullable(),
  /** 'archive': a Google Takeout or Facebook zip, whose photos became items of their own. */
  item_type: z.enum(['photo', 'video', 'document', 'gedcom', 'archive']).nullable(),
  item_id: z.string().nullable(),
});
export type UploadView = z.infer<typeof uploadView>;
