import type { OwnedItems, OwnedObjects } from '../../ports/owned-data';

/**
 * Removes every item and object a user owns, a page at a time. Deleting is idempotent, so a
 * message redelivered halfway through simply carries on where the last attempt stopped.
 */
export async function eraseUserData(userId: string, items: OwnedItems, objects: OwnedObjects) {
  let itemsDeleted = 0;
  let objectsDeleted = 0;
  for (let more = true; more; ) {
    const page = await objects.deletePage(userId);
    objectsDeleted += page.deleted;
    more = page.more;
  }
  for (let more = true; more; ) {
    const page = await items.deletePage(userId);
    itemsDeleted += page.deleted;
    more = page.more;
  }
  return { itemsDeleted, objectsDeleted };
}
