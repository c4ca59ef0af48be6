import { describe, expect, it } from 'vitest';
import { editEventName, refreshEventName, startEventNaming } from '@heirloom/shared/rules/events';

describe('event auto-name switch', () => {
  it('is on by default and shows the automatic name', () => {
    expect(startEventNaming('Ann born to Mary')).toEqual({ name: 'Ann born to Mary', auto_name: true });
  });

  it('turns off when the name is edited, keeping the text as typed', () => {
    expect(editEventName('Grandma Ann arrives ', 'Ann born to Mary')).toEqual({ name: 'Grandma Ann arrives ', auto_name: false });
  });

  it('turns off even when the typed text happens to equal the automatic name', () => {
    expect(editEventName('Ann born to Mary', 'Ann born to Mary').auto_name).toBe(false);
  });

  it('turns back on when the name is cleared, showing the automatic name again', () => {
    expect(editEventName('', 'Ann born to Mary')).toEqual({ name: 'Ann born to Mary', auto_name: true });
    expect(editEventName('   ', 'Ann born to Mary')).toEqual({ name: 'Ann born to Mary', auto_name: true });
  });

  it('follows the automatic name while on', () => {
    const naming = startEventNaming('Birth');
    expect(refreshEventName(naming, 'Ann born to Mary')).toEqual({ name: 'Ann born to Mary', auto_name: true });
  });

  it('keeps a typed name when participants change', () => {
    const typed = editEventName('Our little girl', 'Birth');
    expect(refreshEventName(typed, 'Ann born to Mary')).toEqual({ name: 'Our little girl', auto_name: false });
  });
});
