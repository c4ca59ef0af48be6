import { NAME_PART_KEYS, type NameParts } from './name-parts';

/**
 * The whole name in reading order: prefix, first, middle, last, suffix. Missing or blank parts are skipped,
 * so splitting a typed name and formatting it again gives back the words with single spaces.
 */
export function formatFullName(name: Partial<Record<keyof NameParts, string | null | undefined>>): string {
  return NAME_PART_KEYS.map((key) => name[key]?.trim() ?? '')
    .filter((part) => part.length > 0)
    .join(' ');
}
