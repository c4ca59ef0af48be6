import type { RelationshipLink } from '@heirloom/shared/contracts/relationships';
import type { KinStep } from '@heirloom/shared/rules/relationship/kin-path';

/** The calculator's step for a link of the answer, to name each person along a drawn path. */
export function kinStepOf(link: RelationshipLink): KinStep {
  switch (link) {
    case 'parent':
      return { kind: 'parent' };
    case 'adoptive parent':
      return { kind: 'parent', adoptive: true };
    case 'child':
      return { kind: 'child' };
    case 'adopted child':
      return { kind: 'child', adoptive: true };
    case 'spouse':
      return { kind: 'partner', status: 'married' };
    case 'ex-spouse':
      return { kind: 'partner', status: 'divorced' };
    case 'partner':
      return { kind: 'partner', status: 'other' };
  }
}

/** Up, down or across: how the drawn chain shows a link. */
export const linkDirection = (link: RelationshipLink): 'up' | 'down' | 'across' =>
  link === 'parent' || link === 'adoptive parent' ? 'up' : link === 'child' || link === 'adopted child' ? 'down' : 'across';
