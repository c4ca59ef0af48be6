import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserLikeClient, outbox, signUpVerified, uniqueEmail } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';
import { DynamoPhotoStore } from '../../lambdas/adapters/aws/dynamo-library-photos';
import { DynamoNearDuplicateStore } from '../../lambdas/adapters/aws/dynamo-near-duplicates';
import { NOT_YOUR_PHOTO, ONLY_ADMINS_REMOVE_MEMBERS } from '../../lambdas/domain/sharing/roles';
import { NOT_YOUR_PHOTOS as ONLY_THE_UPLOADER_DELETES } from '../../lambdas/domain/library/access';
import { photoRecord, seedPhotos } from './library-seed';

/**
 * Family sharing over HTTP against the local stand-ins: invites by e-mail (the link from the
 * outbox), accepting, one tree for the family, removing a member and leaving, cancel and resend.
 */

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

type Member = Awaited<ReturnType<typeof signUpVerified>>;

async function member(name: string): Promise<Member> {
  return signUpVerified(stack, new BrowserLikeClient(stack), uniqueEmail(name));
}

async function person(client: BrowserLikeClient, first: string, last: string): Promise<string> {
  const reply = await client.post('/person', { names: [{ first_name: first, last_name: last }], sex: 'Female' });
  expect(reply.status).toBe(200);
  return reply.body.person.id as string;
}

/** The invite link mailed to an address: its invite id and one-time key. */
function mailedLink(to: string): { url: URL; inviteId: string; key: string } {
  const mail = outbox(stack).filter((m) => m.to === to).at(-1);
  const link = mail?.body.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`No invite link was mailed to ${to}`);
  const url = new URL(link);
  return { url, inviteId: url.searchParams.get('invite')!, key: url.searchParams.get('key')! };
}

async function invite(from: Member, to: Member | string): Promise<{ inviteId: string; key: string; url: URL }> {
  const email = typeof to === 'string' ? to : to.email;
  const sent = await from.client.post('/invite', { contacts: [{ email }], subject: 'Join my family on Heirloom', message: 'Come and see Grandma' });
  expect(sent.status).toBe(200);
  return mailedLink(email);
}

