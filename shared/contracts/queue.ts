import * as z from 'zod';

/** The part of an S3 ObjectCreated notification (as S3 delivers it to SQS) that we read. */
export const s3NotificationRecord = z.object({
  eventName: z.string(),
  s3: z.object({
    bucket: z.object({ name: z.string() }),
    object: z.object({
      // S3 URL-encodes keys in notifications, with '+' for spaces.
      key: z.string().transform((key) => decodeURIComponent(key.replace(/\+/g, ' '))),
      size: z.number().optional(),
      eTag: z.string().optional(),
    }),
  }),
});
export const s3Notification = z.object({ Records: z.array(s3NotificationRecord).default([]) });
export type S3NotificationRecord = z.infer<typeof s3NotificationRecord>;

/** Sent to the delete queue once a user has confirmed deletion through the e-mailed link. */
export const deleteAccountMessage = z.object({ user_id: z.string().min(1) });
export type DeleteAccountMessage = z.infer<typeof deleteAccountMessage>;

/**
 * Sent to the family queue when a member joins (their items move into the family's scope) or
 * leaves (their own uploads move out with them). The job is resumable: it re-reads what is left.
 */
export const familyMoveMessage = z.object({
  user_id: z.string().min(1),
  from_scope: z.string().min(1),
  to_scope: z.string().min(1),
  uploads_only: z.boolean().optional(),
  /** Leaving because an admin removed them: the admin's user id (the messages say who did it). */
  removed_by: z.string().min(1).optional(),
});
export type FamilyMoveMessage = z.infer<typeof familyMoveMessage>;

/** Sent to the import-removal queue by POST /imports/{id}/remove: remove what one GEDCOM file brought into a tree. */
export const importRemovalMessage = z.object({
  owner_id: z.string().min(1),
  import_id: z.string().min(1),
  library_owner: z.string().min(1),
});
export type ImportRemovalMessageBody = z.infer<typeof importRemovalMessage>;
