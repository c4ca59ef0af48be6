import { DynamoBlogStore } from '../adapters/aws/dynamo-blog-store';
import { DynamoPageViewCounter } from '../adapters/aws/dynamo-page-view-counter';
import type { BlogStore, PageViewCounter } from '../ports/blog';
import { documentClient } from './clients';
import { readEnv } from './env';

let posts: BlogStore | undefined;
let pageViews: PageViewCounter | undefined;

/** Composition root for the blog and page-view handlers, built once per container. */
export const blogDeps = {
  posts: (): BlogStore => (posts ??= new DynamoBlogStore(documentClient(), readEnv('tableName'))),
  pageViews: (): PageViewCounter => (pageViews ??= new DynamoPageViewCounter(documentClient(), readEnv('tableName'))),
};
