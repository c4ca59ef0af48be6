/**
 * Joins names the way an English sentence lists people: 'A', 'A and B', 'A, B and C'.
 * No serial comma, because automatic names are short titles rather than prose.
 */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
