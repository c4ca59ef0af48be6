/**
 * One or two letters for an avatar: the first letters of a name's first and last words ('Ann Mary
 * Smith' -> 'AS'), the first two of a single word ('ada' -> 'AD'). Words part at spaces and at the dots,
 * dashes and underscores of usernames; brackets, quotes and other marks are skipped ('Alexandra "Alix"'
 * -> 'AA', '(Daughter)' -> 'DA'); a name without letters gives '?'.
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s._-]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]!];
  const last = [...words[words.length - 1]!];
  return (words.length > 1 ? `${first[0]}${last[0]}` : first.slice(0, 2).join('')).toUpperCase();
}
