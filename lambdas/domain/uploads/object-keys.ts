/**
 * Every object a user uploads lives under `users/<userId>/`, so an object's owner is read from its
 * key, and IAM-free code paths (presigning, deletion) can never stray into another user's files.
 */
const USER_PREFIX = /^users\/([A-Za-z0-9_-]+)\/.+/;
const UPLOAD_KEY = /^users\/([A-Za-z0-9_-]+)\/uploads\/([0-9A-Z]{26})\/[^/]+$/;

export const userPrefix = (userId: string) => `users/${userId}/`;

export function ownerOfKey(key: string): string | null {
  return USER_PREFIX.exec(key)?.[1] ?? null;
}

/** Storage keys carry the upload id; the name is kept (made safe) so downloads are recognisable. */
export function uploadObjectKey(userId: string, uploadId: string, fileName: string): string {
  const safe = fileName.normalize('NFC').replace(/[^\p{L}\p{N}._ -]+/gu, '_').replace(/^\.+/, '').slice(-120) || 'file';
  return `users/${userId}/uploads/${uploadId}/${safe}`;
}

export function parseUploadKey(key: string): { userId: string; uploadId: string } | null {
  const match = UPLOAD_KEY.exec(key);
  return match ? { userId: match[1]!, uploadId: match[2]! } : null;
}
