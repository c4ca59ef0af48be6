import { describe, expect, it } from 'vitest';
import { isWithinLife, lifeBoundsOf, mayMeetLife, relativesEventsInLife, type RelativeFacts, type RoleInEvent } from '../../../lambdas/domain/timeline/relatives-events';

const role = (eventId: string, eventType: string, roleName: string, sortDate: string | null): RoleInEvent => ({ eventId, eventType, role: roleName, sortDate });

// Pat: born 1 March 1900, died 10 May 1970; the parent of Cal's and Dee's births.
const pat: RoleInEvent[] = [
  role('pat-birth', 'birth', 'child', '11900-03-01'),
  role('cal-birth', 'birth', 'parent', '11925-00-00'),
  role('dee-birth', 'birth', 'parent', '11930-00-00'),
  role('wedding', 'marriage', 'spouse', '11924-06-00'),
  role('pat-death', 'death', 'died', '11970-05-10'),
  // Pat was there when Cal died: Cal's death is one of Pat's own events already.
  role('cal-death', 'death', 'present', '11960-03-03'),
];

const relatives: RelativeFacts[] = [
  {
    personId: 'cal',
    relation: 'child',
    roles: [role('cal-birth', 'birth', 'child', '11925-00-00'), role('cal-death', 'death', 'died', '11960-03-03'), role('cal-burial', 'Burial', 'buried', '11960-03-07')],
  },
  {
    personId: 'dee',
    relation: 'child',
    // Dee died after Pat: not Pat's life. Her wedding is not a death; her undated cremation has no place.
    roles: [role('dee-wedding', 'marriage', 'spouse', '11955-00-00'), role('dee-death', 'death', 'died', '11980-01-02'), role('dee-cremation', 'Cremation', 'cremated', null)],
  },
  { personId: 'eve', relation: 'child', roles: [role('eve-death', 'death', 'died', '11970-05-10')] },
  { personId: 'quin', relation: 'partner', roles: [role('wedding', 'marriage', 'spouse', '11924-06-00'), role('quin-death', 'death', 'died', '11965-00-00')] },
  // Fred died before Pat was born; Mia in 1900, which may be after 1 March. Mia was at a death that was not hers.
  { personId: 'fred', relation: 'parent', roles: [role('fred-death', 'death', 'died', '11899-11-30')] },
  { personId: 'mia', relation: 'parent', roles: [role('mia-death', 'death', 'died', '11900-00-00'), role('aunts-death', 'death', 'present', '11940-01-01')] },
];

describe('the relatives’ events on a person’s timeline', () => {
  it('are the deaths, burials and cremations of their children, partners and parents within their life, each once, less their own events', () => {
    const shown = relativesEventsInLife(pat, relatives);
    expect(shown.map((event) => event.eventId).sort()).toEqual(['cal-burial', 'eve-death', 'mia-death', 'quin-death']);
    expect(shown.find((event) => event.eventId === 'cal-burial')).toEqual({ eventId: 'cal-burial', sortDate: '11960-03-07', personId: 'cal', relation: 'child' });
    expect(shown.find((event) => event.eventId === 'quin-death')!.relation).toBe('partner');
  });

  it('are the births and deaths of their brothers and sisters within their life, not the births of others', () => {
    const family: RelativeFacts[] = [
      // Sue, older: born before Pat, died in Pat's life. Tom, younger: born and died in it.
      { personId: 'sue', relation: 'sibling', roles: [role('sue-birth', 'birth', 'child', '11895-00-00'), role('sue-death', 'death', 'died', '11950-00-00')] },
      { personId: 'tom', relation: 'sibling', roles: [role('tom-birth', 'birth', 'child', '11905-02-02'), role('tom-wedding', 'marriage', 'spouse', '11930-00-00'), role('tom-death', 'death', 'died', '11975-00-00')] },
      // A partner's birth in Pat's life (a much younger second wife) is not shown: only brothers' and sisters' births are.
      { personId: 'una', relation: 'partner', roles: [role('una-birth', 'birth', 'child', '11920-00-00')] },
    ];
    const shown = relativesEventsInLife(pat, family);
    expect(shown.map((event) => event.eventId).sort()).toEqual(['sue-death', 'tom-birth']);
    expect(shown.find((event) => event.eventId === 'tom-birth')).toEqual({ eventId: 'tom-birth', sortDate: '11905-02-02', personId: 'tom', relation: 'sibling' });
  });

  it('list a shared record once, under the first relative who died in it', () => {
    const twins: RelativeFacts[] = [
      { personId: 'ann', relation: 'child', roles: [role('fire', 'death', 'died', '11950-01-01')] },
      { personId: 'ben', relation: 'child', roles: [role('fire', 'death', 'died', '11950-01-01')] },
    ];
    expect(relativesEventsInLife(pat, twins)).toEqual([{ eventId: 'fire', sortDate: '11950-01-01', personId: 'ann', relation: 'child' }]);
  });

  it('take every death from the birth on when the person has no dated end, and every death up to it when no dated birth', () => {
    const living = pat.filter((r) => r.eventId !== 'pat-death');
    expect(relativesEventsInLife(living, relatives).map((event) => event.eventId).sort()).toEqual(['cal-burial', 'dee-death', 'eve-death', 'mia-death', 'quin-death']);
    const unborn = pat.filter((r) => r.eventId !== 'pat-birth');
    expect(relativesEventsInLife(unborn, relatives).map((event) => event.eventId).sort()).toEqual(['cal-burial', 'eve-death', 'fred-death', 'mia-death', 'quin-death']);
  });
});

