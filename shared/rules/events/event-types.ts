import { PRESENT_ROLE, type EventRole } from './event-roles';

/**
 * How an event's automatic name is built (spec 000 section 3, "Automatic names"):
 * - 'born-to'           birth: '{child} born to {parents}'
 * - 'died'              death: '{died} died'
 * - 'served'            military: '{member} served in the Military'
 * - 'married'           marriage: '{spouses} married'
 * - 'spouses-then-type' wedding reception, Honeymoon, Divorce and the marriage documents: '{spouses} {type}'
 * - 'adopted-by'        Adoption: '{child} adopted by {parents}'
 * - 'type-itself'       every other type, Custom included: the type's own name
 */
export type AutoNameRule = 'born-to' | 'died' | 'served' | 'married' | 'spouses-then-type' | 'adopted-by' | 'type-itself';

export interface EventTypeDefinition {
  /** The stored event_type, with the spec's exact spelling and case. */
  readonly type: string;
  /** How pickers and automatic names show the type: the lowercase types get a capital letter. */
  readonly label: string;
  /** Roles an event of this type should have, with repetition: birth has a child and two parents. */
  readonly requiredRoles: readonly EventRole[];
  /** The spec's "Other role values": roles that may be added beyond the required ones. */
  readonly otherRoles: readonly EventRole[];
  /** Military service and Custom events last a while, so they have an end date. */
  readonly hasEndDate: boolean;
  /** Whether a participant may be recorded as merely 'present'. */
  readonly allowsPresent: boolean;
  readonly autoNameRule: AutoNameRule;
}

interface Row {
  types: readonly string[];
  requiredRoles: readonly EventRole[];
  otherRoles?: readonly EventRole[];
  hasEndDate?: boolean;
  autoNameRule?: AutoNameRule;
}

/**
 * The spec's table, row by row and in its order (spec 000 section 3). Where a row names several types,
 * they share everything but their name. The spec says "Most types also allow the role present" without
 * naming an exception, so every type allows it; `allowsPresent` keeps one place to change that.
 */
const ROWS: readonly Row[] = [
  { types: ['birth'], requiredRoles: ['child', 'parent', 'parent'], otherRoles: ['child', 'parent', 'present'], autoNameRule: 'born-to' },
  { types: ['death'], requiredRoles: ['died'], autoNameRule: 'died' },
  { types: ['military'], requiredRoles: ['member'], hasEndDate: true, autoNameRule: 'served' },
  { types: ['marriage'], requiredRoles: ['spouse', 'spouse'], otherRoles: ['spouse', 'guest'], autoNameRule: 'married' },
  { types: ['wedding reception'], requiredRoles: ['spouse', 'spouse'], otherRoles: ['spouse', 'guest'], autoNameRule: 'spouses-then-type' },
  { types: ['Honeymoon', 'Divorce'], requiredRoles: ['spouse', 'spouse'], otherRoles: ['spouse', 'participant'], autoNameRule: 'spouses-then-type' },
  { types: ['Adoption'], requiredRoles: ['child', 'parent'], autoNameRule: 'adopted-by' },
  { types: ['Custom'], requiredRoles: ['participant'], hasEndDate: true },
  { types: ['Baptism'], requiredRoles: ['baptized'] },
  {
    types: ['Bar Mitzvah', 'Bas Mitzvah', 'First Communion', 'Probate', 'Will Signed', 'Property', 'Residence', 'Divorce Filed'],
    requiredRoles: ['present'],
  },
  { types: ['Blessing'], requiredRoles: ['blessed'] },
  { types: ['Burial'], requiredRoles: ['buried'] },
  { types: ['Census'], requiredRoles: ['census'] },
  { types: ['Christening', 'Adult Christening'], requiredRoles: ['christened'] },
  { types: ['Confirmation'], requiredRoles: ['confirmed'] },
  { types: ['Cremation'], requiredRoles: ['cremated'] },
  { types: ['Emigration'], requiredRoles: ['emigrated'] },
  { types: ['Graduation'], requiredRoles: ['graduated'] },
  { types: ['Immigration'], requiredRoles: ['immigrated'] },
  { types: ['Naturalization'], requiredRoles: ['naturalized'] },
  { types: ['Ordination'], requiredRoles: ['ordained'] },
  { types: ['Retirement'], requiredRoles: ['retired'] },
  // Annulment shares the row but is not a marriage document, so its automatic name is the type itself.
  { types: ['Annulment'], requiredRoles: ['spouse'] },
  {
    types: ['Marriage Notice', 'Marriage Contract', 'Marriage License', 'Marriage Settlement'],
    requiredRoles: ['spouse'],
    autoNameRule: 'spouses-then-type',
  },
  { types: ['Engagement'], requiredRoles: ['engaged'] },
];

/** 'wedding reception' -> 'Wedding Reception'; the capitalised types are already labels. */
function labelFor(type: string): string {
  return type.replace(/(^|\s)\p{Ll}/gu, (letter) => letter.toUpperCase());
}

export const EVENT_TYPE_DEFINITIONS: readonly EventTypeDefinition[] = ROWS.flatMap((row) =>
  row.types.map(
    (type): EventTypeDefinition => ({
      type,
      label: labelFor(type),
      requiredRoles: row.requiredRoles,
      otherRoles: row.otherRoles ?? [],
      hasEndDate: row.hasEndDate ?? false,
      allowsPresent: true,
      autoNameRule: row.autoNameRule ?? 'type-itself',
    }),
  ),
);

/** Every event type name in table order, for pickers and for validating stored values. */
export const EVENT_TYPES: readonly string[] = EVENT_TYPE_DEFINITIONS.map((definition) => definition.type);

/** The type given to an event created by typing a name the chooser does not know (spec 000 section 4). */
export const CUSTOM_EVENT_TYPE = 'Custom';

const BY_TYPE = new Map(EVENT_TYPE_DEFINITIONS.map((definition) => [definition.type, definition]));

/** The definition of a type, matched exactly as stored ('birth' and 'Honeymoon', never 'Birth'). */
export function eventTypeDefinition(type: string): EventTypeDefinition | undefined {
  return BY_TYPE.get(type);
}

export function isEventType(type: string): boolean {
  return BY_TYPE.has(type);
}

/**
 * The roles a participant of this type may be given, each once, in the order a picker should show them:
 * the required roles, then the other roles, then 'present'.
 */
export function rolesFor(type: string): EventRole[] {
  const definition = eventTypeDefinition(type);
  if (!definition) return [];
  const roles = [...definition.requiredRoles, ...definition.otherRoles];
  if (definition.allowsPresent) roles.push(PRESENT_ROLE);
  return [...new Set(roles)];
}
