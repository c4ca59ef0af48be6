import { DynamoTimelineStore } from '../adapters/aws/dynamo-timeline-store';
import type { TimelineDeps } from '../domain/timeline/timeline';
import { documentClient } from './clients';
import { readEnv } from './env';
import { familyDeps } from './family-deps';
import { libraryDeps } from './library-deps';

let deps: TimelineDeps | undefined;

/** Composition root for the timeline routes, built once per container. */
export function timelineDeps(): TimelineDeps {
  deps ??= { timeline: new DynamoTimelineStore(documentClient(), readEnv('tableName')), family: familyDeps(), signer: libraryDeps().signer, photos: libraryDeps().photos };
  return deps;
}
