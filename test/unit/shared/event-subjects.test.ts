import { describe, expect, it } from 'vitest';
import { eventSubjects, subjectsNotInName } from '@heirloom/shared/rules/events';

const p = (event_role: string, name: string, person_id = name) => ({ event_role, name, person_id });

describe('eventSubjects', () => {
  it('names the people in the type’s leading role, never parents, guests or witnesses', () => {
    expect(eventSubjects('Burial', [p('buried', 'Ann Lee'), p('present', 'Tom Lee')]).map((s) => s.name)).toEqual(['Ann Lee']);
    expect(eventSubjects('birth', [p('parent', 'Mary Lee'), p('child', 'Ann Lee'), p('parent', 'John Lee')]).map((s) => s.name)).toEqual(['Ann Lee']);
    expect(eventSubjects('marriage', [p('spouse', 'Ann Lee'), p('guest', 'Joe'), p('spouse', 'Bob Ray')]).map((s) => s.name)).toEqual(['Ann Lee', 'Bob Ray']);
    expect(eventSubjects('Christening', [p('christened', 'Cy')]).map((s) => s.name)).toEqual(['Cy']);
    expect(eventSubjects('Residence', [p('present', 'Di')]).map((s) => s.name)).toEqual(['Di']);
    expect(eventSubjects('Custom', [p('participant', 'Ed'), p('present', 'Fay')]).map((s) => s.name)).toEqual(['Ed']);
  });

  it('names everyone when nobody holds the leading role, and each person once', () => {
    expect(eventSubjects('Cremation', [p('present', 'Gus'), p('present', 'Gus')]).map((s) => s.name)).toEqual(['Gus']);
    expect(eventSubjects('a type outside the table', [p('witness', 'Hal')]).map((s) => s.name)).toEqual(['Hal']);
  });
});

describe('subjectsNotInName', () => {
  it('says whose a generically named event is', () => {
    expect(subjectsNotInName('Burial', [{ name: 'Ann Lee' }])).toBe('Ann Lee');
    expect(subjectsNotInName('The big day', [{ name: 'Ann Lee' }, { name: 'Bob Ray' }])).toBe('Ann Lee and Bob Ray');
    expect(subjectsNotInName('Census', [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }, { name: 'E' }])).toBe('A, B, C and 2 more');
    expect(subjectsNotInName('Burial', [{ name: ' ' }])).toBe('Unnamed person');
  });

  it('says nothing when the name already names them all, or there is nobody', () => {
    expect(subjectsNotInName('Ann Lee born to Mary Lee', [{ name: 'Ann Lee' }])).toBe('');
    expect(subjectsNotInName('Ann Lee and Bob Ray married', [{ name: 'Ann Lee' }, { name: 'bob ray' }])).toBe('');
    expect(subjectsNotInName('Burial', [])).toBe('');
  });
});
