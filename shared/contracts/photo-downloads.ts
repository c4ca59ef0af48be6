import * as z from 'zod';
import { EXPORT_JOB_STATUSES, fileJobFields } from './gedcom-export';

/**
 * Downloading a selection of photos and videos as one zip (as Google Photos and Immich do): POST
 * /photos/download {photos} starts a job, a queued consumer copies the originals into a zip in S3
 * (over several runs when they take longer than one), and GET /photos/download/{id} answers with
 * how far it is and, once done, a short-lived download link. The request itself is
 * `startPhotoDownloadRequest` in ./photos (the selection's ids, at most BULK_PHOTO_LIMIT).
 */

export const photoDownloadParams = z.object({
  id: z
    .string({ error: 'Download id is required' })
    .regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, { error: 'This is not a download id' }),
});

export const photoDownloadView = z.object({
  id: z.string(),
  status: z.enum(EXPORT_JOB_STATUSES),
  /** Photos and videos put in the zip so far, of `items_total`. */
  items_written: z.number(),
  items_total: z.number(),
  /** The originals' bytes: about the zip's size (known from the start). */
  bytes_total: z.number(),
  ...fileJobFields,
});
export type PhotoDownloadView = z.infer<typeof photoDownloadView>;

export const photoDownloadResponse = z.object({ download: photoDownloadView });
export type PhotoDownloadResponse = z.infer<typeof photoDownloadResponse>;

/** The downloads queue's message: write (or, with `run`, go on writing) this download's zip. */
export const photoDownloadMessage = z.object({
  owner_id: z.string().min(1),
  download_id: z.string().min(1),
  /** The next run of a download that paused (originals longer than one run): the job's token. */
  run: z.string().min(1).optional(),
});
export type PhotoDownloadMessage = z.infer<typeof photoDownloadMessage>;
