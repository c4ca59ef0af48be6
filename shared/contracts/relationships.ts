import * as z from 'zod';
import { entityId, personSummary, personView } from './family';
import { MAX_COUSIN_DEGREE, RELATIVE_FILTERS } from './relationship-constants';

/**
 * How are we related? (issue 34). GET /relationship/{personId}/{otherId} tells how the first
 * person is related to the second ("Ann is your second cousin once removed" when the second is
 * the reader's own person), read from the tree's events, with each path for the page to draw.
 */

/** The most paths one answer gives, closest first. */
export const RELATIONSHIPS_LIMIT = 6;

export const relationshipParams = z.object({ personId: entityId, otherId: entityId });

/** One link from the person before to the person after along a path. */
export const relationshipLink = z.enum(['parent', 'adoptive parent', 'child', 'adopted child', 'spouse', 'ex-spouse', 'partner']);
export type RelationshipLink = z.infer<typeof relationshipLink>;

export const relationshipView = z.object({
  /** 'second cousin once removed', 'half brother', 'stepmother', 'brother-in-law'. */
  term: z.string(),
  /** 'your second cousin once removed', or 'Bob Lee’s …' when the second person is not the reader. */
  phrase: z.string(),
  kind: z.enum(['self', 'blood', 'partner', 'step', 'in-law', 'chain']),
  /** The path in steps from the second person: 'father’s brother’s son'. */
  chain: z.string(),
  /** From the second person (`other`) to the first (`person`); one more than `links`. */
  path: z.array(z.string()),
  links: z.array(relationshipLink),
  /** Where the two lines meet (a couple, or one person for half relations); empty for straight lines. */
  common_ancestors: z.array(z.string()),
});
export type RelationshipView = z.infer<typeof relationshipView>;

export const relationshipResponse = z.object({
  person: personSummary,
  other: personSummary,
  /** Closest first; empty when no path was found within the generations searched. */
  relationships: z.array(relationshipView),
  /** Everyone on the paths, for names and pictures. */
  people: z.array(personSummary),
  /** How far up from each of the two the tree was searched. */
  generations_searched: z.number().int(),
});
export type RelationshipResponse = z.infer<typeof relationshipResponse>;

// ---------------------------------------------------------------- relatives as people-list filters

/**
 * GET /person/{id}/relatives?relation=: the people a relationship filter names, for the people
 * list (issue 34 item 2). Cousins take a degree (1 first cousins ... 8 eighth cousins); a branch is
 * everyone descended from the person and a partner (`partner_id`).
 */
export { LISTED_RELATIONS, MAX_COUSIN_DEGREE, RELATIVE_FILTER_LABELS, RELATIVE_FILTERS, type RelativeFilter } from './relationship-constants';

/** A relation a filter names, and a cousin's degree: the people list's and the photo strip's. */
export const relationField = z.enum(RELATIVE_FILTERS, { error: `Choose a relation: ${RELATIVE_FILTERS.join(', ')}` });
export const cousinDegree = z.coerce
  .number({ error: 'The degree is a number' })
  .int('The degree is a whole number')
  .min(1, 'Cousins start at first cousins (degree 1)')
  .max(MAX_COUSIN_DEGREE, `Cousins go up to eighth cousins (degree ${MAX_COUSIN_DEGREE})`);
export const BRANCH_NEEDS_PARTNER = 'A branch needs the partner: give partner_id';

export const relativesQuery = z
  .object({
    relation: relationField,
    degree: cousinDegree.default(1),
    partner_id: entityId.optional(),
    /** Opaque: the last person of the page before (generation, name, id). */
    cursor: z.string().max(800, 'That page is not valid').regex(/^g\d{1,2}\.[A-Za-z0-9_-]+$/, 'That page is not valid').optional(),
  })
  .refine((query) => query.relation !== 'branch' || query.partner_id !== undefined, { message: BRANCH_NEEDS_PARTNER, path: ['partner_id'] });
export type RelativesQuery = z.output<typeof relativesQuery>;

export const relativesResponse = z.object({
  /** Nearest generations first, then by name; 50 a page. */
  people: z.array(personView),
  /** Opaque; null on the last page. */
  cursor: z.string().nullable(),
  /** Whose relatives these are. */
  person: personSummary,
  /** The walk stopped at its bound (10 generations, 2,000 people): a huge branch is not listed whole. */
  truncated: z.boolean(),
});
export type RelativesResponse = z.infer<typeof relativesResponse>;
