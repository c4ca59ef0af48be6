import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, autoName, joinNames, type NamedParticipant } from '@heirloom/shared/rules/events';

const p = (event_role: string, name: string, deleted = false): NamedParticipant => ({ event_role, name, deleted });

describe('joinNames', () => {
  it('lists people as an English sentence does, without a serial comma', () => {
    expect(joinNames([])).toBe('');
    expect(joinNames(['Ann'])).toBe('Ann');
    expect(joinNames(['Ann', 'Bob'])).toBe('Ann and Bob');
    expect(joinNames(['Ann', 'Bob', 'Cy'])).toBe('Ann, Bob and Cy');
    expect(joinNames(['Ann', 'Bob', 'Cy', 'Di'])).toBe('Ann, Bob, Cy and Di');
  });
});

describe('autoName', () => {
  const parents = [p('parent', 'Mary Lee'), p('parent', 'John Lee')];
  const spouses = [p('spouse', 'Ann Lee'), p('spouse', 'Bob Ray')];

  it('birth: {child} born to {parents}', () => {
    expect(autoName('birth', [p('child', 'Ann Lee'), ...parents])).toBe('Ann Lee born to Mary Lee and John Lee');
  });

  it('birth of twins names both children', () => {
    expect(autoName('birth', [p('child', 'Ann'), p('child', 'Amy'), p('parent', 'Mary')])).toBe('Ann and Amy born to Mary');
  });

  it('death: {died} died', () => {
    expect(autoName('death', [p('died', 'John Lee')])).toBe('John Lee died');
  });

  it('military: {member} served in the Military', () => {
    expect(autoName('military', [p('member', 'John Lee')])).toBe('John Lee served in the Military');
  });

  it('marriage: {spouses} married', () => {
    expect(autoName('marriage', spouses)).toBe('Ann Lee and Bob Ray married');
  });

  it('Adoption: {child} adopted by {parents}', () => {
    expect(autoName('Adoption', [p('child', 'Ann'), ...parents])).toBe('Ann adopted by Mary Lee and John Lee');
  });

  it.each(['wedding reception', 'Honeymoon', 'Divorce', 'Marriage Notice', 'Marriage Contract', 'Marriage License', 'Marriage Settlement'])(
    '%s appends the type to the spouses',
    (type) => {
      const label = type === 'wedding reception' ? 'Wedding Reception' : type;
      expect(autoName(type, spouses)).toBe(`Ann Lee and Bob Ray ${label}`);
    },
  );

  it.each(
    EVENT_TYPES.filter(
      (type) =>
        !['birth', 'death', 'military', 'marriage', 'Adoption', 'wedding reception', 'Honeymoon', 'Divorce'].includes(type) &&
        !type.startsWith('Marriage '),
    ),
  )('%s is named after its type', (type) => {
    expect(autoName(type, [p('present', 'Ann Lee'), p('participant', 'Bob'), p('spouse', 'Cy')])).toBe(type);
  });

  it('names Custom events "Custom" and unknown types after themselves', () => {
    expect(autoName('Custom', [p('participant', 'Ann')])).toBe('Custom');
    expect(autoName('Family reunion', [p('participant', 'Ann')])).toBe('Family reunion');
  });

  it('only names people in the roles the pattern uses', () => {
    expect(autoName('marriage', [...spouses, p('guest', 'Cy'), p('present', 'Di')])).toBe('Ann Lee and Bob Ray married');
    expect(autoName('birth', [p('child', 'Ann'), p('parent', 'Mary'), p('present', 'Midwife')])).toBe('Ann born to Mary');
  });

  it('leaves out deleted participants and slots with no person', () => {
    expect(autoName('marriage', [p('spouse', 'Ann'), p('spouse', 'Old Flame', true), { event_role: 'spouse' }, p('spouse', '  ')])).toBe(
      'Ann married',
    );
  });

  it('keeps the order participants were given in', () => {
    expect(autoName('marriage', [...spouses].reverse())).toBe('Bob Ray and Ann Lee married');
  });

  it('falls back to the type label while the leading role is empty', () => {
    expect(autoName('birth', parents)).toBe('Birth');
    expect(autoName('death', [])).toBe('Death');
    expect(autoName('military', [])).toBe('Military');
    expect(autoName('marriage', [p('guest', 'Cy')])).toBe('Marriage');
    expect(autoName('wedding reception', [])).toBe('Wedding Reception');
    expect(autoName('Honeymoon', [])).toBe('Honeymoon');
    expect(autoName('Adoption', [p('parent', 'Mary')])).toBe('Adoption');
  });

  it('stops short while the parents are still empty', () => {
    expect(autoName('birth', [p('child', 'Ann'), { event_role: 'parent', name: null }])).toBe('Ann born');
    expect(autoName('Adoption', [p('child', 'Ann')])).toBe('Ann adopted');
  });
});
