import type { UserView } from '@heirloom/shared/contracts/accounts';
import { totalStorage } from '@heirloom/shared/plans';
import { contentTypeAllowed, isAcceptedUpload, MAX_UPLOAD_BYTES, NOT_ENOUGH_SPACE, UPLOAD_REQUIRES_PAID_PLAN } from '@heirloom/shared/uploads';
import { uploadsAllowed } from './uploads-allowed';

/** Kept here with the other upload rules; its own module keeps the drop overlay light. */
export { uploadsAllowed };

/** What the upload checks need to know about the signed-in user (GET /user). */
export type UploadAccount = Pick<UserView, 'user_id' | 'customer_plan' | 'trial_expired' | 'trial_end' | 'free_space' | 'paid_space' | 'space_used'>;

/** The messages the server sends for the same refusals (shared/uploads, shared/contracts/uploads). */
export const EMPTY_FILE = 'The file is empty';
export const FILE_TOO_LARGE = 'The file is larger than 10 GB';

/**
 * Only the accepted extensions, matched without regard to case (spec 000 section 5); anything else
 * is dropped without a word, as the spec asks.
 */
export const acceptedFiles = (files: Iterable<File>): File[] => [...files].filter((file) => isAcceptedUpload(file.name));

/**
 * The type the upload is signed with. Browsers report nothing (or something odd, such as audio/ogg
 * for an .ogg video) for many of the accepted kinds; the server accepts octet-stream for every kind
 * and the processor trusts only the bytes.
 */
export const uploadContentType = (file: Pick<File, 'name' | 'type'>): string =>
  file.type && contentTypeAllowed(file.name, file.type) ? file.type : 'application/octet-stream';


/** Free space + paid space + the plan's storage, less what is stored and what is on its way. */
export function spaceLeft(account: UploadAccount, pendingBytes = 0): number {
  return totalStorage(account) - account.space_used - pendingBytes;
}

export interface RefusedFile {
  file: File;
  message: string;
  /** A full account can be fixed (a plan, more space) and the file retried; an empty file cannot. */
  retryable: boolean;
}

export type UploadCheck =
  | { blocked: true; message: string }
  | { blocked: false; accepted: File[]; refused: RefusedFile[]; outOfSpace: boolean };

/**
 * The checks made before anything is sent (spec 000 section 5): the extension filter, the plan,
 * then each file against the space left, in the order given, counting the files accepted before
 * it and the uploads still on their way (`pendingBytes`). The server checks all of it again.
 */
export function checkUploads(account: UploadAccount, files: Iterable<File>, { pendingBytes = 0, nowMs = Date.now() } = {}): UploadCheck {
  const candidates = acceptedFiles(files);
  if (candidates.length === 0) return { blocked: false, accepted: [], refused: [], outOfSpace: false };
  if (!uploadsAllowed(account, nowMs)) return { blocked: true, message: UPLOAD_REQUIRES_PAID_PLAN };

  let left = spaceLeft(account, pendingBytes);
  const accepted: File[] = [];
  const refused: RefusedFile[] = [];
  for (const file of candidates) {
    if (file.size === 0) refused.push({ file, message: EMPTY_FILE, retryable: false });
    else if (file.size > MAX_UPLOAD_BYTES) refused.push({ file, message: FILE_TOO_LARGE, retryable: false });
    else if (file.size > left) refused.push({ file, message: NOT_ENOUGH_SPACE, retryable: true });
    else {
      accepted.push(file);
      left -= file.size;
    }
  }
  return { blocked: false, accepted, refused, outOfSpace: refused.some((entry) => entry.message === NOT_ENOUGH_SPACE) };
}
