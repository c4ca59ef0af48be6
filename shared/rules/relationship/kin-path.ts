/**
 * A path between two people through the links the tree reads from events (kinship.ts in the
 * lambdas): up to a parent, down to a child, across to a partner. The calculator names the last
 * person of a path as a relative of the first ("ego"): a path up, up, down, down names a first cousin.
 */
export type CoupleKind = 'married' | 'divorced' | 'other';

export type KinStep =
  /** The next person is a parent of the one before (a step up a generation). */
  | { kind: 'parent'; adoptive?: boolean }
  /** The next person is a child of the one before (a step down). */
  | { kind: 'child'; adoptive?: boolean }
  /** The next person is a partner of the one before (married, divorced, or a couple by children or engagement). */
  | { kind: 'partner'; status: CoupleKind };

export interface KinPath {
  /** Each person's sex (as stored: 'Male', 'Female', free text or empty), from ego to the relative; one more than the steps. */
  sexes: ReadonlyArray<string | null | undefined>;
  steps: readonly KinStep[];
  /**
   * The two lines that meet at the common ancestor start from people who share only that one
   * parent (half brothers, half cousins). Meaningless for straight lines (ancestors, descendants).
   */
  half?: boolean;
}

/**
 * A path's shape: an optional partner first (ego's partner's relatives are in-laws or step-children),
 * `up` generations to the common ancestor, an optional partner there (a parent's partner's child is
 * a step-sibling), `down` generations, and an optional partner last (relatives' partners).
 * Undefined when the steps go another way (down then up: a child's other parent), which the
 * calculator tells as a chain of words instead.
 */
export interface KinShape {
  startPartner: CoupleKind | null;
  up: number;
  apexPartner: CoupleKind | null;
  down: number;
  endPartner: CoupleKind | null;
}

export function shapeOf(steps: readonly KinStep[]): KinShape | undefined {
  let at = 0;
  const partnerAt = (): CoupleKind | null => {
    const step = steps[at];
    if (step?.kind !== 'partner') return null;
    at += 1;
    return step.status;
  };
  const count = (kind: 'parent' | 'child'): number => {
    let n = 0;
    while (steps[at]?.kind === kind) {
      n += 1;
      at += 1;
    }
    return n;
  };
  const startPartner = partnerAt();
  const up = count('parent');
  // A partner between the two lines only joins them when both lines exist.
  const apexPartner = up > 0 ? partnerAt() : null;
  const down = count('child');
  if (apexPartner !== null && down === 0) {
    // Up then a partner and nothing below is a partner at the end (a parent's partner), not at the apex.
    if (at !== steps.length) return undefined;
    return { startPartner, up, apexPartner: null, down: 0, endPartner: apexPartner };
  }
  const endPartner = partnerAt();
  if (at !== steps.length) return undefined;
  // Two partners in a row (ego's husband's wife) or nothing but partners both ends of nothing is no shape.
  if (startPartner !== null && up === 0 && down === 0 && endPartner !== null) return undefined;
  return { startPartner, up, apexPartner, down, endPartner };
}
