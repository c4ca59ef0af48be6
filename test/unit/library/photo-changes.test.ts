import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../lambdas/domain/errors';
import { applyChanges, eventPrefillOf, resolveChanges } from '../../../lambdas/domain/library/photo-changes';
import type { EventRecordSummary, LibraryPhoto } from '../../../lambdas/ports/library';
import type { LocationRecord } from '../../../lambdas/ports/media';

const photo = { photoId: 'p1', ownerId: 'u1', dateTaken: '2001', dateSort: '12001-00-00', description: null, locationId: 'L1', locationAddress: 'Berlin, Germany', locationPlaceId: 'geonames:1', eventId: null, updatedAt: 1 } as unknown as LibraryPhoto;
const berlin: LocationRecord = { locationId: 'L1', ownerId: 'u1', formattedAddress: 'Berlin, Germany', placeId: 'geonames:1', latitude: 1, longitude: 2 };
const paris: LocationRecord = { locationId: 'L2', ownerId: 'u1', formattedAddress: 'Paris, France', placeId: 'geonames:2', latitude: 3, longitude: 4 };
const theirs: LocationRecord = { ...paris, locationId: 'L3', ownerId: 'u2' };

function fakeDeps() {
  const created: Array<{ name: string; startDate: string; endDate: string; location: string }> = [];
  const deps = {
    locations: {
      getLocation: async (id: string) => [berlin, paris, theirs].find((l) => l.locationId === id) ?? null,
      locationForPlace: async () => paris,
      locationForAddress: async (_: string, address: string) => ({ ...paris, locationId: 'typed', formattedAddress: address, placeId: null }),
    },
    places: { findPlace: (id: string) => (id === 'geonames:2' ? { placeId: 'geonames:2', formattedAddress: 'Paris, France', lat: 3, lon: 4 } : null) },
    events: {
      getEvents: async (_: string, ids: readonly string[]): Promise<EventRecordSummary[]> => ids.filter((id) => id === 'E1').map((id) => ({ id, name: 'Wedding', eventType: 'marriage', startDate: '' })),
      createCustomEvent: async (_: string, input: { name: string; startDate: string; endDate: string; location: string }) => {
        created.push(input);
        return { id: 'E-new', name: input.name, eventType: 'Custom', startDate: input.startDate };
      },
    },
  };
  return { deps: deps as never, created };
}

describe('photo changes', () => {
  it('leaves out fields not sent, and a photo that does not change is the same photo', async () => {
    const { deps } = fakeDeps();
    expect(await resolveChanges(deps, 'u1', {}, [photo])).toEqual({});
    const changes = await resolveChanges(deps, 'u1', { location_id: 'L1', date_taken: '2001' }, [photo]);
    expect(applyChanges(photo, changes, 5)).toBe(photo);
  });

  it('location wins over location_id; null clears', async () => {
    const { deps } = fakeDeps();
    const changes = await resolveChanges(deps, 'u1', { location: null, location_id: 'L1' }, [photo]);
    expect(applyChanges(photo, changes, 5)).toMatchObject({ locationId: null, locationAddress: null, locationPlaceId: null, updatedAt: 5 });
  });

  it("resolves a prediction, an own place and a typed address; refuses someone else's place and unknown predictions", async () => {
    const { deps } = fakeDeps();
    expect((await resolveChanges(deps, 'u1', { location: { place_id: 'geonames:2' } }, [photo])).location).toBe(paris);
    expect((await resolveChanges(deps, 'u1', { location: { place_id: 'location:L2' } }, [photo])).location).toBe(paris);
    expect((await resolveChanges(deps, 'u1', { location: { description: 'The old farm' } }, [photo])).location).toMatchObject({ formattedAddress: 'The old farm', placeId: null });
    await expect(resolveChanges(deps, 'u1', { location_id: 'L3' }, [photo])).rejects.toThrow(ValidationError);
    await expect(resolveChanges(deps, 'u1', { location: { place_id: 'geonames:404' } }, [photo])).rejects.toThrow(ValidationError);
  });

  it('a typed event name makes a Custom event with the date and place the photo will have', async () => {
    const { deps, created } = fakeDeps();
    const changes = await resolveChanges(deps, 'u1', { event: { name: 'Picnic' }, date_taken: 'Jun 1999', location_id: 'L2' }, [photo]);
    expect(created).toEqual([{ name: 'Picnic', startDate: 'Jun 1999', endDate: '', location: 'Paris, France' }]);
    expect(applyChanges(photo, changes, 5)).toMatchObject({ eventId: 'E-new', locationId: 'L2', dateTaken: 'Jun 1999', dateSort: '11999-06-00' });
    await resolveChanges(deps, 'u1', { event: { name: 'Reunion' } }, [photo]);
    expect(created[1]).toEqual({ name: 'Reunion', startDate: '2001', endDate: '', location: 'Berlin, Germany' });
  });

  it('an event made for several photos runs from the earliest date to the latest, at the place most of them share', async () => {
    const { deps, created } = fakeDeps();
    const taken = (dateTaken: string | null, dateSort: string | null, locationAddress: string | null) => ({ ...photo, dateTaken, dateSort, locationAddress }) as LibraryPhoto;
    const trip = [taken('14 Jul 1999', '11999-07-14', 'Nice, France'), taken('12 Jul 1999', '11999-07-12', 'Paris, France'), taken(null, null, 'Nice, France'), taken('13 Jul 1999', '11999-07-13', null)];
    await resolveChanges(deps, 'u1', { event: { name: 'Holiday' } }, trip);
    expect(created.at(-1)).toEqual({ name: 'Holiday', startDate: '12 Jul 1999', endDate: '14 Jul 1999', location: 'Nice, France' });
    // One day, or a date set for them all: that date alone; no dates or places: none.
    await resolveChanges(deps, 'u1', { event: { name: 'Party' }, date_taken: '1 May 2000' }, trip);
    expect(created.at(-1)).toMatchObject({ startDate: '1 May 2000', endDate: '' });
    await resolveChanges(deps, 'u1', { event: { name: 'Unknown' } }, [taken(null, null, null), taken(null, null, null)]);
    expect(created.at(-1)).toEqual({ name: 'Unknown', startDate: '', endDate: '', location: '' });
    // A tie for the place: the first photo's.
    expect(eventPrefillOf([taken(null, null, 'Paris, France'), taken(null, null, 'Nice, France')]).location).toBe('Paris, France');
  });

  it('an event id must be in the tree', async () => {
    const { deps } = fakeDeps();
    expect((await resolveChanges(deps, 'u1', { event_id: 'E1' }, [photo])).event).toMatchObject({ id: 'E1' });
    await expect(resolveChanges(deps, 'u1', { event: { id: 'E9' } }, [photo])).rejects.toThrow('That event is not in your family tree');
  });
});
