import 'leaflet/dist/leaflet.css';
import { Box } from '@chakra-ui/react';
import L from 'leaflet';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { MapContainer, Marker, Popup, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import { MAP_START } from '../../config/map';
import { useMapTiles } from './map-tiles';
import { BASEMAP_COLORS, OfflineBasemap } from './offline-basemap';
import { groupTitle, pinGroups, type PinGroups, type PinOrGroup } from './pin-groups';
import { markerBox } from './label-layout';
import { PLACE_LABEL_CSS, PlaceLabels, type MarkerBoxes } from './place-labels';
import { useFitOnce } from './use-fit-once';

/** A single pin is shown with its region around it: a life's places are read at county scale, not street scale. */
const PIN_FIT_MAX_ZOOM = 8;

/**
 * One pin: an event place (round, green), a place only approximately known (dashed ring: a
 * region or country), photos (brand colour), or a photo's own position (its thumbnail).
 */
export type PinKind = 'event' | 'approximate' | 'photos' | 'thumbnail';

export interface MapPin {
  key: string;
  lat: number;
  lon: number;
  kind: PinKind;
  /** Hover text and the marker's accessible name. */
  title: string;
  /** Shown on the pin: a count, or nothing. */
  badge?: string;
  /** The picture of a 'thumbnail' pin. */
  imageUrl?: string | null;
  /** What opens when the pin is clicked: a popup with links; without it, onOpen is called. */
  popup?: ReactNode;
  onOpen?: () => void;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Markers' sizes in screen px: a pin, a group of pins (with a 4 px ring besides), a photo's thumbnail. */
const PIN_PX = 30;
const GROUP_PIN_PX = 34;
const THUMBNAIL_PIN_PX = 44;

function pinIcon(pin: MapPin): L.DivIcon {
  if (pin.kind === 'thumbnail') {
    const picture = pin.imageUrl ? `<img src="${escapeHtml(pin.imageUrl)}" alt="" />` : '';
    const half = THUMBNAIL_PIN_PX / 2;
    return L.divIcon({ className: 'hl-pin hl-pin-thumbnail', html: picture, iconSize: [THUMBNAIL_PIN_PX, THUMBNAIL_PIN_PX], iconAnchor: [half, half], tooltipAnchor: [0, -half], popupAnchor: [0, -half] });
  }
  const badge = pin.badge ? escapeHtml(pin.badge) : '';
  const half = PIN_PX / 2;
  return L.divIcon({ className: `hl-pin hl-pin-${pin.kind}`, html: `<span>${badge}</span>`, iconSize: [PIN_PX, PIN_PX], iconAnchor: [half, half], tooltipAnchor: [0, -half], popupAnchor: [0, -half] });
}

function groupIcon(group: Extract<PinOrGroup<MapPin>, { kind: 'group' }>): L.DivIcon {
  const half = GROUP_PIN_PX / 2;
  return L.divIcon({ className: 'hl-pin hl-pin-group', html: `<span>${group.pins.length}</span>`, iconSize: [GROUP_PIN_PX, GROUP_PIN_PX], iconAnchor: [half, half], popupAnchor: [0, -half] });
}

/**
 * Brings every pin into view once they arrive, and flies to the one chosen in the list, close enough
 * for it to stand apart from its neighbours; with none the map keeps the spec's start over the US.
 */
function FitToPins({ pins, groups, focus }: { pins: readonly MapPin[]; groups: PinGroups<MapPin>; focus: { key: string } | null }) {
  const map = useMap();
  useFitOnce(pins, PIN_FIT_MAX_ZOOM);
  useEffect(() => {
    const pin = focus ? pins.find((candidate) => candidate.key === focus.key) : undefined;
    if (pin) map.flyTo([pin.lat, pin.lon], groups.zoomShowingAlone(pin.key, Math.max(map.getZoom(), 6)), { duration: 0.4 });
  }, [map, pins, groups, focus]);
  return null;
}

/** A photo's own position shows its thumbnail: photos taken at one spot pile up like prints, never as a count of places. */
const groupable = (pin: MapPin) => pin.kind !== 'thumbnail';

/** What is drawn at a zoom: the groups and lone pins, and every photo's own thumbnail. */
const drawnAt = (zoom: number, pins: readonly MapPin[], groups: PinGroups<MapPin>): Array<PinOrGroup<MapPin>> => [
  ...groups.at(zoom),
  ...pins.filter((pin) => !groupable(pin)).map((pin) => ({ kind: 'pin' as const, pin })),
];

/** Each drawn marker's box on screen, its ring or shadow included: the place names keep out of them. */
const pinBoxes =
  (pins: readonly MapPin[], groups: PinGroups<MapPin>): MarkerBoxes =>
  (map) =>
    drawnAt(map.getZoom(), pins, groups).map((item) => {
      const at = map.latLngToContainerPoint(item.kind === 'group' ? [item.lat, item.lon] : [item.pin.lat, item.pin.lon]);
      const size = item.kind === 'group' ? GROUP_PIN_PX + 8 : item.pin.kind === 'thumbnail' ? THUMBNAIL_PIN_PX : PIN_PX;
      return markerBox(at, [size, size]);
    });

/** The pins, places that would cover one another at this zoom drawn as one group pin (pin-groups.ts). */
function PinMarkers({ pins, groups, icons }: { pins: readonly MapPin[]; groups: PinGroups<MapPin>; icons: ReadonlyMap<string, L.DivIcon> }) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  return drawnAt(zoom, pins, groups).map((item) => {
    if (item.kind === 'group') {
      const title = groupTitle(item.pins);
      const { expansionZoom } = item;
      return (
        <Marker
          key={item.key}
          position={[item.lat, item.lon]}
          icon={groupIcon(item)}
          title={expansionZoom === null ? title : `${title}. Zoom in`}
          alt={title}
          eventHandlers={expansionZoom === null ? undefined : { click: () => map.flyTo([item.lat, item.lon], expansionZoom, { duration: 0.4 }) }}
        >
          {/* Places at one spot never part when zoomed: their popups show together. */}
          {expansionZoom === null && (
            <Popup>
              {item.pins.map((pin) => (
                <Box key={pin.key} _notFirst={{ mt: '3', pt: '3', borderTopWidth: '1px' }}>
                  {pin.popup ?? pin.title}
                </Box>
              ))}
            </Popup>
          )}
        </Marker>
      );
    }
    const { pin } = item;
    return (
      <Marker
        key={pin.key}
        position={[pin.lat, pin.lon]}
        icon={icons.get(pin.key)!}
        title={pin.title}
        alt={pin.title}
        eventHandlers={pin.popup ? undefined : { click: () => pin.onOpen?.() }}
      >
        {pin.popup ? <Popup>{pin.popup}</Popup> : <Tooltip direction="top">{pin.title}</Tooltip>}
      </Marker>
    );
  });
}

interface PinMapProps {
  pins: readonly MapPin[];
  /** A pin to fly to (a place chosen in the list beside the map); a new object flies again. */
  focus?: { key: string } | null;
  label: string;
}

/**
 * A Leaflet map of a few dozen pins (a person's places, an event's photos) on the offline basemap
 * (config/map.ts), fitted to them; each pin opens its popup of links or its page. For the whole
 * family's photo places, clustered, see photo-map.tsx.
 */
export function PinMap({ pins, focus = null, label }: PinMapProps) {
  const tiles = useMapTiles();
  const icons = useMemo(() => new Map(pins.map((pin) => [pin.key, pinIcon(pin)])), [pins]);
  const groups = useMemo(() => pinGroups(pins.filter(groupable)), [pins]);
  const markerBoxes = useMemo(() => pinBoxes(pins, groups), [pins, groups]);
  return (
    <Box
      position="absolute"
      inset="0"
      rounded={{ base: 'none', md: 'xl' }}
      overflow="hidden"
      borderWidth={{ base: '0', md: '1px' }}
      borderColor="border"
      aria-label={label}
      role="region"
      css={{
        '& .leaflet-container': { height: '100%', width: '100%', background: BASEMAP_COLORS.sea, fontFamily: 'inherit' },
        ...PLACE_LABEL_CSS,
        '& .hl-pin': { background: 'transparent', border: 'none' },
        '& .hl-pin span': {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: `${PIN_PX}px`,
          height: `${PIN_PX}px`,
          borderRadius: '9999px',
          color: 'white',
          fontWeight: 700,
          fontSize: '12px',
          border: '3px solid white',
          boxShadow: '0 2px 6px rgba(0,0,0,0.35)',
        },
        '& .hl-pin-event span': { background: '#4D6B41' },
        '& .hl-pin-photos span': { background: 'rgba(168, 75, 40, 0.95)' },
        '& .hl-pin-group span': { width: `${GROUP_PIN_PX}px`, height: `${GROUP_PIN_PX}px`, background: '#4D6B41', boxShadow: '0 0 0 4px rgba(77, 107, 65, 0.3), 0 2px 6px rgba(0,0,0,0.35)' },
        '& .hl-pin-approximate span': { background: 'rgba(77, 107, 65, 0.55)', border: '3px dashed #4D6B41' },
        '& .hl-pin-thumbnail img': { width: `${THUMBNAIL_PIN_PX}px`, height: `${THUMBNAIL_PIN_PX}px`, objectFit: 'cover', borderRadius: '8px', border: '3px solid white', boxShadow: '0 2px 6px rgba(0,0,0,0.35)', background: '#ddd' },
        '& .leaflet-popup-content': { margin: '10px 14px', fontSize: '14px', lineHeight: 1.45 },
      }}
    >
      <MapContainer center={MAP_START.center} zoom={MAP_START.zoom} minZoom={1} worldCopyJump scrollWheelZoom style={{ height: '100%', width: '100%' }}>
        <OfflineBasemap />
        {tiles ? <TileLayer url={tiles.url} attribution={tiles.attribution} /> : <PlaceLabels markerBoxes={markerBoxes} />}
        <PinMarkers pins={pins} groups={groups} icons={icons} />
        <FitToPins pins={pins} groups={groups} focus={focus} />
      </MapContainer>
    </Box>
  );
}
