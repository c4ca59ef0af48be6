import type { FamilyDeps } from '../domain/family/deps';
import { defaultGazetteer } from '../domain/places';
import { matchPlace } from '../domain/places/place-matcher';
import { familyDeps } from './family-deps';

/**
 * The family use cases with the place matcher, for the routes that save an event's place (and so
 * bundle the gazetteer). The gazetteer is loaded on the first place matched, not at cold start.
 */
export function familyDepsWithPlaces(): FamilyDeps {
  return { ...familyDeps(), placeMatcher: (input) => matchPlace(defaultGazetteer(), input) };
}
