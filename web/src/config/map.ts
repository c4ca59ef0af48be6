/**
 * The map draws its own offline basemap (Natural Earth land, coasts and borders, GeoNames place
 * names) and needs nothing else. A stage may add raster tiles on top, with their credit:
 *   - at build time: VITE_MAP_TILE_URL (e.g. https://tiles.example.com/{z}/{x}/{y}.png) and
 *     VITE_MAP_TILE_ATTRIBUTION;
 *   - at deploy time: `cdk deploy -c mapTileUrl=... -c mapTileAttribution=...` writes
 *     MAP_TILES_CONFIG_PATH beside the site, read when a map first opens.
 * Offline, or where a tile fails, the basemap shows through.
 */
export interface MapTiles {
  url: string;
  attribution: string;
}

export const MAP_TILES_CONFIG_PATH = '/map-tiles.json';

const buildUrl = (import.meta.env.VITE_MAP_TILE_URL as string | undefined)?.trim();
const buildAttribution = (import.meta.env.VITE_MAP_TILE_ATTRIBUTION as string | undefined)?.trim();

/** Tiles set by the build, or null. */
export const BUILD_MAP_TILES: MapTiles | null = buildUrl ? { url: buildUrl, attribution: buildAttribution || '&copy; OpenStreetMap contributors' } : null;

/** Spec 001 sections 2 and 9: the map starts over the central United States at zoom 4. */
export const MAP_START = { center: [39.5, -98.35] as [number, number], zoom: 4 };

/** Fitting the view to the family's places never zooms in closer than this (one place: a town). */
export const MAP_FIT_MAX_ZOOM = 10;
