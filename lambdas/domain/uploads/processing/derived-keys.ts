/** Derived files sit beside nothing else of the user's: users/<id>/media/<item>/<file>. */
export const derivedKey = (ownerId: string, itemId: string, file: string) => `users/${ownerId}/media/${itemId}/${file}`;
