export type Direction = 'left' | 'right' | 'up' | 'down';

export const ARROW_DIRECTIONS: Readonly<Record<string, Direction>> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };

/**
 * The card an arrow key moves to from `fromId`, among the cards that lie that way. Left and right
 * stay on the card's row while it has cards that way (then the nearest row that has), taking the
 * next card along; up and down go to the nearest row that way, taking the card closest across (the
 * parent over a child, a child under a parent). None that way: null.
 */
export function cardInDirection<P extends { id: string; x: number; y: number }>(people: readonly P[], fromId: string, direction: Direction): P | null {
  const from = people.find((person) => person.id === fromId);
  if (!from) return null;
  const sideways = direction === 'left' || direction === 'right';
  const sign = direction === 'right' || direction === 'down' ? 1 : -1;
  let best: P | null = null;
  let bestKey: [number, number] = [Infinity, Infinity];
  for (const person of people) {
    const dx = person.x - from.x;
    const dy = person.y - from.y;
    const along = sign * (sideways ? dx : dy);
    if (person.id === fromId || along <= 0) continue;
    // Compared first, then second: rows before distance along them (sideways), rows before distance across (up and down).
    const key: [number, number] = sideways ? [Math.abs(dy), along] : [along, Math.abs(dx)];
    if (key[0] < bestKey[0] || (key[0] === bestKey[0] && key[1] < bestKey[1])) {
      best = person;
      bestKey = key;
    }
  }
  return best;
}
