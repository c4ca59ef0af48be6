import { describe, expect, it } from 'vitest';
import { cardInDirection } from '../../../web/src/features/tree/utils/card-in-direction';
import { LAYER_SPACING, PERSON_HEIGHT, PERSON_WIDTH } from '../../../web/src/features/tree/utils/layout-input';

const ROW = PERSON_HEIGHT + LAYER_SPACING;
const COLUMN = PERSON_WIDTH + 10;
const card = (id: string, column: number, row: number) => ({ id, x: column * COLUMN, y: row * ROW });

/**
 *   gf  gm                    row 0
 *       dad mum               row 1
 *   sis     me  wife   bro    row 2
 *           kid               row 3
 */
const PEOPLE = [card('gf', 0, 0), card('gm', 1, 0), card('dad', 1.5, 1), card('mum', 2.5, 1), card('sis', 0, 2), card('me', 2, 2), card('wife', 3, 2), card('bro', 5, 2), card('kid', 2.5, 3)];
const from = (id: string, direction: Parameters<typeof cardInDirection>[2]) => cardInDirection(PEOPLE, id, direction)?.id ?? null;

describe('moving between cards with the arrow keys', () => {
  it('goes along the row to the next card, and past the last one nowhere', () => {
    expect(from('me', 'right')).toBe('wife');
    expect(from('wife', 'right')).toBe('bro');
    expect(from('me', 'left')).toBe('sis');
    expect(from('sis', 'left')).toBeNull();
  });

  it('goes up and down to the nearest row that way, to the card closest across', () => {
    expect(from('me', 'up')).toBe('dad'); // half a card off, as mum is: the first found of two as close
    expect(from('wife', 'up')).toBe('mum');
    expect(from('dad', 'up')).toBe('gm');
    expect(from('me', 'down')).toBe('kid');
    expect(from('kid', 'up')).toBe('me');
    expect(from('gf', 'up')).toBeNull();
  });

  it('leaves a row with no card that way for the nearest row that has one', () => {
    expect(from('bro', 'right')).toBeNull();
    expect(from('kid', 'right')).toBe('wife');
  });

  it('answers nothing for a card that is not drawn', () => {
    expect(from('nobody', 'up')).toBeNull();
  });
});
