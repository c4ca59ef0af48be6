/**
 * Every role a participant can hold in an event, spelt as the spec's event table spells them
 * (spec 000 section 3). 'present' is the role for anyone who was there without a part of their own.
 */
export const EVENT_ROLES = [
  'child',
  'parent',
  'present',
  'died',
  'member',
  'spouse',
  'guest',
  'participant',
  'baptized',
  'blessed',
  'buried',
  'census',
  'christened',
  'confirmed',
  'cremated',
  'emigrated',
  'graduated',
  'immigrated',
  'naturalized',
  'ordained',
  'retired',
  'engaged',
] as const;
export type EventRole = (typeof EVENT_ROLES)[number];

export const PRESENT_ROLE = 'present' satisfies EventRole;

export function isEventRole(value: string): value is EventRole {
  return (EVENT_ROLES as readonly string[]).includes(value);
}
