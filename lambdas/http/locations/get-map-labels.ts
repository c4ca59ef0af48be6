import { mapLabelsQuery, type mapLabelsResponse } from '@heirloom/shared/contracts/photos';
import type { z } from 'zod';
import { defaultGazetteer, GAZETTEER_ATTRIBUTION } from '../../domain/places';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/**
 * GET /places/labels?west&south&east&north&limit: the most populous places in the map's view, so
 * the offline basemap can name them. Public place data only (GeoNames), nothing of the family's.
 */
export const handler = httpHandler(
  {
    auth: 'session',
    query: mapLabelsQuery,
    handle: async ({ query }): Promise<z.infer<typeof mapLabelsResponse>> => {
      const places = defaultGazetteer().largestPlacesIn(query, query.limit);
      return {
        labels: places.map((place) => ({ place_id: place.placeId, name: place.name, lat: place.lat, lon: place.lon, population: place.population })),
        attribution: GAZETTEER_ATTRIBUTION,
      };
    },
  },
  httpDeps,
);
