/**
 * Names on the tree's cards, fitted by width rather than by letters: a conservative estimate of
 * each letter's width in the card's font (system-ui, semibold, 12.5 px) at or above what common
 * system fonts draw, so a line that fits here fits on screen, in a saved picture and in print,
 * without measuring in the browser.
 */
export const NAME_FONT_SIZE = 12.5;

const NARROW = new Set("iIjl.,;:!|'`ft()[] ");
const WIDE = new Set('mwMW@%&');
const UPPER = /\p{Lu}/u;
const DIGIT = /\d/;

/** Width of one letter, in ems. */
function letterEm(letter: string): number {
  if (NARROW.has(letter)) return 0.42;
  if (WIDE.has(letter)) return 1.1;
  if (letter === '…') return 1;
  if (UPPER.test(letter)) return 0.84;
  if (DIGIT.test(letter)) return 0.7;
  return 0.69;
}

/** The estimated width of `text` in px at the card's font size. */
export const textWidth = (text: string, fontSize = NAME_FONT_SIZE): number => [...text].reduce((sum, letter) => sum + letterEm(letter) * fontSize, 0);

/** The longest start of `text` that fits `width` with an ellipsis after it. */
function cut(text: string, width: number): string {
  if (textWidth(text) <= width) return text;
  const letters = [...text];
  while (letters.length > 0 && textWidth(`${letters.join('').trimEnd()}…`) > width) letters.pop();
  return `${letters.join('').trimEnd()}…`;
}

/**
 * Up to `maxLines` lines no wider than `width` (the last no wider than `lastWidth`, where the card
 * has a control beside it): words wrap; a word too long for a line is broken; what does not fit
 * ends in an ellipsis (the whole name is in the card's title and label).
 */
export function nameLines(name: string, width: number, maxLines = 2, lastWidth = width): string[] {
  const widthOf = (index: number) => (index >= maxLines - 1 ? lastWidth : width);
  // Words, and the parts of hyphenated ones (a line may end after a hyphen: Saxe-Coburg- / Gotha).
  const pieces = (name.trim() || 'Unnamed person')
    .split(/\s+/)
    .flatMap((word) => word.split(/(?<=-)(?=.)/).map((piece, index) => ({ piece, spaced: index === 0 })));
  const lines: string[] = [];
  let current = '';
  for (const { piece, spaced } of pieces) {
    const joined = current ? `${current}${spaced ? ' ' : ''}${piece}` : piece;
    if (textWidth(joined) <= widthOf(lines.length)) {
      current = joined;
      continue;
    }
    if (current) lines.push(current);
    current = piece;
    // A single piece wider than a line is broken across lines.
    while (textWidth(current) > widthOf(lines.length) && lines.length < maxLines - 1) {
      const letters = [...current];
      let head = '';
      while (letters.length && textWidth(head + letters[0]) <= widthOf(lines.length)) head += letters.shift();
      lines.push(head);
      current = letters.join('');
    }
  }
  if (current) lines.push(current);
  const kept = lines.slice(0, maxLines - 1);
  // What is left goes on the last line, rejoined as it was written (no space after a hyphen).
  const rest = lines.slice(maxLines - 1).reduce((text, line) => (text ? `${text}${text.endsWith('-') ? '' : ' '}${line}` : line), '');
  return [...kept.map((line, index) => cut(line, widthOf(index))), ...(rest ? [cut(rest, widthOf(kept.length))] : [])];
}
