import { endpoints } from '@heirloom/shared/contracts/http-api';
import type { MapLabel } from '@heirloom/shared/contracts/photos';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import { useEffect, useState } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import { api } from '../../lib/api-client';
import { fitLabels, labelBox, type ScreenBox } from './label-layout';

/** Above the basemap and any tiles, below the markers (600) and their tooltips. */
export const LABELS_PANE = 'hl-labels';

/** GeoNames' CC BY credit, short enough for a phone's map corner (the full text is in the place picker). */
const GEONAMES_CREDIT = 'Place names <a href="https://www.geonames.org/">GeoNames</a> (CC BY 4.0)';

/** How many of the view's biggest places are asked for; the ones that fit are drawn. */
const LABELS_ASKED = 80;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The asked-for box: the view rounded outwards to a grid that gets finer as the map zooms in, so small pans reuse an answer. */
function viewBox(map: L.Map) {
  const bounds = map.getBounds();
  const step = 360 / 2 ** Math.max(2, map.getZoom() + 1);
  const round = (value: number, direction: 'down' | 'up', limit: number) => Math.max(-limit, Math.min(limit, (direction === 'down' ? Math.floor : Math.ceil)(value / step) * step));
  // A view wider than the world asks for all of it.
  const wide = bounds.getEast() - bounds.getWest() >= 360;
  const west = wide ? -180 : L.Util.wrapNum(bounds.getWest(), [-180, 180], true);
  const east = wide ? 180 : L.Util.wrapNum(bounds.getEast(), [-180, 180], true);
  return {
    west: Number(round(west, 'down', 180).toFixed(4)),
    south: Number(round(bounds.getSouth(), 'down', 90).toFixed(4)),
    east: Number(round(east, 'up', 180).toFixed(4)),
    north: Number(round(bounds.getNorth(), 'up', 90).toFixed(4)),
  };
}

/** Where a map's markers are on screen now (label-layout.ts markerBox), so names are not drawn under them. */
export type MarkerBoxes = (map: L.Map) => ScreenBox[];

/**
 * Names of towns and cities on the offline basemap, from the app's gazetteer (GeoNames): the view's
 * most populous places, drawn biggest first where they fit without overlapping one another or the
 * map's markers (`markerBoxes`; a marker at Boston hid 'Boston' and half of 'Quincy').
 */
export function PlaceLabels({ markerBoxes }: { markerBoxes?: MarkerBoxes }) {
  const map = useMap();
  const [box, setBox] = useState(() => viewBox(map));
  const [moves, setMoves] = useState(0);
  useMapEvents({
    moveend: () => {
      setBox(viewBox(map));
      setMoves((count) => count + 1);
    },
  });
  const labels = useQuery({
    queryKey: ['map-labels', box],
    queryFn: ({ signal }) => api(endpoints.getMapLabels, { ...box, limit: LABELS_ASKED }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });

  const data = labels.data;
  useEffect(() => {
    if (!data) return;
    if (!map.getPane(LABELS_PANE)) {
      const pane = map.createPane(LABELS_PANE);
      pane.style.zIndex = '450';
      pane.style.pointerEvents = 'none';
    }
    const size = map.getSize();
    const shown = fitLabels<MapLabel>(
      data.labels,
      (label) => {
        const point = map.latLngToContainerPoint([label.lat, label.lon]);
        if (point.x < 0 || point.y < 0 || point.x > size.x || point.y > size.y) return null;
        return labelBox(point.x, point.y, label.name);
      },
      markerBoxes?.(map),
    );
    const group = L.layerGroup(
      shown.map((label) =>
        L.marker([label.lat, label.lon], {
          pane: LABELS_PANE,
          interactive: false,
          keyboard: false,
          icon: L.divIcon({ className: 'hl-place-label', html: `<span class="hl-place-dot"></span>${escapeHtml(label.name)}`, iconSize: undefined, iconAnchor: [4, 8] }),
        }),
      ),
      { attribution: GEONAMES_CREDIT },
    );
    group.addTo(map);
    return () => {
      group.remove();
    };
  }, [map, data, moves, markerBoxes]);

  return null;
}

/** The look of the place names; the map's container takes these. */
export const PLACE_LABEL_CSS = {
  '& .hl-place-label': {
    display: 'flex',
    alignItems: 'center',
    gap: '4px',
    whiteSpace: 'nowrap',
    fontSize: '12px',
    lineHeight: '16px',
    color: '#4a4037',
    textShadow: '0 0 2px #fff, 0 0 2px #fff, 0 0 3px #fff',
    background: 'transparent',
    border: 'none',
    width: 'auto !important',
    height: 'auto !important',
  },
  '& .hl-place-dot': { width: '5px', height: '5px', borderRadius: '9999px', background: '#6d5f52', flexShrink: 0 },
} as const;
