import { describe, expect, it } from 'vitest';
import {
  CUSTOM_EVENT_TYPE,
  EVENT_ROLES,
  EVENT_TYPES,
  EVENT_TYPE_DEFINITIONS,
  eventTypeDefinition,
  isEventType,
  rolesFor,
} from '@heirloom/shared/rules/events';

/** The spec's table (spec 000 section 3), written out again by hand: type, required roles, other roles. */
const SPEC_TABLE: [string, string[], string[]][] = [
  ['birth', ['child', 'parent', 'parent'], ['child', 'parent', 'present']],
  ['death', ['died'], []],
  ['military', ['member'], []],
  ['marriage', ['spouse', 'spouse'], ['spouse', 'guest']],
  ['wedding reception', ['spouse', 'spouse'], ['spouse', 'guest']],
  ['Honeymoon', ['spouse', 'spouse'], ['spouse', 'participant']],
  ['Divorce', ['spouse', 'spouse'], ['spouse', 'participant']],
  ['Adoption', ['child', 'parent'], []],
  ['Custom', ['participant'], []],
  ['Baptism', ['baptized'], []],
  ['Bar Mitzvah', ['present'], []],
  ['Bas Mitzvah', ['present'], []],
  ['First Communion', ['present'], []],
  ['Probate', ['present'], []],
  ['Will Signed', ['present'], []],
  ['Property', ['present'], []],
  ['Residence', ['present'], []],
  ['Divorce Filed', ['present'], []],
  ['Blessing', ['blessed'], []],
  ['Burial', ['buried'], []],
  ['Census', ['census'], []],
  ['Christening', ['christened'], []],
  ['Adult Christening', ['christened'], []],
  ['Confirmation', ['confirmed'], []],
  ['Cremation', ['cremated'], []],
  ['Emigration', ['emigrated'], []],
  ['Graduation', ['graduated'], []],
  ['Immigration', ['immigrated'], []],
  ['Naturalization', ['naturalized'], []],
  ['Ordination', ['ordained'], []],
  ['Retirement', ['retired'], []],
  ['Annulment', ['spouse'], []],
  ['Marriage Notice', ['spouse'], []],
  ['Marriage Contract', ['spouse'], []],
  ['Marriage License', ['spouse'], []],
  ['Marriage Settlement', ['spouse'], []],
  ['Engagement', ['engaged'], []],
];

describe('event types table', () => {
  it('holds every type of the spec, in its order and spelling, and nothing else', () => {
    expect(EVENT_TYPES).toEqual(SPEC_TABLE.map(([type]) => type));
  });

  it.each(SPEC_TABLE)('%s requires %j and also offers %j', (type, required, other) => {
    const definition = eventTypeDefinition(type);
    expect(definition?.requiredRoles).toEqual(required);
    expect(definition?.otherRoles).toEqual(other);
  });

  it('gives an end date to military and Custom only', () => {
    const withEndDate = EVENT_TYPE_DEFINITIONS.filter((definition) => definition.hasEndDate).map((definition) => definition.type);
    expect(withEndDate).toEqual(['military', 'Custom']);
  });

  it('allows the role present for the types', () => {
    for (const definition of EVENT_TYPE_DEFINITIONS) expect(definition.allowsPresent).toBe(true);
  });

  it('uses only roles from the role list', () => {
    for (const definition of EVENT_TYPE_DEFINITIONS) {
      for (const role of [...definition.requiredRoles, ...definition.otherRoles]) expect(EVENT_ROLES).toContain(role);
    }
  });

  it('matches stored types exactly, case included', () => {
    expect(isEventType('birth')).toBe(true);
    expect(isEventType('Birth')).toBe(false);
    expect(isEventType('honeymoon')).toBe(false);
    expect(eventTypeDefinition('Reunion')).toBeUndefined();
  });

  it('labels the lowercase types with capitals and leaves the others as they are', () => {
    expect(eventTypeDefinition('birth')?.label).toBe('Birth');
    expect(eventTypeDefinition('wedding reception')?.label).toBe('Wedding Reception');
    expect(eventTypeDefinition('Will Signed')?.label).toBe('Will Signed');
  });

  it('names Custom as the type for unknown event names', () => {
    expect(CUSTOM_EVENT_TYPE).toBe('Custom');
    expect(isEventType(CUSTOM_EVENT_TYPE)).toBe(true);
  });
});

describe('rolesFor', () => {
  it('lists each choosable role once: required, other, then present', () => {
    expect(rolesFor('birth')).toEqual(['child', 'parent', 'present']);
    expect(rolesFor('marriage')).toEqual(['spouse', 'guest', 'present']);
    expect(rolesFor('Honeymoon')).toEqual(['spouse', 'participant', 'present']);
    expect(rolesFor('death')).toEqual(['died', 'present']);
    expect(rolesFor('Adoption')).toEqual(['child', 'parent', 'present']);
    expect(rolesFor('Probate')).toEqual(['present']);
  });

  it('has no roles for an unknown type', () => {
    expect(rolesFor('Reunion')).toEqual([]);
  });
});
