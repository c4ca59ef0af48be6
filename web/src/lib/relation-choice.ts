import { MAX_COUSIN_DEGREE, RELATIVE_FILTER_LABELS, RELATIVE_FILTERS, type RelativeFilter } from '@heirloom/shared/contracts/relationship-constants';
import { ordinalWord } from '@heirloom/shared/rules/relationship/words';

/** A relationship filter as an address carries it: the relation, a cousin's degree, a branch's partner. */
export interface RelationChoice {
  relation: RelativeFilter;
  degree: number;
  partnerId?: string;
}

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Second cousins', 'Aunts & Uncles'. */
export const relationTitle = (relation: RelativeFilter, degree: number) => (relation === 'cousins' ? `${capitalised(ordinalWord(degree))} cousins` : RELATIVE_FILTER_LABELS[relation]);

/** Reads ?relation=&degree=&partner_id= (a branch without its partner waits for one to be chosen). */
export function relationChoiceOf(params: URLSearchParams): RelationChoice | null {
  const relation = params.get('relation');
  if (!relation || !(RELATIVE_FILTERS as readonly string[]).includes(relation)) return null;
  const degree = Number(params.get('degree') ?? 1);
  return { relation: relation as RelativeFilter, degree: Number.isInteger(degree) && degree >= 1 && degree <= MAX_COUSIN_DEGREE ? degree : 1, partnerId: params.get('partner_id') || undefined };
}

/** The address's fields for a choice (what relationChoiceOf reads back). */
export const relationParams = (choice: RelationChoice): Record<string, string> => ({
  relation: choice.relation,
  ...(choice.relation === 'cousins' ? { degree: String(choice.degree) } : {}),
  ...(choice.relation === 'branch' && choice.partnerId ? { partner_id: choice.partnerId } : {}),
});

