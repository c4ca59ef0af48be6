import { emptyNameParts, type NameParts } from './name-parts';

/**
 * Splits a name typed into a person picker into its parts, exactly as the spec says (spec 000 section 5,
 * spec 001 section 5):
 *
 *   1 word  first                       4 words  first, middle, last, suffix
 *   2 words first, last                 5 words  prefix, first, middle, last, suffix
 *   3 words first, middle, last         more     prefix, first, middle (the words between), last, suffix
 *
 * Words are separated by any run of white space, so stray double spaces never create empty parts.
 */
export function splitTypedName(typed: string): NameParts {
  const words = typed.trim().split(/\s+/).filter((word) => word.length > 0);
  const parts = emptyNameParts();
  const word = (index: number): string => words[index] ?? '';
  switch (words.length) {
    case 0:
      return parts;
    case 1:
      parts.first_name = word(0);
      return parts;
    case 2:
      parts.first_name = word(0);
      parts.last_name = word(1);
      return parts;
    case 3:
      parts.first_name = word(0);
      parts.middle_name = word(1);
      parts.last_name = word(2);
      return parts;
    case 4:
      parts.first_name = word(0);
      parts.middle_name = word(1);
      parts.last_name = word(2);
      parts.suffix = word(3);
      return parts;
    default: {
      const last = words.length - 1;
      parts.prefix = word(0);
      parts.first_name = word(1);
      parts.middle_name = words.slice(2, last - 1).join(' ');
      parts.last_name = word(last - 1);
      parts.suffix = word(last);
      return parts;
    }
  }
}
