import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserLikeClient, outbox, signUpVerified, uniqueEmail } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';
import { uploadFile } from '../support/uploads';
import { photoRecord, seedPhotos } from './library-seed';

/**
 * The family-sharing rules beyond invites (issue 10): media access follows the family at every
 * fetch, living people stay private to the family, has_invites, duplicates offered when people are
 * added (and a dismissed pair stays dismissed), versions for facts, and a new username on photos.
 * One family (Anna founds it, Ben joins) is shared by the tests, in order.
 */

let stack: TestStack;
type Member = Awaited<ReturnType<typeof signUpVerified>>;
let anna: Member;
let ben: Member;

const member = (name: string) => signUpVerified(stack, new BrowserLikeClient(stack), uniqueEmail(name));

function mailedLink(to: string): { inviteId: string; key: string } {
  const link = outbox(stack)
    .filter((m) => m.to === to)
    .at(-1)
    ?.body.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`No invite link was mailed to ${to}`);
  const url = new URL(link);
  return { inviteId: url.searchParams.get('invite')!, key: url.searchParams.get('key')! };
}

async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const value = await read();
    if (done(value)) return value;
    if (attempt > 150) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const settled = (client: BrowserLikeClient) => poll(() => client.get('/family'), (family) => family.body.moving === null, 'the family move');

async function person(client: BrowserLikeClient, first: string, last: string, born?: string): Promise<string> {
  const reply = await client.post('/person', { names: [{ first_name: first, last_name: last }] });
  expect(reply.status).toBe(200);
  const id = reply.body.person.id as string;
  if (born) expect((await client.post('/event', { event_type: 'birth', person_id: id, event_role: 'child', start_date: born })).status).toBe(200);
  return id;
}

beforeAll(async () => {
  stack = await startTestStack();
  [anna, ben] = await Promise.all([member('anna'), member('ben')]);
}, 60_000);
afterAll(async () => {
  await stack?.stop();
});

