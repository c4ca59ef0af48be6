import type { MapDeps } from '../domain/maps/event-placements';
import { defaultGazetteer } from '../domain/places';
import { matchPlace } from '../domain/places/place-matcher';
import { familyDeps } from './family-deps';
import { libraryDeps } from './library-deps';

let deps: MapDeps | undefined;

/** Composition root for the person and event maps, built once per container. */
export function mapDeps(): MapDeps {
  deps ??= { family: familyDeps(), library: libraryDeps(), matchPlace: (input) => matchPlace(defaultGazetteer(), input) };
  return deps;
}
