import { isKnownGender } from '../gender';
import { shapeOf, type CoupleKind, type KinPath, type KinStep } from './kin-path';
import { greats, ordinalWord, removedWords } from './words';

/**
 * What kind of relative a path names: by blood, a partner, a step relation (a parent's partner who
 * is not a parent, a partner's child, a parent's partner's child), an in-law (a partner's
 * relatives, relatives' partners), or a chain of words for paths no single word names.
 */
export type RelationshipKind = 'self' | 'blood' | 'partner' | 'step' | 'in-law' | 'chain';

export interface Relationship {
  /** The words: 'second cousin once removed', 'half brother', 'stepmother', 'step-grandfather', 'brother-in-law'. */
  term: string;
  kind: RelationshipKind;
  /** The path told step by step from ego: "mother’s brother’s son". */
  chain: string;
}

/** A noun by sex; `n` null means the neutral form is "aunt or uncle" (English has no common neutral word). */
interface Noun {
  m: string;
  f: string;
  n: string | null;
  /** Words after the noun that an '-in-law' goes before: 'once removed'. */
  tail?: string;
}

/** Step relations written as one word, as dictionaries spell them ('stepmother'); further out the hyphen stays ('step-grandfather'). */
const CLOSED_STEP_WORDS = new Set(['father', 'mother', 'parent', 'son', 'daughter', 'child', 'brother', 'sister', 'sibling']);

function render(noun: Noun, sex: string | null | undefined, prefix = '', suffix = ''): string {
  const one = (word: string) => `${prefix.endsWith('step-') && CLOSED_STEP_WORDS.has(word) ? prefix.slice(0, -1) : prefix}${word}${suffix}`;
  const known = isKnownGender(sex);
  const base = known ? one(sex === 'Male' ? noun.m : noun.f) : noun.n !== null ? one(noun.n) : `${one(noun.f)} or ${one(noun.m)}`;
  return noun.tail ? `${base} ${noun.tail}` : base;
}

const ancestorNoun = (up: number): Noun =>
  up === 1 ? { m: 'father', f: 'mother', n: 'parent' } : { m: `${greats(up - 2)}grandfather`, f: `${greats(up - 2)}grandmother`, n: `${greats(up - 2)}grandparent` };

const descendantNoun = (down: number): Noun =>
  down === 1 ? { m: 'son', f: 'daughter', n: 'child' } : { m: `${greats(down - 2)}grandson`, f: `${greats(down - 2)}granddaughter`, n: `${greats(down - 2)}grandchild` };

/** Consanguinity by the generations up to the common ancestor and down from it. */
function bloodNoun(up: number, down: number): Noun {
  if (down === 0) return ancestorNoun(up);
  if (up === 0) return descendantNoun(down);
  if (up === 1 && down === 1) return { m: 'brother', f: 'sister', n: 'sibling' };
  if (down === 1) return { m: `${greats(up - 2)}uncle`, f: `${greats(up - 2)}aunt`, n: null };
  if (up === 1) return { m: `${greats(down - 2)}nephew`, f: `${greats(down - 2)}niece`, n: null };
  const degree = Math.min(up, down) - 1;
  const removed = Math.abs(up - down);
  const cousin = `${ordinalWord(degree)} cousin`;
  return removed === 0 ? { m: cousin, f: cousin, n: cousin } : { m: cousin, f: cousin, n: cousin, tail: removedWords(removed) };
}

const PARTNER_NOUNS: Readonly<Record<CoupleKind, Noun>> = {
  married: { m: 'husband', f: 'wife', n: 'spouse' },
  divorced: { m: 'ex-husband', f: 'ex-wife', n: 'ex-spouse' },
  other: { m: 'partner', f: 'partner', n: 'partner' },
};

function stepNoun(step: KinStep): Noun {
  if (step.kind === 'partner') return PARTNER_NOUNS[step.status];
  return step.kind === 'parent' ? ancestorNoun(1) : descendantNoun(1);
}

/** One step's word, for the person it reaches: 'father', 'daughter', 'ex-wife'. */
export function stepWord(step: KinStep, sex: string | null | undefined): string {
  return render(stepNoun(step), sex);
}

const SIBLING: Noun = { m: 'brother', f: 'sister', n: 'sibling' };

/**
 * "mother’s brother’s son": each step named from the person before, with the sex of the person it
 * reaches; a step up to a parent and down to another of their children is one word, a brother or
 * sister, as people say it ("father’s brother", not "father’s father’s son").
 */
