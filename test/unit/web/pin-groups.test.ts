import { describe, expect, it } from 'vitest';
import { groupTitle, pinGroups, type PinOrGroup } from '../../../web/src/components/map/pin-groups';

const pin = (key: string, lat: number, lon: number) => ({ key, lat, lon, title: `${key}: 1 event` });
const BOSTON = pin('Boston', 42.36, -71.06);
const NEW_YORK = pin('New York', 40.71, -74.01);
const CHICAGO = pin('Chicago', 41.88, -87.63);

const shape = (items: Array<PinOrGroup<ReturnType<typeof pin>>>) =>
  items.map((item) => (item.kind === 'pin' ? item.pin.key : item.pins.map((member) => member.key).sort())).sort();

describe('pins that would cover one another on a map (a person’s places)', () => {
  const groups = pinGroups([BOSTON, NEW_YORK, CHICAGO]);

  it('groups Boston and New York on a map of the whole country (some 24 px apart, a pin is 30) and keeps Chicago apart', () => {
    expect(shape(groups.at(3))).toEqual([['Boston', 'New York'], 'Chicago']);
    const group = groups.at(3).find((item) => item.kind === 'group');
    expect(group).toMatchObject({ kind: 'group', expansionZoom: 4 });
  });

  it('shows every pin on its own once they stand apart', () => {
    expect(shape(groups.at(5))).toEqual(['Boston', 'Chicago', 'New York']);
  });

  it('knows how close to fly for a place chosen in the list to stand on its own', () => {
    expect(groups.zoomShowingAlone('Boston', 2)).toBe(4);
    expect(groups.zoomShowingAlone('Chicago', 2)).toBe(2);
    expect(groups.zoomShowingAlone('Boston', 6)).toBe(6);
    // A pin the groups do not hold (a photo's thumbnail) is left at the zoom asked for.
    expect(groups.zoomShowingAlone('a photo', 6)).toBe(6);
  });

  it('keeps places at one spot as a group that never parts (its popup shows them together)', () => {
    const sameSpot = pinGroups([pin('Thornton', 53.79, -1.85), pin('Thornton, Nr. Bradford', 53.79, -1.85)]);
    expect(sameSpot.at(18)).toEqual([expect.objectContaining({ kind: 'group', expansionZoom: null })]);
  });

  it('names up to three places in a group’s title and counts the rest', () => {
    expect(groupTitle([BOSTON, NEW_YORK])).toBe('2 places: Boston: 1 event; New York: 1 event');
    expect(groupTitle([BOSTON, NEW_YORK, CHICAGO, pin('Albany', 42.65, -73.75)])).toBe('4 places: Boston: 1 event; New York: 1 event; 2 more');
  });
});
