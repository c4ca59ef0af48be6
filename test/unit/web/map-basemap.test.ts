// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fitLabels, labelBox, markerBox } from '../../../web/src/components/map/label-layout';
import { unwrapRing } from '../../../web/src/components/map/offline-basemap';

describe('place names on the map', () => {
  it('keeps the most important names and drops the ones that would overlap them', () => {
    const places = [
      { name: 'Denver', x: 100, y: 100 },
      { name: 'Aurora', x: 120, y: 104 }, // on top of Denver
      { name: 'Boulder', x: 100, y: 160 },
      { name: 'Offscreen', x: -50, y: 10 },
    ];
    const kept = fitLabels(places, (place) => (place.x < 0 ? null : labelBox(place.x, place.y, place.name)));
    expect(kept.map((place) => place.name)).toEqual(['Denver', 'Boulder']);
  });

  it('leaves out the names a marker would hide, and keeps those beside it', () => {
    const places = [
      { name: 'Boston', x: 300, y: 200 },
      { name: 'Quincy', x: 310, y: 225 },
      { name: 'Lowell', x: 260, y: 90 },
    ];
    // A 34 px group pin with its ring over Boston, and the point of a 25 x 41 place pin at Quincy.
    const markers = [markerBox({ x: 296, y: 198 }, [42, 42]), markerBox({ x: 312, y: 226 }, [25, 41], [12, 41])];
    const kept = fitLabels(places, (place) => labelBox(place.x, place.y, place.name), markers);
    expect(kept.map((place) => place.name)).toEqual(['Lowell']);
    expect(markerBox({ x: 100, y: 100 }, [30, 30])).toEqual({ x: 85, y: 85, width: 30, height: 30 });
  });
});

describe('shapes across the antimeridian', () => {
  it('continues a ring past 180 degrees instead of jumping back to -180', () => {
    expect(unwrapRing([[179, -16], [-179.5, -16.5], [-179, -17], [179, -17], [179, -16]])).toEqual([[179, -16], [180.5, -16.5], [181, -17], [179, -17], [179, -16]]);
    expect(unwrapRing([[10, 50], [11, 51]])).toEqual([[10, 50], [11, 51]]);
  });
});
