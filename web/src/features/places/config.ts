/**
 * The map's tiles come from the build (VITE_MAP_TILE_URL, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png,
 * with VITE_MAP_TILE_ATTRIBUTION). Without one the map still works: points on a plain background,
 * which is also what an offline device sees.
 */
export const MAP_TILE_URL: string | undefined = (import.meta.env.VITE_MAP_TILE_URL as string | undefined)?.trim() || undefined;
export const MAP_TILE_ATTRIBUTION: string = (import.meta.env.VITE_MAP_TILE_ATTRIBUTION as string | undefined)?.trim() || '&copy; OpenStreetMap contributors';

/** Spec 001 sections 2 and 9: the map starts over the central United States at zoom 4. */
export const MAP_START = { center: [39.5, -98.35] as [number, number], zoom: 4 };
