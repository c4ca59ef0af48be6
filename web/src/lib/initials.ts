/** Words after a surname that say which of a name it is, not who: 'Jr.', 'III', 'Esq.'. */
const SUFFIX = /^(jr|jnr|junior|sr|snr|senior|esq|ii|iii|iv|v|vi|vii|viii|ix|x)$/i;

/**
 * One or two letters for an avatar: the first letters of a name's first and last words ('Ann Mary
 * Smith' -> 'AS'), the first two of a single word ('ada' -> 'AD'). Words part at spaces and at the dots,
 * dashes and underscores of usernames; brackets, quotes and other marks are skipped ('Alexandra "Alix"'
 * -> 'AA', '(Daughter)' -> 'DA'). What follows the surname is no part of it: a title in brackets
 * ('George WASHINGTON [FIRST U.S. PRESIDENT]' -> 'GW') and a suffix ('Robert KENNEDY III' -> 'RK').
 * A name without letters gives '?'.
 */
export function initialsOf(name: string): string {
  const wordsOf = (text: string) =>
    text
      .split(/[\s._-]+/)
      .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
      .filter(Boolean);
  const unbracketed = wordsOf(name.replace(/\[[^\]]*\]|\([^)]*\)/g, ' '));
  const words = unbracketed.length > 0 ? unbracketed : wordsOf(name);
  while (words.length > 2 && SUFFIX.test(words[words.length - 1]!)) words.pop();
  if (words.length === 0) return '?';
  const first = [...words[0]!];
  const last = [...words[words.length - 1]!];
  return (words.length > 1 ? `${first[0]}${last[0]}` : first.slice(0, 2).join('')).toUpperCase();
}
