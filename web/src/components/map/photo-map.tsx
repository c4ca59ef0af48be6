import 'leaflet/dist/leaflet.css';
import { Box, Button } from '@chakra-ui/react';
import { MapIcon } from '../ui/icons';
import type { MapPoint } from '@heirloom/shared/contracts/photos';
import L from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import { MAP_FIT_MAX_ZOOM, MAP_START } from '../../config/map';
import { clusterIndex, countsText, markersFor, type ClusterIndex, type MapMarker } from './clusters';
import { markerBox } from './label-layout';
import { useMapTiles } from './map-tiles';
import { BASEMAP_COLORS, OfflineBasemap } from './offline-basemap';
import { PLACE_LABEL_CSS, PlaceLabels, type MarkerBoxes } from './place-labels';

// Bundlers rename Leaflet's own marker pictures, so it is told where they went.
const PLACE_ICON_SIZE: [number, number] = [25, 41];
const PLACE_ICON_ANCHOR: [number, number] = [12, 41];
const defaultIcon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: PLACE_ICON_SIZE,
  iconAnchor: PLACE_ICON_ANCHOR,
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
});
L.Marker.prototype.options.icon = defaultIcon;

/** A cluster's badge grows with its photo count, from 34 px to 64. */
const clusterSize = (images: number) => Math.round(Math.min(64, 34 + Math.log10(Math.max(1, images)) * 10));
/** The cluster badge's ring, drawn outside it (box-shadow 5 px). */
const CLUSTER_RING_PX = 5;

/** Each marker's box on screen (a cluster with its ring, a place's pin above its point): the place names keep out of them. */
const clusterBoxes =
  (index: ClusterIndex): MarkerBoxes =>
  (map) =>
    markersFor(index, boundsOf(map), map.getZoom()).map((marker) => {
      const at = map.latLngToContainerPoint([marker.lat, marker.lon]);
      if (marker.kind === 'place') return markerBox(at, PLACE_ICON_SIZE, PLACE_ICON_ANCHOR);
      const size = clusterSize(marker.counts.image_count) + 2 * CLUSTER_RING_PX;
      return markerBox(at, [size, size]);
    });

const boundsOf = (map: L.Map): [number, number, number, number] => {
  const bounds = map.getBounds();
  return [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];
};

