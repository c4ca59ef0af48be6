import { mediaParams, mediaQuery } from '@heirloom/shared/contracts/media';
import { S3LibraryLinks } from '../../adapters/aws/s3-library-links';
import { DynamoSharingStore } from '../../adapters/aws/dynamo-sharing-store';
import { assertMayFetchMedia } from '../../domain/media/media-access';
import type { Membership } from '../../ports/sharing';
import { documentClient, s3Client } from '../../runtime/clients';
import { readEnv } from '../../runtime/env';
import { httpDeps } from '../../runtime/http-deps';
import { HttpResponse } from '../../runtime/http/response';
import { httpHandler } from '../../runtime/http/http-handler';

/**
 * The presigned link the gate redirects to is signed at the start of a 30-second window and lasts
 * 30 seconds past it: the same address for a while (the browser's cache works), and one copied out
 * of the redirect stops working within a minute.
 */
const SHORT_LINKS = { windowSeconds: 30, lifetimeSeconds: 30 };
/**
 * How long a browser may keep the redirect (so a virtualized strip scrolled back does not ask
 * again): never longer than the link it points to stays valid (less a margin for clocks and
 * transfer), and never more than the links' own 30-second lifetime. A removed member's browser can
 * follow a redirect it cached for that long at most, to a link that stops working as soon; every
 * fresh request to the gate (another browser, a copied link) is refused at once.
 */
const CLOCK_MARGIN_SECONDS = 5;
function mediaCacheSeconds(linkSecondsLeft: number): number {
  return Math.max(0, Math.min(SHORT_LINKS.lifetimeSeconds, linkSecondsLeft - CLOCK_MARGIN_SECONDS));
}
/**
 * An uploader's membership is remembered for a few seconds per container, to spare a read per
 * picture. It cannot delay a removal: removing someone changes the REMOVED member's session, which
 * is read on every request; only an uploader who leaves sees their photos leave that much later.
 */
const MEMBERSHIP_TTL_MS = 10_000;

let links: S3LibraryLinks | undefined;
let sharing: DynamoSharingStore | undefined;
const memberships = new Map<string, { membership: Membership | null; until: number }>();

async function membershipOf(userId: string): Promise<Membership | null> {
  const now = Date.now();
  const known = memberships.get(userId);
  if (known && known.until > now) return known.membership;
  sharing ??= new DynamoSharingStore(documentClient(), readEnv('tableName'));
  const membership = await sharing.membership(userId);
  if (memberships.size > 5_000) memberships.clear();
  memberships.set(userId, { membership, until: now + MEMBERSHIP_TTL_MS });
  return membership;
}

/**
 * GET /media/{key+}: the media gate. Every picture, video and download link of the app points here;
 * the caller's session must still give them the file's family (domain/media/media-access.ts), and
 * then they are redirected to a short-lived presigned link. Outsiders, removed members and
 * signed-out visitors get nothing, whatever link they hold.
 */
export const handler = httpHandler(
  {
    auth: 'session',
    params: mediaParams,
    query: mediaQuery,
    handle: async ({ params, query, session }) => {
      await assertMayFetchMedia(membershipOf, session, params.key);
      links ??= new S3LibraryLinks(s3Client(), readEnv('uploadsBucket'), readEnv('mediaBucket'), Date.now, SHORT_LINKS);
      // Read before signing: should the window turn in between, the link is newer than assumed.
      const maxAge = mediaCacheSeconds(links.secondsLeft());
      const name = query.name ?? params.key.slice(params.key.lastIndexOf('/') + 1);
      const location = query.original ? await links.original(params.key, name) : await links.derived(params.key);
      return new HttpResponse(302, undefined, { location, 'cache-control': maxAge > 0 ? `private, max-age=${maxAge}` : 'private, no-store' });
    },
  },
  httpDeps,
);
