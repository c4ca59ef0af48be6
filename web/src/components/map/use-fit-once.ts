import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';

/**
 * Brings every point into view the first time some arrive (a family in Australia is not left off
 * screen); later changes leave the person's own panning and zooming alone. With no points the map
 * keeps its start.
 */
export function useFitOnce(points: ReadonlyArray<{ lat: number; lon: number }>, maxZoom: number): void {
  const map = useMap();
  const fitted = useRef(false);
  useEffect(() => {
    if (fitted.current || points.length === 0) return;
    fitted.current = true;
    const bounds = L.latLngBounds(points.map((point) => [point.lat, point.lon] as [number, number]));
    map.fitBounds(bounds, { padding: [48, 48], maxZoom, animate: false });
  }, [map, points, maxZoom]);
}
