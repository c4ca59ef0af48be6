import { describe, expect, it } from 'vitest';
import { EVENT_TYPE_DEFINITIONS, emptySlotsFor } from '@heirloom/shared/rules/events';

const person = { id: 'p1' };

describe('emptySlotsFor', () => {
  it.each(EVENT_TYPE_DEFINITIONS.map((definition) => [definition.type, definition.requiredRoles] as const))(
    'a new %s gets a slot for each required role: %j',
    (type, required) => {
      expect(emptySlotsFor(type, [])).toEqual(required);
    },
  );

  it('counts repeated roles: a birth with one parent still needs a child and a parent', () => {
    expect(emptySlotsFor('birth', [{ event_role: 'parent', person }])).toEqual(['child', 'parent']);
  });

  it('needs nothing once every required role is taken', () => {
    const participants = [
      { event_role: 'child', person },
      { event_role: 'parent', person },
      { event_role: 'parent', person },
    ];
    expect(emptySlotsFor('birth', participants)).toEqual([]);
  });

  it('does not let extra people in one role fill another', () => {
    expect(emptySlotsFor('birth', [{ event_role: 'child', person }, { event_role: 'child', person }, { event_role: 'present', person }])).toEqual([
      'parent',
      'parent',
    ]);
  });

  it('counts a slot already on screen without a person, so slots are not added twice', () => {
    const withSlots = [{ event_role: 'spouse', person }, { event_role: 'spouse', person: null }];
    expect(emptySlotsFor('marriage', withSlots)).toEqual([]);
  });

  it('ignores deleted participants', () => {
    expect(emptySlotsFor('death', [{ event_role: 'died', person, deleted: true }])).toEqual(['died']);
  });

  it('has no slots for a type outside the table', () => {
    expect(emptySlotsFor('Family reunion', [])).toEqual([]);
  });
});