describe('family sharing rules', () => {
  it('has_invites says a sharing request is waiting, until it is answered', async () => {
    expect((await ben.client.get('/user')).body.user.has_invites).toBe(false);
    expect((await anna.client.post('/invite', { contacts: [{ email: ben.email }], subject: 'Join', message: 'Come' })).status).toBe(200);
    expect((await ben.client.get('/user')).body.user.has_invites).toBe(true);
    expect((await anna.client.get('/user')).body.user.has_invites).toBe(false);
    const { inviteId, key } = mailedLink(ben.email);
    const accepted = await ben.client.post(`/invite/${inviteId}`, { key });
    expect(accepted.status).toBe(200);
    expect(accepted.body.user.has_invites).toBe(false);
    await settled(ben.client);
    await settled(anna.client);
  });

  it('living people are private to the family: an invite naming one names nobody to the invitee until they join', async () => {
    const living = await person(anna.client, 'Lena', 'Hill', '1990');
    const longAgo = await person(anna.client, 'Edith', 'Hill', '1850');
    expect((await anna.client.get(`/person/${living}`)).body.person.living).toBe(true);
    expect((await anna.client.get(`/person/${longAgo}`)).body.person.living).toBe(false);

    const outsider = await member('outsider');
    for (const [personId, shown] of [
      [living, false],
      [longAgo, true],
    ] as const) {
      expect((await anna.client.post('/invite', { contacts: [{ email: outsider.email, person_version: personId }], subject: 'Join', message: 'Come' })).status).toBe(200);
      const { inviteId, key } = mailedLink(outsider.email);
      const opened = await outsider.client.get(`/invite/${inviteId}?key=${encodeURIComponent(key)}`);
      expect(opened.status).toBe(200);
      if (shown) expect(opened.body.invite).toMatchObject({ person: longAgo, person_name: 'Edith Hill', person_private: false });
      else expect(opened.body.invite).toMatchObject({ person: null, person_name: null, person_private: true });
      expect(JSON.stringify(opened.body).includes('Lena')).toBe(false);
      // In the family, the inviter (and every member) sees whom the invite names.
      const sent = (await ben.client.get('/invitesfrom')).body.sent as unknown[];
      expect(sent).toEqual([]);
      const own = await anna.client.get(`/invite/${inviteId}`);
      expect(own.body.invite.person).toBe(personId);
    }
    const received = (await outsider.client.get('/invitesfrom')).body.received as Array<{ person_name: string | null }>;
    expect(received.map((invite) => invite.person_name).sort()).toEqual(['Edith Hill', null]);
  });

  it('a removed member loses the family pictures at once, links they kept included', async () => {
    const carl = await member('carl');
    expect((await anna.client.post('/invite', { contacts: [{ email: carl.email }], subject: 'Join', message: 'Come' })).status).toBe(200);
    const { inviteId, key } = mailedLink(carl.email);
    expect((await carl.client.post(`/invite/${inviteId}`, { key })).status).toBe(200);
    await settled(carl.client);

    // Added as the upload pipeline adds it: into the uploader's family library.
    const [photo] = await seedPhotos(stack, [photoRecord(anna.user.user_id, { name: 'garden.jpg' })]);
    await stack.s3.send(new PutObjectCommand({ Bucket: stack.stack.buckets.media, Key: photo!.renditions.thumb300, Body: Buffer.from('thumbnail'), ContentType: 'image/webp' }));

    const seen = await carl.client.get(`/photo/${photo!.photoId}`);
    expect(seen.status).toBe(200);
    const link = seen.body.photo.thumbnail_urls['300'] as string;
    expect(new URL(link).pathname).toBe(`/api/media/${photo!.renditions.thumb300}`);
    const fetched = await carl.client.fetchMedia(link);
    expect(fetched.status).toBe(200);
    expect(await fetched.text()).toBe('thumbnail');
    // The browser may keep the redirect a little (a strip scrolled back does not ask again), never
    // past the presigned link's own expiry and never more than 30 seconds.
    const redirect = await carl.client.fetchMedia(link, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(redirect.headers.get('cache-control') ?? '')?.[1]);
    const signed = new URL(redirect.headers.get('location')!);
    const signedAt = Date.parse(signed.searchParams.get('X-Amz-Date')!.replace(/(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/, '$1-$2-$3T$4:$5:$6Z'));
    const linkExpiresAt = signedAt + Number(signed.searchParams.get('X-Amz-Expires')) * 1000;
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(30);
    expect(Date.now() + maxAge * 1000).toBeLessThan(linkExpiresAt);
    // Not for anyone without the family: signed out, or another family's member.
    expect((await fetch(link)).status).toBe(401);
    expect((await (await member('stranger')).client.fetchMedia(link)).status).toBe(404);

    expect((await anna.client.post(`/remove_family/${carl.user.user_id}`)).status).toBe(200);
    // At once: the very next fetch of the link Carl kept is refused.
    const after = await carl.client.fetchMedia(link, { redirect: 'manual' });
    expect(after.status).toBe(404);
    expect(after.headers.get('cache-control')).toBe('no-store');
    expect(after.headers.get('location')).toBeNull();
    // The family still sees it.
    expect((await ben.client.fetchMedia(link)).status).toBe(200);
  });

  it('adding or renaming a person looks for duplicates; a dismissed pair never comes back', async () => {
    const annasOlga = await person(anna.client, 'Olga', 'Berg');
    const bensOlga = await person(ben.client, 'Olga', 'Berg');
    const pairs = await ben.client.get('/people/duplicates');
    const pair = (pairs.body.duplicates as Array<{ id: string; person_id1: string; person_id2: string }>).find((p) => [p.person_id1, p.person_id2].sort().join() === [annasOlga, bensOlga].sort().join());
    expect(pair).toBeDefined();

    expect((await anna.client.call('DELETE', `/people/duplicates/${pair!.id}`)).status).toBe(200);
    // Renaming either one looks again: the pair a member dismissed stays dismissed.
    expect((await ben.client.post(`/person/${bensOlga}`, { names: [{ first_name: 'Olga', last_name: 'Berg' }] })).status).toBe(200);
    expect(((await anna.client.get('/people/duplicates')).body.duplicates as Array<{ id: string }>).map((p) => p.id)).not.toContain(pair!.id);

    // A merged pair drops out of the suggestions.
    const annasPaul = await person(anna.client, 'Paul', 'Berg');
    const bensPaul = await person(ben.client, 'Paul', 'Berg');
    const paulPair = ((await anna.client.get('/people/duplicates')).body.duplicates as Array<{ id: string; person_id1: string; person_id2: string }>).find((p) => p.person_id1 === annasPaul || p.person_id2 === annasPaul);
    expect(paulPair).toBeDefined();
    expect((await anna.client.post('/person/merge', { person_id1: annasPaul, person_id2: bensPaul })).status).toBe(200);
    expect(((await anna.client.get('/people/duplicates')).body.duplicates as Array<{ id: string }>).map((p) => p.id)).not.toContain(paulPair!.id);
    // Anna's merge of a person Anna made is no newer version for her; Ben's change of facts is.
    const facts = await ben.client.post(`/person/${annasPaul}/attributes`, { attributes: [{ tag: 'OCCU', value: 'Baker', type: '', date: '', place: '' }] });
    expect(facts.status).toBe(200);
    const versions = await anna.client.get(`/person/${annasPaul}/versions`);
    expect(versions.body.newer_version).not.toBeNull();
    expect(versions.body.current.facts).toEqual(['Occupation: Baker']);
    expect(versions.body.previous[0].facts).toEqual([]);
  });

  it('namesakes within one imported GEDCOM are offered once the import ends; a dismissed pair is not offered again', async () => {
    const namesakes = ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '1 CHAR UTF-8',
      '0 @I1@ INDI', '1 NAME Hugo /Lind/', '1 BIRT', '2 DATE 3 MAR 1901',
      '0 @I2@ INDI', '1 NAME Hugo /Lind/', '1 BIRT', '2 DATE 1901',
      '0 @I3@ INDI', '1 NAME Hugo /Lind/', '1 BIRT', '2 DATE 1950',
      '0 @I4@ INDI', '1 NAME Karl /Lind/', '1 FAMS @F1@',
      '0 @I5@ INDI', '1 NAME Karl /Lind/', '1 FAMC @F1@',
      '0 @F1@ FAM', '1 HUSB @I4@', '1 CHIL @I5@', '0 TRLR', ''].join('\n');
    expect((await ben.client.post('/user/free_trial')).status).toBe(200);
    await uploadFile(ben.client, { name: 'lind.ged', bytes: Buffer.from(namesakes), contentType: 'application/octet-stream' });
    type Pair = { id: string; reason: string; birth: string | null; person1: { name: string }; person2: { name: string } };
    const linds = async () => ((await anna.client.get('/people/duplicates')).body.duplicates as Pair[]).filter((p) => p.person1.name.endsWith('Lind'));
    const offered = await poll(linds, (pairs) => pairs.length > 0, 'the import\'s namesakes');
    // The two Hugos born in 1901 only: not the one born in 1950, nor Karl and his son Karl (no birth years).
    expect(offered).toHaveLength(1);
    expect(offered[0]).toMatchObject({ reason: 'same_name', birth: '1901', person1: { name: 'Hugo Lind' }, person2: { name: 'Hugo Lind' } });

    expect((await ben.client.call('DELETE', `/people/duplicates/${offered[0]!.id}`)).status).toBe(200);
    // The file changed in the program it came from (a second Hugo born in 1950) and is uploaded
    // again: its pass offers the new pair, never the one dismissed.
    const changed = namesakes.replace('0 TRLR', ['0 @I6@ INDI', '1 NAME Hugo /Lind/', '1 BIRT', '2 DATE 1950', '0 TRLR'].join('\n'));
    await uploadFile(ben.client, { name: 'lind.ged', bytes: Buffer.from(changed), contentType: 'application/octet-stream' });
    const again = await poll(linds, (pairs) => pairs.length > 0, 'the changed import\'s namesakes');
    expect(again.map((pair) => pair.birth)).toEqual(['1950']);
    // One of them renamed: the two no longer share a name, and the pair is not offered for it.
    const renamed = await ben.client.post(`/person/${(again[0] as Pair & { person_id2: string }).person_id2}`, { names: [{ name_type: 'Birth Name', first_name: 'Hugh', last_name: 'Lind' }] });
    expect(renamed.status).toBe(200);
    expect(await linds()).toEqual([]);
  });

  it("a new username is on the member's photos for the whole family at once", async () => {
    const [photo] = await seedPhotos(stack, [photoRecord(ben.user.user_id, { name: 'bens.jpg' })]);
    expect((await anna.client.get(`/photo/${photo!.photoId}`)).body.photo.username).toBe(ben.user.username);
    expect((await ben.client.post(`/user/${ben.user.user_id}`, { username: 'Benjamin' })).status).toBe(200);
    // Read from the membership when the photo is shown: nothing rewrites his photos first.
    expect((await anna.client.get(`/photo/${photo!.photoId}`)).body.photo.username).toBe('Benjamin');
    const strip = (await anna.client.get('/photos')).body.photos as Array<{ id: string; username: string | null }>;
    expect(strip.find((p) => p.id === photo!.photoId)?.username).toBe('Benjamin');
    const members = (await anna.client.get('/family')).body.members as Array<{ user_id: string; username: string }>;
    expect(members.find((m) => m.user_id === ben.user.user_id)?.username).toBe('Benjamin');
  });
});
