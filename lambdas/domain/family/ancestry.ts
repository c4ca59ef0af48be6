import type { KinshipReader } from './kinship';

/**
 * How many people the walk up from a person goes through at most. Real trees reach a few hundred
 * ancestors; a walk this long stops and answers no rather than hold the request.
 */
export const ANCESTOR_WALK_LIMIT = 5_000;

/**
 * Whether `ancestorId` is among the ancestors (by birth or adoption) of `personId`, walked up a
 * generation at a time, each person once (a tree that already has a loop ends the walk too).
 */
export async function isAncestorOf(reader: KinshipReader, ancestorId: string, personId: string): Promise<boolean> {
  const seen = new Set([personId]);
  let generation = [personId];
  while (generation.length > 0 && seen.size < ANCESTOR_WALK_LIMIT) {
    const links = (await Promise.all(generation.map((id) => reader.parentLinks(id)))).flat();
    const next: string[] = [];
    for (const { parentId } of links) {
      if (parentId === ancestorId) return true;
      if (!seen.has(parentId)) {
        seen.add(parentId);
        next.push(parentId);
      }
    }
    generation = next;
  }
  return false;
}
