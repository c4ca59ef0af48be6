import { eventTypeDefinition } from './event-types';
import { joinNames } from './join-names';

/** What the automatic name needs to know of a participant: the role and the person's display name. */
export interface NamedParticipant {
  event_role: string;
  name?: string | null;
  deleted?: boolean | null;
}

function namesInRole(participants: readonly NamedParticipant[], role: string): string[] {
  return participants
    .filter((participant) => !participant.deleted && participant.event_role === role)
    .map((participant) => participant.name?.trim() ?? '')
    .filter((name) => name.length > 0);
}

/**
 * The automatic name of an event (spec 000 section 3):
 *   birth              '{child} born to {parents}'      death     '{died} died'
 *   military           '{member} served in the Military' marriage  '{spouses} married'
 *   Adoption           '{child} adopted by {parents}'
 *   wedding reception, Honeymoon, Divorce, Marriage Notice/Contract/License/Settlement: '{spouses} {Type}'
 *   any other type     the type itself (Custom is named 'Custom')
 *
 * Several people in one role are joined as 'A and B' or 'A, B and C', in the order given. Deleted
 * participants and slots with no named person are left out. The spec does not say what to do while slots are
 * still empty, so: with nobody in the leading role (child, died, member, spouse) the name is the type's
 * label ('Birth'); with a child but no parents yet it stops short ('Ann born', 'Ann adopted').
 * A type outside the table is named after itself, like Custom.
 */
export function autoName(eventType: string, participants: readonly NamedParticipant[]): string {
  const definition = eventTypeDefinition(eventType);
  if (!definition) return eventType;
  const named = (role: string) => joinNames(namesInRole(participants, role));
  const withLead = (lead: string, build: (lead: string) => string) => (lead ? build(lead) : definition.label);

  switch (definition.autoNameRule) {
    case 'born-to':
    case 'adopted-by': {
      const verb = definition.autoNameRule === 'born-to' ? 'born' : 'adopted';
      const link = definition.autoNameRule === 'born-to' ? 'to' : 'by';
      const parents = named('parent');
      return withLead(named('child'), (child) => (parents ? `${child} ${verb} ${link} ${parents}` : `${child} ${verb}`));
    }
    case 'died':
      return withLead(named('died'), (died) => `${died} died`);
    case 'served':
      return withLead(named('member'), (member) => `${member} served in the Military`);
    case 'married':
      return withLead(named('spouse'), (spouses) => `${spouses} married`);
    case 'spouses-then-type':
      return withLead(named('spouse'), (spouses) => `${spouses} ${definition.label}`);
    case 'type-itself':
      return definition.type;
  }
}
