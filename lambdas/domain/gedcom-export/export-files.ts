/**
 * Where export files are kept: the media bucket, under exports/<family>/<export id>/. The bucket's
 * lifecycle removes them after EXPORT_FILE_DAYS (infra/stacks/stateful-stack.ts), and only the
 * exports consumer may write under the prefix (infra/constructs/app-permissions.ts).
 */
export const EXPORT_PREFIX = 'exports/';
export const EXPORT_FILE_DAYS = 1;

/** One family's export files, erased with the family when its last member deletes their account. */
export const exportFolder = (ownerId: string) => `${EXPORT_PREFIX}${encodeURIComponent(ownerId)}/`;
