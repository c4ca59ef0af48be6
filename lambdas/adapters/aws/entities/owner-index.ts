/**
 * Every item a user owns carries this index, so that deleting an account can find all of it with
 * paged Queries (never a Scan). The template gives every entity the same partition value for the
 * same owner: `owner#<userId>`.
 */
export const OWNER_INDEX_NAME = 'gsi3';
export const ownerPartition = (userId: string) => `owner#${userId}`;

export function ownerIndex<const Sk extends readonly string[]>(sortComposite: Sk) {
  return {
    index: OWNER_INDEX_NAME,
    pk: { field: 'gsi3pk', composite: ['ownerId'] as const, template: 'owner#${ownerId}', casing: 'none' as const },
    sk: { field: 'gsi3sk', composite: sortComposite, casing: 'none' as const },
  };
}
