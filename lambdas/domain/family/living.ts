import { isLiving, lifeFactsOf } from '@heirloom/shared/rules/living';
import type { FamilyStore } from './store';

/** Whether a person of a tree counts as living (shared/rules/living.ts), from their event roles (one Query). */
export async function personIsLiving(store: Pick<FamilyStore, 'participationsOf'>, ownerId: string, personId: string, now: Date): Promise<boolean> {
  return isLiving(lifeFactsOf(await store.participationsOf(ownerId, personId)), now);
}
