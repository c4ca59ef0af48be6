/**
 * A place as people read it. GEDCOM files write places in jurisdiction slots and leave the
 * unknown ones blank ("Martha's Vineyard, , , MA, USA"); the empty parts and stray spaces go.
 */
export function readablePlace(text: string): string {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ');
}
