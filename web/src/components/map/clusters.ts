import type { MapPoint } from '@heirloom/shared/contracts/photos';
import Supercluster from 'supercluster';

export interface PlaceProperties {
  location_id: string;
  formatted_address: string;
  image_count: number;
  event_count: number;
}

export interface ClusterProperties {
  image_count: number;
  event_count: number;
  places: number;
}

export type MapMarker =
  | { kind: 'place'; key: string; lat: number; lon: number; place: PlaceProperties }
  | { kind: 'cluster'; key: string; lat: number; lon: number; clusterId: number; counts: ClusterProperties };

export type ClusterIndex = Supercluster<PlaceProperties, ClusterProperties>;

/** Points into a cluster index that adds up photos, events and places as it groups them. */
export function clusterIndex(points: readonly MapPoint[]): ClusterIndex {
  const index = new Supercluster<PlaceProperties, ClusterProperties>({
    radius: 60,
    maxZoom: 16,
    map: (place) => ({ image_count: place.image_count, event_count: place.event_count, places: 1 }),
    reduce: (total, next) => {
      total.image_count += next.image_count;
      total.event_count += next.event_count;
      total.places += next.places;
    },
  });
  index.load(
    points.map((point) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [point.lon, point.lat] },
      properties: { location_id: point.location_id, formatted_address: point.formatted_address, image_count: point.image_count, event_count: point.event_count },
    })),
  );
  return index;
}

/** The markers to draw for a view: single places, and clusters where places crowd together. */
export function markersFor(index: ClusterIndex, bounds: [number, number, number, number], zoom: number): MapMarker[] {
  return index.getClusters(bounds, Math.round(zoom)).map((feature) => {
    const [lon, lat] = feature.geometry.coordinates as [number, number];
    const properties = feature.properties;
    if ('cluster' in properties && properties.cluster) {
      return { kind: 'cluster', key: `c-${properties.cluster_id}`, lat, lon, clusterId: properties.cluster_id, counts: { image_count: properties.image_count, event_count: properties.event_count, places: properties.places } };
    }
    const place = properties as PlaceProperties;
    return { kind: 'place', key: `p-${place.location_id}`, lat, lon, place };
  });
}

/** '12 photos, 2 events'. */
export function countsText(images: number, events: number): string {
  const photos = `${images.toLocaleString('en')} ${images === 1 ? 'photo' : 'photos'}`;
  return events > 0 ? `${photos}, ${events.toLocaleString('en')} ${events === 1 ? 'event' : 'events'}` : photos;
}
