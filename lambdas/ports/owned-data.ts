/** Everything a user owns, as the account deleter sees it: table items and stored objects. */
export interface OwnedItems {
  /** Deletes one page of the user's items; returns how many, and whether more remain. */
  deletePage(userId: string): Promise<{ deleted: number; more: boolean }>;
}

export interface OwnedObjects {
  /** Deletes one page of objects under the user's prefix in every bucket. */
  deletePage(userId: string): Promise<{ deleted: number; more: boolean }>;
}
