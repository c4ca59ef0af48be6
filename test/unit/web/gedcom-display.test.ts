import { describe, expect, it } from 'vitest';
import { readableDate, readableName, readablePlace, storedUnlessEdited } from '../../../web/src/lib/gedcom-display';
import { eventFormOf, eventFormReducer, saveRequestOf } from '../../../web/src/features/events/utils/event-form';
import type { EventView, PersonView } from '@heirloom/shared/contracts/family';
import { nameRowsOf, namesChanged, namesForSave } from '../../../web/src/features/people/utils/name-rows';

describe('GEDCOM values as a reader expects them', () => {
  it('puts a space after each comma of a place and leaves out empty jurisdictions', () => {
    expect(readablePlace('Buckingham,Palace,London,England')).toBe('Buckingham, Palace, London, England');
    expect(readablePlace(',,London , England')).toBe('London, England');
    expect(readablePlace('Leeds')).toBe('Leeds');
  });

  it('reads GEDCOM dates as the app writes them elsewhere, and keeps text that is not a date', () => {
    expect(readableDate('14 APR 1857')).toBe('14 Apr 1857');
    expect(readableDate('soon bef. 4 March 1304')).toBe('soon bef. 4 March 1304');
  });

  it('reads underscores in name parts as spaces', () => {
    expect(readableName('Louis_of_Rheims')).toBe('Louis of Rheims');
  });

  it('saves the stored text while the reading shown was not edited', () => {
    expect(storedUnlessEdited('14 Apr 1857', '14 APR 1857', readableDate)).toBe('14 APR 1857');
    expect(storedUnlessEdited('15 Apr 1857', '14 APR 1857', readableDate)).toBe('15 Apr 1857');
  });

  it('the event editor shows the readings and sends the stored date and place back unless edited', () => {
    const event = { id: 'e-1', event_type: 'birth', name: 'Birth', auto_name: false, start_date: '14 APR 1857', end_date: '', location: 'Buckingham,Palace,London,England', participants: [] } as unknown as EventView;
    const form = eventFormOf(event);
    expect([form.start_date, form.location]).toEqual(['14 Apr 1857', 'Buckingham, Palace, London, England']);
    expect(saveRequestOf(form)).toMatchObject({ start_date: '14 APR 1857', location: 'Buckingham,Palace,London,England' });
    const edited = eventFormReducer(form, { type: 'field', field: 'location', value: 'Windsor Castle, England' });
    expect(saveRequestOf(edited)).toMatchObject({ start_date: '14 APR 1857', location: 'Windsor Castle, England' });
  });

  it('the names editor shows underscores as spaces and saves the stored parts unless edited', () => {
    const person = { names: [{ id: 'n-1', name_type: 'Birth Name', name_order: 0, prefix: '', first_name: 'Edward_VII', middle_name: '', last_name: 'Wettin', suffix: '' }] } as unknown as PersonView;
    const rows = nameRowsOf(person);
    expect(rows[0]!.first_name).toBe('Edward VII');
    expect(namesChanged(person, rows)).toBe(false);
    expect(namesForSave(rows)[0]).toMatchObject({ first_name: 'Edward_VII', last_name: 'Wettin' });
    const edited = [{ ...rows[0]!, first_name: 'Edward' }];
    expect(namesChanged(person, edited)).toBe(true);
    expect(namesForSave(edited)[0]).toMatchObject({ first_name: 'Edward' });
  });
});
