import { LocationListScreen } from '../../features/places/components/location-list-screen';
import { PhotoMapScreen } from '../../features/places/components/photo-map-screen';
import { PlaceField } from '../../features/photos/components/place-field';

/** /photos/map (spec 001 section 2). */
export function Map() {
  return <PhotoMapScreen />;
}

/** /locationlist: its place picker is the photos feature's place search, kept to the family's own places. */
export function LocationList() {
  return (
    <LocationListScreen
      renderPlacePicker={(onPick) => (
        <PlaceField
          label="Find a place"
          placeholder="A town, region or country"
          initialLabel=""
          knownOnly
          allowTyped={false}
          onChange={(place) => {
            const id = place?.choice.location_id;
            if (id) onPick(id);
          }}
        />
      )}
    />
  );
}
