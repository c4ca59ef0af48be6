// @vitest-environment jsdom
import type { MapPoint } from '@heirloom/shared/contracts/photos';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clusterIndex, countsText, markersFor } from '../../../web/src/components/map/clusters';
import { json, makeUser, renderApp, signedInServer, resetAppAroundEachTest } from './helpers';

resetAppAroundEachTest();

const ME = makeUser({ user_id: 'u-1', customer_plan: 'Trial' });
const point = (id: string, lat: number, lon: number, images: number, events = 0): MapPoint => ({ lat, lon, image_count: images, event_count: events, image_id: `${id}-photo`, event_id: null, location_id: id, formatted_address: `Place ${id}` });

describe('the photo map (spec 001 sections 2 and 8)', () => {
  it("a library with no placed photos gets the dialog 'You have no photos with locations', linking to the photos with no location", async () => {
    signedInServer(ME, { 'GET /api/photos/map': () => json(200, { points: [], unmapped: [] }) });
    renderApp('/photos/map');
    const dialog = await screen.findByRole('dialog', { name: 'You have no photos with locations' });
    expect(within(dialog).getByRole('link', { name: /Photos with no location/ }).getAttribute('href')).toBe('/photos/strip?location=none');
  });

  it('lists the places with their counts, each leading to its location list (keeping the person filter)', async () => {
    const requests = signedInServer(ME, { 'GET /api/photos/map': () => json(200, { points: [point('L1', 39.06, -108.55, 12, 2), point('L2', 52.52, 13.41, 1)] }) });
    renderApp('/photos/map?person=P1');
    const places = await screen.findByRole('list', { name: 'Places with photos' });
    const links = within(places).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Place L112 photos, 2 events', '/locationlist?location=L1&person=P1'],
      ['Place L21 photo', '/locationlist?location=L2&person=P1'],
    ]);
    expect(requests.find((request) => request.url.startsWith('/api/photos/map'))?.url).toBe('/api/photos/map?person_id=P1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("lists a place typed as written among the others, saying it is not on the map (Filter by Location's list too)", async () => {
    const { lat: _lat, lon: _lon, ...farm } = point('L3', 0, 0, 4);
    const places = { points: [point('L1', 39.06, -108.55, 12, 2)], unmapped: [{ ...farm, formatted_address: "Grandma's farm" }] };
    signedInServer(ME, { 'GET /api/photos/map': () => json(200, places) });
    for (const path of ['/photos/map', '/locationlist']) {
      const view = renderApp(path);
      const list = await screen.findByRole('list', { name: 'Places with photos' });
      expect(within(list).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Place L112 photos, 2 events', '/locationlist?location=L1'],
        ["Grandma's farmNot on the map: typed as written4 photos", '/locationlist?location=L3'],
      ]);
      view.unmount();
    }
  });

  it('a library whose only places are typed as written lists them, with no dialog', async () => {
    const { lat: _lat, lon: _lon, ...farm } = point('L3', 0, 0, 4);
    signedInServer(ME, { 'GET /api/photos/map': () => json(200, { points: [], unmapped: [farm] }) });
    renderApp('/photos/map');
    await screen.findByRole('list', { name: 'Places with photos' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('clusters nearby places and adds up their photos and events', () => {
    const index = clusterIndex([point('a', 39.0, -108.5, 3, 1), point('b', 39.1, -108.6, 4, 2), point('c', 52.5, 13.4, 5)]);
    const far = markersFor(index, [-180, -85, 180, 85], 4);
    const cluster = far.find((marker) => marker.kind === 'cluster');
    expect(cluster).toMatchObject({ kind: 'cluster', counts: { image_count: 7, event_count: 3, places: 2 } });
    expect(far.filter((marker) => marker.kind === 'place').map((marker) => marker.kind === 'place' && marker.place.location_id)).toEqual(['c']);
    const near = markersFor(index, [-180, -85, 180, 85], 16);
    expect(near.every((marker) => marker.kind === 'place')).toBe(true);
    expect(countsText(1, 0)).toBe('1 photo');
    expect(countsText(1200, 1)).toBe('1,200 photos, 1 event');
  });
});

describe('where the photo map opens (spec 001: the central US at zoom 4; issue 31)', () => {
  it('starts over the central US at zoom 4 whatever the places, and fits to the photos only when asked', async () => {
    const { default: L } = await import('leaflet');
    const fits = vi.spyOn(L.Map.prototype, 'fitBounds');
    const views = vi.spyOn(L.Map.prototype, 'setView');
    signedInServer(ME, { 'GET /api/photos/map': () => json(200, { points: [point('L1', -33.87, 151.21, 3), point('L2', -37.81, 144.96, 1)] }) });
    renderApp('/photos/map');
    await screen.findByRole('list', { name: 'Places with photos' });
    expect(views.mock.calls[0]?.slice(0, 2)).toEqual([[39.5, -98.35], 4]);
    expect(fits).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Fit to my photos' }));
    expect(fits).toHaveBeenCalledTimes(1);
    const bounds = fits.mock.calls[0]![0] as import('leaflet').LatLngBounds;
    expect(bounds.contains([-33.87, 151.21])).toBe(true);
    expect(bounds.contains([-37.81, 144.96])).toBe(true);
  });
});
