import * as z from 'zod';
import { EXPORT_FORMATS } from './family-constants';

/**
 * GEDCOM export as a job (any size of tree): POST /export/gedcom starts one (or answers with the
 * family's export already running), a queued consumer streams the file into S3 and records how
 * many people it has written, and GET /export/gedcom/{id} answers with the job and, once it is
 * done, a short-lived download link (Content-Disposition: attachment).
 */

export const EXPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportJobStatus = (typeof EXPORT_JOB_STATUSES)[number];

export const startExportRequest = z.object({
  version: z.enum(EXPORT_FORMATS, { error: 'Choose GEDCOM version 5.5.1 or 7.0, or gedzip (GEDCOM 7 with the photos)' }).default('5.5.1'),
});
export type StartExportRequest = z.output<typeof startExportRequest>;

export const exportJobParams = z.object({
  id: z
    .string({ error: 'Export id is required' })
    .regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, { error: 'This is not an export id' }),
});

/** What a job that ends in a file answers beside its progress (a GEDCOM export, a zip of photos: ./photo-downloads). */
export const fileJobFields = {
  /** The name the downloaded file gets. */
  file_name: z.string(),
  /** Bytes written, when done. */
  size: z.number().nullable(),
  /** When done: a signed link to the file, valid for a few minutes (ask again for a fresh one). */
  download_url: z.string().nullable(),
  /** When failed: what went wrong, for a person. */
  message: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
};

export const exportJobView = z.object({
  id: z.string(),
  version: z.enum(EXPORT_FORMATS),
  status: z.enum(EXPORT_JOB_STATUSES),
  /** People written to the file so far, of `people_total` (null until the tree has been read). */
  people_written: z.number(),
  people_total: z.number().nullable(),
  /** A GEDZIP's photos and documents put in the zip so far, of `media_total` (null until counted; 0 for a GEDCOM file). */
  media_written: z.number(),
  media_total: z.number().nullable(),
  ...fileJobFields,
});
export type ExportJobView = z.infer<typeof exportJobView>;

export const exportJobResponse = z.object({ export: exportJobView });
export type ExportJobResponse = z.infer<typeof exportJobResponse>;

/** The exports queue's message: write this family's export job's file. */
export const exportGedcomMessage = z.object({
  owner_id: z.string().min(1),
  export_id: z.string().min(1),
  /** The next run of an export that paused (a GEDZIP longer than one run): the job's token. */
  run: z.string().min(1).optional(),
});
export type ExportGedcomMessage = z.infer<typeof exportGedcomMessage>;
