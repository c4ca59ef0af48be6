import type { OwnedItems, OwnedObjects } from '../../ports/owned-data';

/**
 * Removes every item and object a user owns, a page at a time (`keepFamily`: see OwnedItems). Deleting is idempotent, so a
 * message redelivered halfway through simply carries on where the last attempt stopped.
 */
export async function eraseUserData(userId: string, items: OwnedItems, objects: OwnedObjects, keepFamily = false) {
  let itemsDeleted = 0;
  let objectsDeleted = 0;
  for (let more = true; more; ) {
    const page = await objects.deletePage(userId, keepFamily);
    objectsDeleted += page.deleted;
    more = page.more;
  }
  let after: string | null = null;
  for (let more = true; more; ) {
    const page: { deleted: number; more: boolean; after?: string | null } = await items.deletePage(userId, keepFamily ? { keepFamily, after } : undefined);
    itemsDeleted += page.deleted;
    more = page.more;
    after = page.after ?? null;
  }
  return { itemsDeleted, objectsDeleted };
}
