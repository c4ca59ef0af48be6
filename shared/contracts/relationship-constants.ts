/**
 * The relationship filters' names without the schemas (relationships.ts re-exports them), so the
 * people list can read its address without loading zod.
 */
export const RELATIVE_FILTERS = ['ancestors', 'descendants', 'aunts-uncles', 'cousins', 'in-laws', 'branch'] as const;
export type RelativeFilter = (typeof RELATIVE_FILTERS)[number];
export const RELATIVE_FILTER_LABELS: Readonly<Record<RelativeFilter, string>> = {
  ancestors: 'Ancestors',
  descendants: 'Descendants',
  'aunts-uncles': 'Aunts & Uncles',
  cousins: 'Cousins',
  'in-laws': 'In-laws',
  branch: 'Branch',
};
/** The filters the people list offers for one person (a branch needs a couple). */
export const LISTED_RELATIONS: readonly RelativeFilter[] = ['ancestors', 'descendants', 'aunts-uncles', 'cousins', 'in-laws'];
export const MAX_COUSIN_DEGREE = 8;
