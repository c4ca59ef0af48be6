import Supercluster from 'supercluster';

/** What grouping needs of a pin: where it is and how it is named. */
export interface GroupablePin {
  key: string;
  lat: number;
  lon: number;
  title: string;
}

export type PinOrGroup<P extends GroupablePin> =
  | { kind: 'pin'; pin: P }
  /** expansionZoom: where the group parts; null for pins at one spot, which never part. */
  | { kind: 'group'; key: string; lat: number; lon: number; pins: P[]; expansionZoom: number | null };

export type PinGroups<P extends GroupablePin> = {
  /** The pins and groups to draw at a zoom level. */
  at(zoom: number): Array<PinOrGroup<P>>;
  /** The least zoom, from `from` up, at which the pin stands on its own. */
  zoomShowingAlone(key: string, from: number): number;
};

// Supercluster measures its radius on a 512-unit tile, Leaflet draws a 256-pixel one: 60 is 30 screen
// pixels, a pin's width, so pins are grouped exactly when they would overlap.
const RADIUS = 60;
const MAX_ZOOM = 18;
const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

/**
 * Pins that would cover one another at a zoom level (Boston and New York on a map of the whole
 * country) as one group, which zooms in when clicked, as on the photo map (clusters.ts).
 */
export function pinGroups<P extends GroupablePin>(pins: readonly P[]): PinGroups<P> {
  const byKey = new Map(pins.map((pin) => [pin.key, pin]));
  const index = new Supercluster<{ key: string }>({ radius: RADIUS, maxZoom: MAX_ZOOM });
  index.load(pins.map((pin) => ({ type: 'Feature' as const, geometry: { type: 'Point' as const, coordinates: [pin.lon, pin.lat] }, properties: { key: pin.key } })));

  const at = (zoom: number): Array<PinOrGroup<P>> =>
    index.getClusters(WORLD, Math.round(zoom)).map((feature) => {
      const [lon, lat] = feature.geometry.coordinates as [number, number];
      if ('cluster' in feature.properties && feature.properties.cluster) {
        const id = feature.properties.cluster_id;
        const members = index.getLeaves(id, Infinity).map((leaf) => byKey.get(leaf.properties.key)!);
        const expansionZoom = index.getClusterExpansionZoom(id);
        return { kind: 'group', key: `group-${members.map((pin) => pin.key).join('|')}`, lat, lon, pins: members, expansionZoom: expansionZoom <= MAX_ZOOM ? expansionZoom : null };
      }
      return { kind: 'pin', pin: byKey.get((feature.properties as { key: string }).key)! };
    });

  const zoomShowingAlone = (key: string, from: number): number => {
    if (!byKey.has(key)) return from;
    for (let zoom = Math.round(from); zoom <= MAX_ZOOM; zoom++) {
      if (at(zoom).some((item) => item.kind === 'pin' && item.pin.key === key)) return zoom;
    }
    // Pins at one spot never part: the closest view is as near as it gets.
    return MAX_ZOOM;
  };

  return { at, zoomShowingAlone };
}

/** '2 places: Boston, …: 1 event; New York, …: 2 events', naming two and counting the rest past three. */
export function groupTitle(pins: readonly GroupablePin[]): string {
  const titles = pins.map((pin) => pin.title);
  const named = titles.length <= 3 ? titles : [...titles.slice(0, 2), `${titles.length - 2} more`];
  return `${titles.length} places: ${named.join('; ')}`;
}
