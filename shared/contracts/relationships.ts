import { z } from 'zod';
import { entityId, personSummary } from './family';

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
  /** 'second cousin once removed', 'half brother', 'step-mother', 'brother-in-law'. */
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
