import { useQuery } from '@tanstack/react-query';
import { BUILD_MAP_TILES, MAP_TILES_CONFIG_PATH, type MapTiles } from '../../config/map';

/** Reads the stage's tile settings (see config/map.ts); null when there are none or they are unreadable. */
async function fetchStageTiles(): Promise<MapTiles | null> {
  const response = await fetch(MAP_TILES_CONFIG_PATH, { headers: { accept: 'application/json' } });
  if (!response.ok || !response.headers.get('content-type')?.includes('json')) return null;
  const body = (await response.json()) as Partial<MapTiles>;
  if (typeof body.url !== 'string' || !/^https:\/\/[^\s]+\{z\}[^\s]*$/.test(body.url)) return null;
  return { url: body.url, attribution: typeof body.attribution === 'string' ? body.attribution : '' };
}

/** The tiles to draw over the offline basemap: the build's, else the stage's, else none. */
export function useMapTiles(): MapTiles | null {
  const stage = useQuery({
    queryKey: ['map-tiles'],
    queryFn: () => fetchStageTiles().catch(() => null),
    enabled: !BUILD_MAP_TILES,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  return BUILD_MAP_TILES ?? stage.data ?? null;
}
