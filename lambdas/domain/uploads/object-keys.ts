/**
 * Every object a user uploads lives under `users/<userId>/`, so an object's owner is read from its
 * key, and IAM-free code paths (presigning, deletion) can never stray into another user's files.
 */
const USER_PREFIX = /^users\/([A-Za-z0-9_-]+)\/.+/;

export const userPrefix = (userId: string) => `users/${userId}/`;

export function ownerOfKey(key: string): string | null {
  return USER_PREFIX.exec(key)?.[1] ?? null;
}