export function chainOf(path: KinPath): string {
  const words: string[] = [];
  for (let index = 0; index < path.steps.length; index++) {
    const step = path.steps[index]!;
    const next = path.steps[index + 1];
    if (step.kind === 'parent' && !step.adoptive && next?.kind === 'child' && !next.adoptive) {
      words.push(render(SIBLING, path.sexes[index + 2]));
      index += 1;
    } else {
      words.push(stepWord(step, path.sexes[index + 1]));
    }
  }
  return words.join('’s ');
}

/** The relationship of the last person of `path` to the first. */
export function describeRelationship(path: KinPath): Relationship {
  const sex = path.sexes[path.steps.length];
  const chain = chainOf(path);
  const shape = shapeOf(path.steps);
  const asChain: Relationship = { term: chain, kind: 'chain', chain };
  if (!shape) return asChain;
  const { startPartner, up, apexPartner, down, endPartner } = shape;
  const halfPrefix = path.half && up > 0 && down > 0 ? 'half ' : '';

  if (startPartner === null && apexPartner === null && endPartner === null) {
    if (up === 0 && down === 0) return { term: 'self', kind: 'self', chain: '' };
    const only = path.steps.length === 1 ? path.steps[0]! : undefined;
    if (only && only.kind !== 'partner' && only.adoptive) {
      return { term: only.kind === 'parent' ? render(ancestorNoun(1), sex, 'adoptive ') : render({ m: 'adopted son', f: 'adopted daughter', n: 'adopted child' }, sex), kind: 'blood', chain };
    }
    return { term: render(bloodNoun(up, down), sex, halfPrefix), kind: 'blood', chain };
  }
  if (up === 0 && down === 0) {
    // One partner and nothing else (two in a row have no shape).
    return { term: render(PARTNER_NOUNS[(startPartner ?? endPartner)!], sex), kind: 'partner', chain };
  }
  if (apexPartner !== null) {
    // A parent's partner's child, a grandparent's partner's child...: step relations of the line's word.
    if (startPartner !== null || endPartner !== null) return asChain;
    return { term: render(bloodNoun(up, down), sex, formerly(apexPartner, 'step-')), kind: 'step', chain };
  }
  if (startPartner !== null && endPartner !== null) {
    // A partner's sibling's partner is a brother- or sister-in-law too; further out, words say it better.
    if (up === 1 && down === 1) return { term: render(bloodNoun(1, 1), sex, halfPrefix, '-in-law'), kind: 'in-law', chain };
    return asChain;
  }
  if (startPartner !== null) {
    // A partner's descendants are step-children; their other relatives are in-laws.
    if (up === 0) return { term: render(descendantNoun(down), sex, formerly(startPartner, 'step-')), kind: 'step', chain };
    return { term: render(bloodNoun(up, down), sex, formerly(startPartner, halfPrefix), '-in-law'), kind: 'in-law', chain };
  }
  const last = endPartner!;
  // An ancestor's partner who is not the ancestor's co-parent on this line is a step-parent.
  if (down === 0) return { term: render(ancestorNoun(up), sex, formerly(last, 'step-')), kind: 'step', chain };
  // An aunt's husband is an uncle "by marriage": "uncle-in-law" would be a partner's uncle.
  if (up >= 2 && down === 1) {
    const noun = bloodNoun(up, down);
    return { term: render({ ...noun, tail: 'by marriage' }, sex, formerly(last, halfPrefix)), kind: 'in-law', chain };
  }
  return { term: render(bloodNoun(up, down), sex, formerly(last, halfPrefix), '-in-law'), kind: 'in-law', chain };
}

/** A relation through a divorced couple is a former one. */
const formerly = (status: CoupleKind, prefix: string): string => (status === 'divorced' ? `former ${prefix}` : prefix);

/** How many partners a path crosses. */
export const partnerCount = (path: Pick<KinPath, 'steps'>): number => path.steps.filter((step) => step.kind === 'partner').length;

/**
 * Closest first: fewer steps, then fewer partners crossed (blood before marriage), then full before
 * half relations.
 */
export function compareKinPaths(a: KinPath, b: KinPath): number {
  return a.steps.length - b.steps.length || partnerCount(a) - partnerCount(b) || Number(a.half ?? false) - Number(b.half ?? false);
}

/**
 * The relationship said of someone: 'your second cousin once removed' when ego is the reader,
 * otherwise "Ann Lee’s second cousin once removed".
 */
export function relationshipPhrase(term: string, ego: { you: true } | { name: string }): string {
  if ('you' in ego) return term === 'self' ? 'you' : `your ${term}`;
  if (term === 'self') return ego.name;
  return `${ego.name}’s ${term}`;
}
