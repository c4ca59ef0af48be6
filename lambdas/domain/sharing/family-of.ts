import type { SharingStore } from '../../ports/sharing';

/** The family a user belongs to: a user who never joined anyone is a family of one, keyed by their own id. */
export async function familyOf(store: Pick<SharingStore, 'membership'>, userId: string): Promise<string> {
  return (await store.membership(userId))?.familyId ?? userId;
}