/** A cluster: a round badge with its photo count, sized by it, and its event count beside. */
function clusterIcon(marker: Extract<MapMarker, { kind: 'cluster' }>): L.DivIcon {
  const { image_count: images, event_count: events } = marker.counts;
  const size = clusterSize(images);
  const eventBadge = events > 0 ? `<span class="hl-cluster-events" aria-hidden="true">${events}</span>` : '';
  return L.divIcon({
    className: 'hl-cluster',
    html: `<span class="hl-cluster-count" style="width:${size}px;height:${size}px">${images.toLocaleString('en')}</span>${eventBadge}`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/** Keeps the markers in step with the view (supercluster answers per view and zoom). */
function ClusteredMarkers({ index, onOpenPlace }: { index: ClusterIndex; onOpenPlace: (locationId: string) => void }) {
  const map = useMap();
  // The view changes outside React (drag, zoom): count the changes and work the markers out afresh.
  const [moves, setMoves] = useState(0);
  useMapEvents({ moveend: () => setMoves((count) => count + 1), zoomend: () => setMoves((count) => count + 1) });
  const markers = useMemo(() => {
    void moves;
    return markersFor(index, boundsOf(map), map.getZoom());
  }, [map, index, moves]);

  return markers.map((marker) =>
    marker.kind === 'cluster' ? (
      <Marker
        key={marker.key}
        position={[marker.lat, marker.lon]}
        icon={clusterIcon(marker)}
        title={`${marker.counts.places} places: ${countsText(marker.counts.image_count, marker.counts.event_count)}. Zoom in`}
        alt={`${marker.counts.places} places: ${countsText(marker.counts.image_count, marker.counts.event_count)}`}
        eventHandlers={{ click: () => map.flyTo([marker.lat, marker.lon], Math.min(index.getClusterExpansionZoom(marker.clusterId), 16), { duration: 0.4 }) }}
      />
    ) : (
      <Marker
        key={marker.key}
        position={[marker.lat, marker.lon]}
        title={`${marker.place.formatted_address}: ${countsText(marker.place.image_count, marker.place.event_count)}`}
        alt={marker.place.formatted_address}
        eventHandlers={{ click: () => onOpenPlace(marker.place.location_id) }}
      >
        <Tooltip direction="top" offset={[0, -36]}>
          <strong>{marker.place.formatted_address}</strong>
          <br />
          {countsText(marker.place.image_count, marker.place.event_count)}
        </Tooltip>
      </Marker>
    ),
  );
}

/**
 * The map opens over the central United States at zoom 4 (spec 001 sections 2 and 9); this control
 * brings every place into view when asked (a family in Australia finds its photos in one click).
 */
function FitToPhotosControl({ points }: { points: readonly MapPoint[] }) {
  const map = useMap();
  const ref = useRef<HTMLDivElement>(null);
  // Clicks on the control are not clicks on the map (no drag, no zoom behind it).
  useEffect(() => {
    if (ref.current) L.DomEvent.disableClickPropagation(ref.current);
  }, []);
  if (points.length === 0) return null;
  const fit = () => map.fitBounds(L.latLngBounds(points.map((point) => [point.lat, point.lon] as [number, number])), { padding: [48, 48], maxZoom: MAP_FIT_MAX_ZOOM });
  return (
    <Box ref={ref} position="absolute" top="2.5" right="2.5" zIndex="1000">
      <Button size="sm" variant="surface" bg="bg.panel" shadow="sm" onClick={fit}>
        <MapIcon /> Fit to my photos
      </Button>
    </Box>
  );
}

interface PhotoMapProps {
  points: readonly MapPoint[];
  onOpenPlace: (locationId: string) => void;
}

/**
 * The photo map (spec 001 section 2): Leaflet opening over the central US at zoom 4, with a control
 * fitting it to the family's places; places clustered with their photo and event counts; a place opens
 * its location list. It draws on an offline basemap (config/map.ts); tiles a stage sets go on top.
 */
export function PhotoMap({ points, onOpenPlace }: PhotoMapProps) {
  const tiles = useMapTiles();
  const index = useMemo(() => clusterIndex(points), [points]);
  const markerBoxes = useMemo(() => clusterBoxes(index), [index]);
  return (
    <Box
      position="absolute"
      inset="0"
      rounded={{ base: 'none', md: 'xl' }}
      overflow="hidden"
      borderWidth={{ base: '0', md: '1px' }}
      borderColor="border"
      css={{
        '& .leaflet-container': { height: '100%', width: '100%', background: BASEMAP_COLORS.sea, fontFamily: 'inherit' },
        ...PLACE_LABEL_CSS,
        '& .hl-cluster': { background: 'transparent', border: 'none' },
        '& .hl-cluster-count': {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          borderRadius: '9999px',
          background: 'rgba(168, 75, 40, 0.92)',
          color: 'white',
          fontWeight: 700,
          fontSize: '13px',
          boxShadow: '0 0 0 5px rgba(198, 95, 54, 0.3), 0 2px 6px rgba(0,0,0,0.25)',
        },
        '& .hl-cluster-events': {
          position: 'absolute',
          top: '-6px',
          right: '-8px',
          minWidth: '20px',
          height: '20px',
          padding: '0 5px',
          borderRadius: '9999px',
          background: '#4D6B41',
          color: 'white',
          fontSize: '11px',
          fontWeight: 700,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          border: '2px solid white',
        },
      }}
    >
      <MapContainer center={MAP_START.center} zoom={MAP_START.zoom} minZoom={1} worldCopyJump scrollWheelZoom style={{ height: '100%', width: '100%' }}>
        <OfflineBasemap />
        {tiles ? <TileLayer url={tiles.url} attribution={tiles.attribution} /> : <PlaceLabels markerBoxes={markerBoxes} />}
        <ClusteredMarkers index={index} onOpenPlace={onOpenPlace} />
        <FitToPhotosControl points={points} />
      </MapContainer>
    </Box>
  );
}