describe('the bounds of a life', () => {
  it('run from the earliest dated birth to the end of the earliest dated death, burial or cremation, at its precision', () => {
    expect(lifeBoundsOf(pat)).toEqual({ from: '11900-03-01', to: '11970-05-10' });
    expect(lifeBoundsOf([role('b', 'birth', 'child', '11900-00-00'), role('x', 'Burial', 'buried', '11971-00-00'), role('d', 'death', 'died', '11970-00-00')])).toEqual({
      from: '11900-00-00',
      to: '11970-99-99',
    });
    expect(lifeBoundsOf([role('d', 'death', 'died', '11970-06-00')]).to).toBe('11970-06-99');
  });

  it('leave an end open when the tree does not date it; a christening or a birth as a parent is not the birth', () => {
    const roles = [role('c', 'Christening', 'christened', '11900-04-01'), role('k', 'birth', 'parent', '11925-00-00'), role('d', 'death', 'died', null)];
    expect(lifeBoundsOf(roles)).toEqual({ from: null, to: null });
  });

  it('hold a date known to the year or month when any day of it could fall within the life', () => {
    const life = { from: '11900-03-01', to: '11970-05-10' };
    expect(isWithinLife('11900-00-00', life)).toBe(true);
    expect(isWithinLife('11900-02-00', life)).toBe(false);
    expect(isWithinLife('11899-00-00', life)).toBe(false);
    expect(isWithinLife('11970-05-10', life)).toBe(true);
    expect(isWithinLife('11970-05-00', life)).toBe(true);
    expect(isWithinLife('11970-05-11', life)).toBe(false);
    expect(isWithinLife('11970-06-00', life)).toBe(false);
    expect(isWithinLife('11970-00-00', { from: null, to: '11970-99-99' })).toBe(true);
  });

  it('tell a page of the timeline outside the life, whose relatives are not read', () => {
    const life = { from: '11900-03-01', to: '11970-05-10' };
    // Pages after the death, and before the birth year, meet nothing.
    expect(mayMeetLife('11970-05-11', '99999-99-99', life)).toBe(false);
    expect(mayMeetLife('0', '11899-12-31', life)).toBe(false);
    // A page ending early in 1900 may hold '1900', which could be after 1 March.
    expect(mayMeetLife('0', '11900-01-15', life)).toBe(true);
    expect(mayMeetLife('11950-00-00', '11960-00-00', life)).toBe(true);
    expect(mayMeetLife('11970-05-10', '99999-99-99', life)).toBe(true);
    // An open end meets everything on its side.
    expect(mayMeetLife('12020-00-00', '99999-99-99', { from: '11900-03-01', to: null })).toBe(true);
    expect(mayMeetLife('0', '11000-00-00', { from: null, to: '11970-05-10' })).toBe(true);
  });
});
