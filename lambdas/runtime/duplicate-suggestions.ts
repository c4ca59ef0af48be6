import { DynamoSharingStore } from '../adapters/aws/dynamo-sharing-store';
import { suggestNamesakes, type DuplicateSuggestions } from '../domain/family/duplicates';
import { documentClient } from './clients';
import { readEnv } from './env';
import { familyDeps } from './family-deps';
import { logger } from './logger';

let suggestions: DuplicateSuggestions | undefined;

/** The people list's likely duplicates are kept with the family's tree (the sharing store's pairs). */
export function duplicateSuggestions(): DuplicateSuggestions {
  if (suggestions) return suggestions;
  const store = new DynamoSharingStore(documentClient(), readEnv('tableName'));
  return (suggestions = { suggest: (treeOwnerId, pairs) => store.putDuplicates(treeOwnerId, pairs) });
}

/**
 * After people were saved (names or a birth): offers any namesakes born the same year as likely
 * duplicates. A suggestion is a hint: failing to make one never fails the save.
 */
export async function offerNamesakes(treeOwnerId: string, personIds: readonly string[]): Promise<void> {
  if (!personIds.length) return;
  try {
    await suggestNamesakes(familyDeps(), duplicateSuggestions(), treeOwnerId, personIds);
  } catch (error) {
    logger.warn('Could not look for namesakes', { error: error instanceof Error ? error.message : String(error) });
  }
}
