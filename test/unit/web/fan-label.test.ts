import { describe, expect, it } from 'vitest';
import { fanLayout, type FanWedge } from '../../../web/src/features/tree/utils/fan-layout';
import { wedgeLabel } from '../../../web/src/features/tree/utils/fan-label';
import { textWidth } from '../../../web/src/features/tree/utils/name-lines';

/** The wedges of a fan with every place known to the 5th generation (parents to 3x-great-grandparents). */
function fullFan(): FanWedge[] {
  const nodes: Array<{ key: string; sex: string }> = [{ key: 'p', sex: 'F' }];
  const links: Array<{ from: string; to: string }> = [];
  const addParents = (child: string, depth: number) => {
    if (depth === 0) return;
    for (const sex of ['M', 'F']) {
      const key = `${child}${sex}`;
      nodes.push({ key, sex });
      links.push({ from: key, to: child });
      addParents(key, depth - 1);
    }
  };
  addParents('p', 5);
  const graph = {
    root: 'p',
    nodes: nodes.map(({ key, sex }) => ({ key, name: key, sex, person_thumbnail_url: [], category: 'person' as const })),
    links: links.map((link) => ({ ...link, category: 'parent' as const, status: 'other' as const, labelKeys: [] })),
  };
  return fanLayout(graph, 6)!.wedges;
}

const NAMES = ['Jo Ray', 'Thomas "Tom" Hartley', 'Máire Ó Briain', 'Bartholomew Montgomery-Featherstonehaugh', 'Wilhelmina Constance Ermintrude Fortescue-Smythe'];

/**
 * Every corner of every line drawn for a wedge, as distance from the fan's middle and degrees from
 * straight up, for a name written along the ring: lines centred on the wedge's middle radius
 * `label.radius` out, stacked towards the middle, each as wide as the card font's estimate.
 */
function cornersOf(wedge: FanWedge) {
  const label = wedgeLabel(wedge);
  const middle = (wedge.startAngle + wedge.endAngle) / 2;
  const rows = [...label.lines.map((line) => textWidth(line, label.fontSize)), ...(label.years ? [textWidth(label.years, label.fontSize - 1.5)] : [])];
  const corners: Array<{ distance: number; angle: number }> = [];
  rows.forEach((width, row) => {
    const top = label.radius + (rows.length / 2 - row) * label.lineHeight;
    for (const distanceFromMiddle of [top, top - label.lineHeight]) {
      for (const x of [-width / 2, width / 2]) {
        corners.push({ distance: Math.hypot(x, distanceFromMiddle), angle: middle + (Math.atan2(x, distanceFromMiddle) * 180) / Math.PI });
      }
    }
  });
  return { label, corners };
}

describe("a fan chart wedge's name", () => {
  it('stays inside its wedge on the parents\' and grandparents\' rings, whatever its length', () => {
    const along = fullFan().filter((wedge) => wedge.generation <= 2);
    expect(along).toHaveLength(6);
    for (const wedge of along) {
      for (const name of NAMES) {
        for (const years of [null, '1890–1965']) {
          const { label, corners } = cornersOf({ ...wedge, name, years });
          expect(label.direction).toBe('along');
          for (const corner of corners) {
            expect(corner.distance, `${name} in ${wedge.generation}:${wedge.slot}`).toBeLessThanOrEqual(wedge.outerRadius);
            expect(corner.distance, `${name} in ${wedge.generation}:${wedge.slot}`).toBeGreaterThanOrEqual(wedge.innerRadius);
            expect(corner.angle, `${name} in ${wedge.generation}:${wedge.slot}`).toBeGreaterThanOrEqual(wedge.startAngle);
            expect(corner.angle, `${name} in ${wedge.generation}:${wedge.slot}`).toBeLessThanOrEqual(wedge.endAngle);
          }
        }
      }
    }
  });

  it('shows a parent\'s usual name whole with their years, in two lines when one is too long for the ring', () => {
    const [father] = fullFan();
    const label = wedgeLabel({ ...father!, name: 'Thomas "Tom" Hartley', years: '1950–2020' });
    expect(label.lines.join(' ')).toBe('Thomas "Tom" Hartley');
    expect(label.years).toBe('1950–2020');
    expect(wedgeLabel({ ...father!, name: 'Jo Ray', years: null }).lines).toEqual(['Jo Ray']);
  });

  it('keeps a short name in the middle of the ring, and moves a long one only as far in as it needs', () => {
    const [father] = fullFan();
    const middle = (father!.innerRadius + father!.outerRadius) / 2;
    expect(wedgeLabel({ ...father!, name: 'Jo Ray', years: null }).radius).toBe(middle);
    const long = wedgeLabel({ ...father!, name: 'Bartholomew Montgomery-Featherstonehaugh', years: '1850–1921' });
    expect(long.radius).toBeLessThan(middle);
    expect(long.radius).toBeGreaterThan(father!.innerRadius);
  });

  it('runs along the radius further out, cut with an ellipsis when the ring is too shallow for it', () => {
    const outer = fullFan().filter((wedge) => wedge.generation >= 3);
    for (const wedge of outer) {
      const label = wedgeLabel({ ...wedge, name: 'Wilhelmina Constance Ermintrude Fortescue-Smythe', years: null });
      expect(label.direction).toBe('across');
      for (const line of label.lines) expect(textWidth(line, label.fontSize)).toBeLessThanOrEqual(wedge.outerRadius - wedge.innerRadius);
    }
  });
});