/** Joining moves the smaller library into the larger one's family (the other writes names only): wait for both. */
async function waitForMove(...clients: BrowserLikeClient[]): Promise<void> {
  for (const client of clients) {
    for (let attempt = 0; ; attempt++) {
      const family = await client.get('/family');
      if (family.body.moving === null) break;
      if (attempt > 100) throw new Error('The move into the family did not finish');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const names = async (client: BrowserLikeClient) => ((await client.get('/people')).body.people as Array<{ name: string }>).map((p) => p.name).sort();

describe('invites and one tree for the family', () => {
  it('mails a link that works once; the invitee joins and both see one tree; removing takes access away at once', async () => {
    const anna = await member('anna');
    const ben = await member('ben');
    const grandma = await person(anna.client, 'Rose', 'Hill');
    await person(ben.client, 'Bob', 'Stone');

    const { url, inviteId, key } = await invite(anna, ben);
    expect(url.pathname).toBe(`/facebook_welcome/${anna.user.user_id}`);
    // The landing page starts sign-up with the address the invite went to (served, not in the link).
    expect(url.searchParams.get('email')).toBeNull();
    const landing = await new BrowserLikeClient(stack).get(`${url.pathname.replace('/facebook_welcome/', '/inviter_info/')}${url.search}`);
    expect(landing.body).toMatchObject({ username: anna.user.username, invited_email: ben.email });
    const mail = outbox(stack).filter((m) => m.to === ben.email).at(-1)!;
    expect(mail.subject).toBe('Join my family on Heirloom');
    expect(mail.body).toContain('Come and see Grandma');

    const benSees = await ben.client.get('/invitesfrom');
    expect(benSees.body.received).toEqual([expect.objectContaining({ id: inviteId, user_id: anna.user.user_id, username: anna.user.username, status: 'pending' })]);
    expect((await anna.client.get('/invitesfrom')).body.sent).toEqual([expect.objectContaining({ id: inviteId, email: ben.email })]);

    // A stranger holding neither the key nor the address cannot see or accept it.
    const stranger = await member('stranger');
    expect((await stranger.client.get(`/invite/${inviteId}`)).status).toBe(404);
    expect((await stranger.client.post(`/invite/${inviteId}`, {})).status).toBe(404);

    const accepted = await ben.client.post(`/invite/${inviteId}`, { key });
    expect(accepted.status).toBe(200);
    expect(accepted.body.user.user_id).toBe(ben.user.user_id);
    expect((await ben.client.post(`/invite/${inviteId}`, { key })).status).toBe(200);
    // The mailed link is Ben's alone: someone else with it is told it was sent to another address (issue 28).
    const reused = await stranger.client.post(`/invite/${inviteId}`, { key });
    expect(reused.status).toBe(403);
    expect(reused.body.message).toMatch(/^This invite was sent to a different e-mail address/);
    expect((await ben.client.get('/invitesfrom')).body.received).toEqual([]);

    await waitForMove(ben.client, anna.client);
    expect(await names(anna.client)).toEqual(['Bob Stone', 'Rose Hill']);
    expect(await names(ben.client)).toEqual(['Bob Stone', 'Rose Hill']);
    expect((await ben.client.get(`/person/${grandma}`)).status).toBe(200);
    expect((await stranger.client.get(`/person/${grandma}`)).status).toBe(404);

    const family = await ben.client.get('/family');
    expect(family.body.members.map((m: { user_id: string; founder: boolean }) => [m.user_id, m.founder])).toEqual([
      [anna.user.user_id, true],
      [ben.user.user_id, false],
    ]);

    // Ben, a member, may only leave: removing the founder is refused (403, saying why); Anna, the
    // admin, removes Ben, whose session loses the tree at once.
    const refused = await ben.client.post(`/remove_family/${anna.user.user_id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ONLY_ADMINS_REMOVE_MEMBERS);
    expect((await anna.client.post(`/remove_family/${ben.user.user_id}`)).status).toBe(200);
    expect((await ben.client.get(`/person/${grandma}`)).status).toBe(404);
    expect(await names(ben.client)).toEqual([]);
    expect((await ben.client.get('/family')).body.members).toEqual([expect.objectContaining({ user_id: ben.user.user_id })]);
    expect((await anna.client.get('/family')).body.members).toEqual([expect.objectContaining({ user_id: anna.user.user_id, founder: true })]);
    // What Ben typed while in the family stays with the family's tree.
    expect(await names(anna.client)).toEqual(['Bob Stone', 'Rose Hill']);
  });

  it('a member can leave; cancelled invites stop working; a resent invite has a fresh link', async () => {
    const cara = await member('cara');
    const dan = await member('dan');
    const first = await invite(cara, dan);
    const resent = await cara.client.post(`/invite/${first.inviteId}/resend`);
    expect(resent.status).toBe(200);
    const second = mailedLink(dan.email);
    expect(second.inviteId).toBe(first.inviteId);
    expect(second.key).not.toBe(first.key);

    // The old link no longer opens it for someone who only holds that link.
    const other = await member('other');
    expect((await other.client.post(`/invite/${first.inviteId}`, { key: first.key })).status).toBe(404);
    expect((await dan.client.post(`/invite/${second.inviteId}`, { key: second.key })).status).toBe(200);
    await waitForMove(dan.client, cara.client);
    const caraPerson = await person(cara.client, 'Ida', 'Lane');
    expect((await dan.client.get(`/person/${caraPerson}`)).status).toBe(200);

    expect((await dan.client.post(`/remove_family/${dan.user.user_id}`)).status).toBe(200);
    expect((await dan.client.get(`/person/${caraPerson}`)).status).toBe(404);
    expect((await cara.client.get('/family')).body.members).toHaveLength(1);

    const cancelled = await invite(cara, uniqueEmail('erin'));
    expect((await cara.client.call('DELETE', `/invite/${cancelled.inviteId}`)).status).toBe(200);
    expect((await cara.client.get('/invitesfrom')).body.sent).toEqual([]);
    const reply = await other.client.post(`/invite/${cancelled.inviteId}`, { key: cancelled.key });
    expect(reply.status).toBe(403);
    expect((await cara.client.get(`/invite/${cancelled.inviteId}`)).body.invite.status).toBe('cancelled');
  });

  it('an invitee ignores a request; bad input gets clear messages', async () => {
    const fay = await member('fay');
    const gus = await member('gus');
    const { inviteId } = await invite(fay, gus);
    expect((await gus.client.call('DELETE', `/invite/${inviteId}`)).status).toBe(200);
    expect((await gus.client.get('/invitesfrom')).body.received).toEqual([]);

    const bad = await fay.client.post('/invite', { contacts: [{ email: 'not an address' }], subject: '', message: 'hi' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['contacts.0.email', 'subject']));
    const self = await fay.client.post('/invite', { contacts: [{ email: fay.email }], subject: 's', message: 'm' });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('That is your own e-mail address.');
    expect((await new BrowserLikeClient(stack).get('/invitesfrom')).status).toBe(401);
  });
});

async function waitUntil(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting until ${what}`);
}

interface StripPhoto {
  id: string;
  uploaded_by: string;
  username: string | null;
}
const strip = async (client: BrowserLikeClient) => (await client.get('/photos')).body.photos as StripPhoto[];

describe('one library for the family', () => {
  it("members see each other's photos with the uploader's name, in one Query per page; only the uploader deletes; leaving takes one's uploads along", async () => {
    const hana = await member('hana');
    const ivan = await member('ivan');
    const hanas = await seedPhotos(stack, [1, 2, 3].map((n) => photoRecord(hana.user.user_id, { dateTaken: `${n} Jan 1990` })));
    const ivans = await seedPhotos(stack, [1, 2].map((n) => photoRecord(ivan.user.user_id, { dateTaken: `${n} Jan 2001` })));
    const { inviteId, key } = await invite(hana, ivan);
    expect((await ivan.client.post(`/invite/${inviteId}`, { key })).status).toBe(200);
    // The founder's photos never move, and carry her name for him from the moment he joined.
    expect((await strip(ivan.client)).filter((p) => p.uploaded_by === hana.user.user_id).map((p) => p.username)).toEqual([hana.user.username, hana.user.username, hana.user.username]);
    await waitForMove(ivan.client, hana.client);

    for (const client of [hana.client, ivan.client]) {
      const photos = await strip(client);
      expect(photos.map((p) => p.id).sort()).toEqual([...hanas, ...ivans].map((p) => p.photoId).sort());
      expect(photos.find((p) => p.id === ivans[0]!.photoId)).toMatchObject({ uploaded_by: ivan.user.user_id, username: ivan.user.username });
      expect(photos.find((p) => p.id === hanas[0]!.photoId)).toMatchObject({ uploaded_by: hana.user.user_id, username: hana.user.username });
    }

    // A page of the family's strip is one Query, whoever uploaded what.
    let queries = 0;
    stack.documentClient.middlewareStack.add((next) => async (args) => {
      if (args.input && (args as { input: object }).input && 'KeyConditionExpression' in (args.input as object)) queries++;
      return next(args);
    }, { step: 'initialize', name: 'countQueries' });
    const store = new DynamoPhotoStore(stack.documentClient, stack.stack.tableName);
    const familyId = (await hana.client.get('/family')).body.family_id as string;
    // Hana's library was the larger: its key became the family's, and none of her photos moved.
    expect(familyId).toBe(hana.user.user_id);
    const page = await store.listPhotos(familyId, { by: 'all' }, { undatedOnly: false, limit: 50 });
    expect(page.items).toHaveLength(5);
    expect(queries).toBe(1);
    stack.documentClient.middlewareStack.remove('countQueries');

    // Members change their own photos' details; another's are for the uploader and the family's admins
    // (Hana started the family: its admin). Only the uploader deletes.
    const refused = await ivan.client.post(`/photo/${hanas[0]!.photoId}`, { description: 'Grandma at the lake' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(NOT_YOUR_PHOTO);
    expect((await ivan.client.post(`/photo/${ivans[0]!.photoId}`, { description: 'At the lake' })).status).toBe(200);
    expect((await hana.client.post(`/photo/${ivans[0]!.photoId}`, { description: 'Ivan at the lake' })).status).toBe(200);
    // The refusal says who may delete, without saying that only the uploader may change it (the admin just did).
    for (const refusedDelete of [await ivan.client.call('DELETE', `/photo/${hanas[0]!.photoId}`), await ivan.client.post('/photos/delete', [hanas[1]!.photoId])]) {
      expect(refusedDelete.status).toBe(403);
      expect(refusedDelete.body.message).toBe('Only the person who uploaded a photo can delete or restore it');
    }
    expect((await hana.client.post('/photos/delete', [ivans[1]!.photoId])).body.message).toBe(ONLY_THE_UPLOADER_DELETES);
    expect((await ivan.client.call('DELETE', `/photo/${ivans[1]!.photoId}`)).status).toBe(200);

    // Leaving: Ivan's remaining upload goes with him; the family's photos are gone for him at once.
    expect((await ivan.client.post(`/remove_family/${ivan.user.user_id}`)).status).toBe(200);
    expect((await ivan.client.get(`/photo/${hanas[2]!.photoId}`)).status).toBe(404);
    await waitUntil(async () => (await strip(ivan.client)).length === 1, 'his upload follows him');
    expect((await strip(ivan.client)).map((p) => p.id)).toEqual([ivans[0]!.photoId]);
    expect((await strip(hana.client)).map((p) => p.id).sort()).toEqual(hanas.map((p) => p.photoId).sort());
  });
});

describe('person versions', () => {
  it("a relative's edit to a person another member keeps makes a newer version; keeping the current one loses nothing; using the newer clears the alert", async () => {
    const kim = await member('kim');
    const leo = await member('leo');
    const grandma = await person(kim.client, 'Greta', 'Olsen');
    const { inviteId, key } = await invite(kim, leo);
    expect((await leo.client.post(`/invite/${inviteId}`, { key })).status).toBe(200);
    await waitForMove(leo.client, kim.client);

    // Kim saving her own person again makes no version to choose.
    expect((await kim.client.post(`/person/${grandma}`, { sex: 'Female' })).body.person.newer_version).toBeNull();
    // Leo's edit to the person Kim added is a suggestion: Greta stays as she is until Kim (the admin) chooses.
    const edited = await leo.client.post(`/person/${grandma}`, { names: [{ first_name: 'Margareta', last_name: 'Olsen' }] });
    expect(edited.status).toBe(200);
    expect(edited.body.person).toMatchObject({ name: 'Greta Olsen', author: kim.user.user_id, newer_version: String(edited.body.person.person_version + 1) });
    expect((await leo.client.get(`/person/${grandma}/versions`)).body).toMatchObject({ suggestion: true, may_choose: false });
    expect((await leo.client.post(`/person/${grandma}/version`, { choice: 'use' })).status).toBe(403);

    const versions = await kim.client.get(`/person/${grandma}/versions`);
    expect(versions.status).toBe(200);
    expect(versions.body).toMatchObject({ suggestion: true, may_choose: true });
    expect(versions.body.current).toMatchObject({ name: 'Margareta Olsen', author: leo.user.user_id, author_name: leo.user.username });
    expect(versions.body.previous[0]).toMatchObject({ name: 'Greta Olsen', author: kim.user.user_id, author_name: kim.user.username });

    const kept = await kim.client.post(`/person/${grandma}/version`, { choice: 'keep' });
    expect(kept.status).toBe(200);
    expect(kept.body.person).toMatchObject({ name: 'Greta Olsen', newer_version: null });
    // Nothing Leo typed is lost: his version is among the versions.
    const after = await kim.client.get(`/person/${grandma}/versions`);
    expect(after.body.current).toMatchObject({ name: 'Greta Olsen', author: kim.user.user_id });
    expect(after.body.previous.map((v: { name: string }) => v.name)).toEqual(['Margareta Olsen']);
    expect((await kim.client.post(`/person/${grandma}/version`, { choice: 'use' })).status).toBe(409);

    await leo.client.post(`/person/${grandma}`, { names: [{ first_name: 'Greta', middle_name: 'Maria', last_name: 'Olsen' }] });
    const used = await kim.client.post(`/person/${grandma}/version`, { choice: 'use' });
    expect(used.body.person).toMatchObject({ name: 'Greta Maria Olsen', newer_version: null });
    expect((await kim.client.post(`/person/${grandma}/version`, { choice: 'maybe' })).status).toBe(400);
  });
});

describe('when trees meet', () => {
  it('keeps every person of both trees and offers likely duplicates (same names, no contradicting birth) for merging, never merging them', async () => {
    const nina = await member('nina');
    const omar = await member('omar');
    const born = async (client: BrowserLikeClient, first: string, last: string, date: string) => {
      const id = await person(client, first, last);
      expect((await client.post('/event', { event_type: 'birth', person_id: id, event_role: 'child', start_date: date })).status).toBe(200);
      return id;
    };
    const ninasOlga = await born(nina.client, 'Olga', 'Berg', '3 May 1920');
    await born(nina.client, 'Paul', 'Berg', '1950');
    const omarsOlga = await born(omar.client, 'Olga', 'Berg', '3 May 1920');
    await born(omar.client, 'Paul', 'Berg', '1951');
    await person(omar.client, 'Vera', 'Lund');

    const { inviteId, key } = await invite(nina, omar);
    expect((await omar.client.post(`/invite/${inviteId}`, { key })).status).toBe(200);
    await waitForMove(omar.client, nina.client);
    await waitUntil(async () => (await nina.client.get('/people/duplicates')).body.duplicates.length > 0, 'duplicates are offered');

    expect(await names(nina.client)).toEqual(['Olga Berg', 'Olga Berg', 'Paul Berg', 'Paul Berg', 'Vera Lund']);
    const { duplicates } = (await omar.client.get('/people/duplicates')).body;
    expect(duplicates).toEqual([{ id: expect.any(String), person_id1: [ninasOlga, omarsOlga].sort()[0], person_id2: [ninasOlga, omarsOlga].sort()[1], name: 'Olga Berg', birth: '3 May 1920', reason: 'trees_met', person1: expect.objectContaining({ name: 'Olga Berg' }), person2: expect.objectContaining({ name: 'Olga Berg' }) }]);
    expect((await nina.client.call('DELETE', `/people/duplicates/${duplicates[0].id}`)).status).toBe(200);
    expect((await nina.client.get('/people/duplicates')).body.duplicates).toEqual([]);
    expect(await names(nina.client)).toHaveLength(5);
  });
});

describe("a member's account deletion", () => {
  it("takes only what the founder uploaded: the family's tree stays with the others", async () => {
    const pia = await member('pia');
    const quin = await member('quin');
    const ruth = await person(pia.client, 'Ruth', 'Mayer');
    const [piasPhoto] = await seedPhotos(stack, [photoRecord(pia.user.user_id, { dateTaken: '1 Jan 1980' })]);
    const { inviteId, key } = await invite(pia, quin);
    expect((await quin.client.post(`/invite/${inviteId}`, { key })).status).toBe(200);
    await waitForMove(quin.client, pia.client);
    await waitUntil(async () => (await strip(quin.client)).length === 1, "the founder's photo is shared");
    await person(quin.client, 'Sam', 'Mayer');
    // The family's near-duplicate index is the family's, like its tree.
    const duplicates = new DynamoNearDuplicateStore(stack.documentClient, stack.stack.tableName);
    await duplicates.putPairs(pia.user.user_id, [{ a: 'copy-1', b: 'copy-2', distance: 1, exact: false }], Date.now());

    expect((await pia.client.post('/delete_request')).status).toBe(200);
    const link = new URL(outbox(stack).filter((m) => m.to === pia.email).at(-1)!.body.match(/https?:\/\/\S+/)![0]);
    expect((await new BrowserLikeClient(stack).post(`/delete_user/${pia.user.user_id}`, { delete_key: link.searchParams.get('key') })).status).toBe(200);

    await waitUntil(async () => (await quin.client.get(`/photo/${piasPhoto!.photoId}`)).status === 404, "the founder's upload is erased");
    expect(await names(quin.client)).toEqual(['Ruth Mayer', 'Sam Mayer']);
    expect((await quin.client.get(`/person/${ruth}`)).status).toBe(200);
    await waitUntil(async () => (await quin.client.get('/family')).body.members.length === 1, "the founder's membership is erased");
    expect((await quin.client.get('/family')).body.members).toEqual([expect.objectContaining({ user_id: quin.user.user_id, founder: true })]);
    expect(await duplicates.pairsOfPhotos(pia.user.user_id, ['copy-1', 'copy-2'])).toHaveLength(1);
  });
});
