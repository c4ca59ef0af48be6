import { DynamoSharingStore } from '../adapters/aws/dynamo-sharing-store';
import { suggestNamesakes, type DuplicateSuggestions } from '../domain/family/duplicates';
import { namesakesWithinImport, type NamesakeCandidate } from '../domain/family/import-namesakes';
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

/**
 * Once an import's report is out: offers the namesakes within the file (gathered while it was
 * written) as likely duplicates. Like every suggestion it is a hint, so a failure never fails the import.
 */
export async function offerImportNamesakes(candidates: readonly NamesakeCandidate[], tree: { ownerId: string }): Promise<void> {
  try {
    const pairs = namesakesWithinImport(candidates);
    if (pairs.length) await duplicateSuggestions().suggest(tree.ownerId, pairs);
  } catch (error) {
    logger.warn('Could not look for namesakes in an import', { error: error instanceof Error ? error.message : String(error) });
  }
}
