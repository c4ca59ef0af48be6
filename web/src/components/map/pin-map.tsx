import 'leaflet/dist/leaflet.css';
import { Box } from '@chakra-ui/react';
import L from 'leaflet';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { MapContainer, Marker, Popup, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import { MAP_START } from '../../config/map';
import { useMapTiles } from './map-tiles';
import { BASEMAP_COLORS, OfflineBasemap } from './offline-basemap';
import { groupTitle, pinGroups, type PinGroups, type PinOrGroup } from './pin-groups';
import { PLACE_LABEL_CSS, PlaceLabels } from './place-labels';
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

function pinIcon(pin: MapPin): L.DivIcon {
  if (pin.kind === 'thumbnail') {
    const picture = pin.imageUrl ? `<img src="${escapeHtml(pin.imageUrl)}" alt="" />` : '';
    return L.divIcon({ className: 'hl-pin hl-pin-thumbnail', html: picture, iconSize: [44, 44], iconAnchor: [22, 22], tooltipAnchor: [0, -22], popupAnchor: [0, -22] });
  }
  const badge = pin.badge ? escapeHtml(pin.badge) : '';
  return L.divIcon({ className: `hl-pin hl-pin-${pin.kind}`, html: `<span>${badge}</span>`, iconSize: [30, 30], iconAnchor: [15, 15], tooltipAnchor: [0, -15], popupAnchor: [0, -15] });
}

function groupIcon(group: Extract<PinOrGroup<MapPin>, { kind: 'group' }>): L.DivIcon {
  return L.divIcon({ className: 'hl-pin hl-pin-group', html: `<span>${group.pins.length}</span>`, iconSize: [34, 34], iconAnchor: [17, 17], popupAnchor: [0, -17] });
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

/** The pins, places that would cover one another at this zoom drawn as one group pin (pin-groups.ts). */
function PinMarkers({ pins, groups, icons }: { pins: readonly MapPin[]; groups: PinGroups<MapPin>; icons: ReadonlyMap<string, L.DivIcon> }) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const items: Array<PinOrGroup<MapPin>> = [...groups.at(zoom), ...pins.filter((pin) => !groupable(pin)).map((pin) => ({ kind: 'pin' as const, pin }))];
  return items.map((item) => {
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
          width: '30px',
          height: '30px',
          borderRadius: '9999px',
          color: 'white',
          fontWeight: 700,
          fontSize: '12px',
          border: '3px solid white',
          boxShadow: '0 2px 6px rgba(0,0,0,0.35)',
        },
        '& .hl-pin-event span': { background: '#4D6B41' },
        '& .hl-pin-photos span': { background: 'rgba(168, 75, 40, 0.95)' },
        '& .hl-pin-group span': { width: '34px', height: '34px', background: '#4D6B41', boxShadow: '0 0 0 4px rgba(77, 107, 65, 0.3), 0 2px 6px rgba(0,0,0,0.35)' },
        '& .hl-pin-approximate span': { background: 'rgba(77, 107, 65, 0.55)', border: '3px dashed #4D6B41' },
        '& .hl-pin-thumbnail img': { width: '44px', height: '44px', objectFit: 'cover', borderRadius: '8px', border: '3px solid white', boxShadow: '0 2px 6px rgba(0,0,0,0.35)', background: '#ddd' },
        '& .leaflet-popup-content': { margin: '10px 14px', fontSize: '14px', lineHeight: 1.45 },
      }}
    >
      <MapContainer center={MAP_START.center} zoom={MAP_START.zoom} minZoom={1} worldCopyJump scrollWheelZoom style={{ height: '100%', width: '100%' }}>
        <OfflineBasemap />
        {tiles ? <TileLayer url={tiles.url} attribution={tiles.attribution} /> : <PlaceLabels />}
        <PinMarkers pins={pins} groups={groups} icons={icons} />
        <FitToPins pins={pins} groups={groups} focus={focus} />
      </MapContainer>
    </Box>
  );
}
