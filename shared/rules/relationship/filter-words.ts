import type { RelativeFilter } from '../../contracts/relationship-constants';
import { ordinalWord } from './words';

const PLURALS: Readonly<Record<Exclude<RelativeFilter, 'cousins'>, string>> = {
  ancestors: 'ancestors',
  descendants: 'descendants',
  'aunts-uncles': 'aunts and uncles',
  'in-laws': 'in-laws',
  branch: 'descendants together',
};

/** A relationship filter's people in words, lower case: 'second cousins', 'aunts and uncles'. */
export const relationWords = (relation: RelativeFilter, degree = 1): string => (relation === 'cousins' ? `${ordinalWord(degree)} cousins` : PLURALS[relation]);
