import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoFamilyStore } from '../../lambdas/adapters/aws/dynamo-family-store';
import { REMOVED_EVENT_GONE } from '../../lambdas/domain/family/removed-events';
import { NOT_YOUR_CITATION, NOT_YOUR_EVENT, NOT_YOUR_EVENT_TO_CHANGE, NOT_YOUR_EVENT_TO_RESTORE, NOT_YOUR_EVENT_TO_UNLINK, NOT_YOUR_SOURCE, NOT_YOUR_IMPORT, NOT_YOUR_NOTE, NOT_YOUR_PEOPLE_TO_RESTORE, ONLY_ADMINS_REMOVE_MEMBERS } from '../../lambdas/domain/sharing/roles';
import { BrowserLikeClient, outbox, signUpVerified, uniqueEmail } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';
import { photoRecord, seedPhotos } from './library-seed';

/**
 * Who may change what (issue 28): the member may undo what they made themselves and nothing the
 * founder made; the admin may do both; the members panel counts what each added.
 */

let stack: TestStack;
type Member = Awaited<ReturnType<typeof signUpVerified>>;
let founder: Member;
let relative: Member;
let familyId: string;

async function join(inviter: Member, joiner: Member): Promise<void> {
  expect((await inviter.client.post('/invite', { contacts: [{ email: joiner.email }], subject: 'Join', message: 'Come' })).status).toBe(200);
  const link = new URL(outbox(stack).filter((m) => m.to === joiner.email).at(-1)!.body.match(/https?:\/\/\S+/)![0]);
  expect((await joiner.client.post(`/invite/${link.searchParams.get('invite')}`, { key: link.searchParams.get('key') })).status).toBe(200);
  for (const client of [inviter.client, joiner.client]) {
    for (let attempt = 0; (await client.get('/family')).body.moving !== null; attempt++) {
      if (attempt > 150) throw new Error('The move into the family did not finish');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A GEDCOM import's run as the import writes it when it starts, by `importedBy`, with `people` people. */
async function importRun(importedBy: string, people: number): Promise<string> {
  const id = ulid();
  await new DynamoFamilyStore(stack.documentClient, stack.stack.tableName).createImport({
    ownerId: familyId,
    id,
    importKey: `file-${id}`,
    fileName: `${importedBy}.ged`,
    contentHash: null,
    status: 'done',
    counts: { people, families: 0, events: 0, notes: 0, citations: 0, sources: 0 },
    warnings: [],
    warningCount: 0,
    startedAt: Date.now(),
    finishedAt: Date.now(),
    error: null,
    gedcomVersion: '5.5.1',
    encoding: 'UTF-8',
    importedBy,
  });
  return id;
}

beforeAll(async () => {
  stack = await startTestStack();
  [founder, relative] = (await Promise.all(['founder', 'relative'].map((name) => signUpVerified(stack, new BrowserLikeClient(stack), uniqueEmail(`roles-${name}`))))) as [Member, Member];
  await seedPhotos(stack, [photoRecord(founder.user.user_id), photoRecord(founder.user.user_id), photoRecord(relative.user.user_id)]);
  await join(founder, relative);
  familyId = (await founder.client.get('/family')).body.family_id as string;
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('who may change what', () => {
  it('a member deletes the events and notes they added, never the founder’s; the admin may delete theirs', async () => {
    const grandma = (await founder.client.post('/person', { names: [{ first_name: 'Greta', last_name: 'Olsen' }] })).body.person.id as string;
    const founders = (await founder.client.post('/event', { event_type: 'birth', person_id: grandma, event_role: 'child', start_date: '1901' })).body.event.id as string;
    const theirs = (await relative.client.post('/event', { event_type: 'death', person_id: grandma, event_role: 'died', start_date: '1980' })).body.event.id as string;

    const refused = await relative.client.call('DELETE', `/event/${founders}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(NOT_YOUR_EVENT);
    expect((await founder.client.get(`/event/${founders}`)).status).toBe(200);
    expect((await relative.client.call('DELETE', `/event/${theirs}`)).status).toBe(200);
    const another = (await relative.client.post('/event', { event_type: 'death', person_id: grandma, event_role: 'died', start_date: '1981' })).body.event.id as string;
    expect((await founder.client.call('DELETE', `/event/${another}`)).status).toBe(200);

    // Notes are saved as a whole list: leaving out the founder's note is refused; leaving out one's own is not.
    const [founderNote] = (await founder.client.post(`/person/${grandma}/notes`, { notes: [{ note: 'Family bible' }] })).body.notes as Array<{ id: string }>;
    const withTheirs = (await relative.client.post(`/person/${grandma}/notes`, { notes: [{ id: founderNote!.id, note: 'Family bible' }, { note: 'Her recipes' }] })).body.notes as Array<{ id: string }>;
    expect(withTheirs).toHaveLength(2);
    const dropped = await relative.client.post(`/person/${grandma}/notes`, { notes: [{ id: withTheirs[1]!.id, note: 'Her recipes' }] });
    expect(dropped.status).toBe(403);
    expect(dropped.body.message).toBe(NOT_YOUR_NOTE);
    expect((await relative.client.post(`/person/${grandma}/notes`, { notes: [{ id: founderNote!.id, note: 'Family bible' }] })).body.notes).toHaveLength(1);

    // Writing over the founder's note is refused as removing it is; the list says who may change each.
    const overwritten = await relative.client.post(`/person/${grandma}/notes`, { notes: [{ id: founderNote!.id, note: 'OVERWRITTEN' }] });
    expect(overwritten.status).toBe(403);
    expect(overwritten.body.message).toBe(NOT_YOUR_NOTE);
    const listed = (await relative.client.get(`/person/${grandma}/notes`)).body.notes as Array<{ note: string; added_by: string | null }>;
    expect(listed).toEqual([expect.objectContaining({ note: 'Family bible', added_by: founder.user.user_id })]);
    const mine = (await relative.client.post(`/person/${grandma}/notes`, { notes: [{ id: founderNote!.id, note: 'Family bible' }, { note: 'Her recipes' }] })).body.notes as Array<{ id: string }>;
    const rewritten = await relative.client.post(`/person/${grandma}/notes`, { notes: [{ id: founderNote!.id, note: 'Family bible' }, { id: mine[1]!.id, note: 'Her recipes, in the tin' }] });
    expect(rewritten.status).toBe(200);
    expect((await founder.client.post(`/person/${grandma}/notes`, { notes: [{ id: founderNote!.id, note: 'Family bible (1888)' }, { id: mine[1]!.id, note: 'Her recipes, in the tin' }] })).status).toBe(200);

    // Citations alike: another's citation is not changed by a member, their own is.
    const [founderCitation] = (await founder.client.post(`/person/${grandma}/citations`, { citations: [{ citation: 'Parish register', page: 'p. 4', certainty: '' }] })).body.citations as Array<{ id: string }>;
    const changed = await relative.client.post(`/person/${grandma}/citations`, { citations: [{ id: founderCitation!.id, citation: 'Parish register', page: 'p. 5', certainty: '' }] });
    expect(changed.status).toBe(403);
    expect(changed.body.message).toBe(NOT_YOUR_CITATION);
    const withMine = (await relative.client.post(`/person/${grandma}/citations`, { citations: [{ id: founderCitation!.id, citation: 'Parish register', page: 'p. 4', certainty: '' }, { citation: 'Census 1911', page: '', certainty: '' }] })).body.citations as Array<{ id: string }>;
    expect(withMine).toHaveLength(2);
    expect((await relative.client.post(`/person/${grandma}/citations`, { citations: [{ id: founderCitation!.id, citation: 'Parish register', page: 'p. 4', certainty: '' }, { id: withMine[1]!.id, citation: 'Census 1911', page: 'RG14', certainty: '' }] })).status).toBe(200);
  });

  it('a member removes their own import, not the founder’s; the panel counts what each added', async () => {
    const founders = await importRun(founder.user.user_id, 31);
    const theirs = await importRun(relative.user.user_id, 4);
    const refused = await relative.client.post(`/imports/${founders}/remove`, { remove_edited: false });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(NOT_YOUR_IMPORT);
    expect((await founder.client.get(`/imports/${founders}`)).body.import.removal ?? null).toBeNull();
    expect((await relative.client.get(`/imports/${founders}`)).body.import.imported_by).toBe(founder.user.user_id);

    const panel = (await relative.client.get('/family/members')).body;
    const added = Object.fromEntries(panel.members.map((m: { user_id: string; added: unknown }) => [m.user_id, m.added]));
    // The founder: 2 photos, Greta (from the first test) and 31 imported people; the relative: 1 photo, 4 imported.
    expect(added[founder.user.user_id]).toEqual({ photos: 2, documents: 0, people: 32 });
    expect(added[relative.user.user_id]).toEqual({ photos: 1, documents: 0, people: 4 });

    expect((await relative.client.post(`/imports/${theirs}/remove`, { remove_edited: false })).status).toBe(200);
  });

  it('a member cannot turn the founder’s photo into a document by saving /document/new; the admin can', async () => {
    const photos = (await relative.client.get('/photos')).body.photos as Array<{ id: string; uploaded_by: string }>;
    const founders = photos.find((photo) => photo.uploaded_by === founder.user.user_id)!;
    const refused = await relative.client.post('/document/new', { title: 'A letter', image_id: founders.id });
    expect(refused.status).toBe(403);
    expect((await founder.client.get(`/photo/${founders.id}`)).status).toBe(200);
    expect((await founder.client.post('/document/new', { title: 'A letter', image_id: founders.id })).status).toBe(200);
  });

  it('a removed person is listed apart and put back as they were, by an admin or whoever added them', async () => {
    const aunt = (await founder.client.post('/person', { names: [{ first_name: 'Ingrid', last_name: 'Olsen' }] })).body.person.id as string;
    const birth = (await founder.client.post('/event', { event_type: 'birth', person_id: aunt, event_role: 'child', start_date: '1903' })).body.event.id as string;
    const listed = async (path: string) => ((await founder.client.get(path)).body.people as Array<{ id: string }>).map((person) => person.id);
    expect((await founder.client.post('/people/delete', [aunt])).body.count).toBe(1);
    expect(await listed('/people')).not.toContain(aunt);
    expect(await listed('/people/removed')).toContain(aunt);

    const refused = await relative.client.post('/people/restore', [aunt]);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(NOT_YOUR_PEOPLE_TO_RESTORE);
    expect((await founder.client.post('/people/restore', [aunt])).body).toEqual({ status: 'Success', count: 1 });
    // Back in the list, out of the removed ones, with her birth; putting her back again changes nothing.
    expect(await listed('/people')).toContain(aunt);
    expect(await listed('/people/removed')).not.toContain(aunt);
    expect(((await founder.client.get(`/events/${aunt}`)).body.events as Array<{ id: string }>).map((event) => event.id)).toContain(birth);
    expect((await founder.client.post('/people/restore', [aunt])).body.count).toBe(0);
    expect((await founder.client.post('/people/restore', [])).status).toBe(400);
  });

  it('a deleted event is put back whole, with its people, notes, citations and photos, by whoever could delete it', async () => {
    const bride = (await founder.client.post('/person', { names: [{ first_name: 'Ida', last_name: 'Berg' }] })).body.person.id as string;
    const groom = (await founder.client.post('/person', { names: [{ first_name: 'Olaf', last_name: 'Berg' }] })).body.person.id as string;
    const created = await founder.client.post('/event', { event_type: 'marriage', person_id: bride, event_role: 'spouse', start_date: '12 Jun 1920', location: 'Bergen, Norway' });
    const wedding = created.body.event.id as string;
    const saved = await founder.client.post(`/event/${wedding}`, { ...created.body.event, participants: [{ person: bride, event_role: 'spouse' }, { person: groom, event_role: 'spouse' }] });
    expect(saved.status).toBe(200);
    const [note] = (await founder.client.post(`/event/${wedding}/notes`, { notes: [{ note: 'In the rain' }] })).body.notes as Array<{ id: string }>;
    expect((await founder.client.post(`/note/${note!.id}/citations`, { citations: [{ citation: 'Letter from Ida', page: '', certainty: '' }] })).status).toBe(200);
    expect((await founder.client.post(`/event/${wedding}/citations`, { citations: [{ citation: 'Parish register', page: 'p. 9', certainty: '' }] })).status).toBe(200);
    // One of the founder's photos still in the library (another test turns one into a document).
    const founderPhoto = ((await founder.client.get('/photos')).body.photos as Array<{ id: string; uploaded_by: string }>).find((photo) => photo.uploaded_by === founder.user.user_id)!.id;
    expect((await founder.client.post(`/event/${wedding}/image/${founderPhoto}`, undefined)).status).toBe(200);
    const before = (await founder.client.get(`/event/${wedding}`)).body.event;
    const totalsBefore = (await founder.client.get('/people')).body.totals;

    expect((await founder.client.call('DELETE', `/event/${wedding}`)).body).toEqual({ status: 'Success', restorable: true });
    expect((await founder.client.get(`/event/${wedding}`)).status).toBe(404);
    expect((await founder.client.get(`/photo/${founderPhoto}`)).body.photo.event_id).toBeNull();

    // Both see it in the family's deleted events, marked as the founder's to put back.
    type Removed = { id: string; name: string; start_date: string; created_by: string | null; removed_at: string };
    const removedList = async (client: typeof founder.client) => (await client.get('/events/removed')).body.events as Removed[];
    for (const client of [founder.client, relative.client]) {
      expect((await removedList(client)).find((event) => event.id === wedding)).toEqual({
        id: wedding,
        event_type: 'marriage',
        name: before.name,
        start_date: '12 Jun 1920',
        created_by: founder.user.user_id,
        removed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    }

    // The member did not add it and may not put it back; the founder may, and gets it as it was.
    const refused = await relative.client.post(`/event/${wedding}/restore`, undefined);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(NOT_YOUR_EVENT_TO_RESTORE);
    const restored = await founder.client.post(`/event/${wedding}/restore`, undefined);
    expect(restored.status).toBe(200);
    expect(restored.body.event).toEqual(before);
    expect((await founder.client.get(`/events/${groom}`)).body.events.map((event: { id: string }) => event.id)).toEqual([wedding]);
    expect((await founder.client.get(`/event/${wedding}/notes`)).body.notes.map((n: { note: string }) => n.note)).toEqual(['In the rain']);
    expect((await founder.client.get(`/note/${note!.id}/citations`)).body.citations.map((c: { citation: string }) => c.citation)).toEqual(['Letter from Ida']);
    expect((await founder.client.get(`/event/${wedding}/citations`)).body.citations.map((c: { page: string }) => c.page)).toEqual(['p. 9']);
    expect((await founder.client.get(`/photo/${founderPhoto}`)).body.photo.event_id).toBe(wedding);
    expect((await founder.client.get('/people')).body.totals).toEqual(totalsBefore);
    // Back, it is out of the deleted events.
    expect((await removedList(founder.client)).map((event) => event.id)).not.toContain(wedding);

    // Twice is harmless; an event never deleted, or unknown, has nothing to put back.
    expect((await founder.client.post(`/event/${wedding}/restore`, undefined)).body.event).toEqual(before);
    const unknown = await founder.client.post(`/event/${ulid()}/restore`, undefined);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(REMOVED_EVENT_GONE);
  });

  it('a member adds people to the founder’s event but changes nothing of it, unlinks nobody through it, and renames only their own sources', async () => {
    const child = (await founder.client.post('/person', { names: [{ first_name: 'Nils', last_name: 'Dahl' }] })).body.person.id as string;
    const mother = (await founder.client.post('/person', { names: [{ first_name: 'Astrid', last_name: 'Dahl' }] })).body.person.id as string;
    const godfather = (await relative.client.post('/person', { names: [{ first_name: 'Per', last_name: 'Lund' }] })).body.person.id as string;
    const created = (await founder.client.post('/event', { event_type: 'birth', person_id: child, event_role: 'child', start_date: '4 May 1910', location: 'Oslo' })).body.event;
    const birth = created.id as string;
    const withMother = await founder.client.post(`/event/${birth}`, { ...created, participants: [{ person: child, event_role: 'child' }, { person: mother, event_role: 'parent' }] });
    const asSaved = withMother.body.event;
    const rows = [{ person: child, event_role: 'child' }, { person: mother, event_role: 'parent' }];

    // Adding someone is what a member may do to an event they did not add.
    const added = await relative.client.post(`/event/${birth}`, { ...asSaved, participants: [...rows, { person: godfather, event_role: 'present' }] });
    expect(added.status).toBe(200);
    expect(added.body.event.participants.map((p: { person: { id: string } }) => p.person.id)).toEqual([child, mother, godfather]);
    const withGodfather = added.body.event;

    // A new date, place or type, or someone taken out (even the one they added), is refused and nothing changes.
    const everyone = [...rows, { person: godfather, event_role: 'present' }];
    for (const change of [{ start_date: '5 May 1910' }, { location: 'Bergen' }, { event_type: 'Adoption' }, { name: 'My name', auto_name: false }, { participants: rows }, { participants: [rows[0]!, { person: godfather, event_role: 'present' }] }]) {
      const refused = await relative.client.post(`/event/${birth}`, { ...withGodfather, participants: everyone, ...change });
      expect(refused.status, JSON.stringify(change)).toBe(403);
      expect(refused.body.message).toBe(NOT_YOUR_EVENT_TO_CHANGE);
    }
    expect((await founder.client.get(`/event/${birth}`)).body.event).toEqual(withGodfather);

    // Unlinking the mother would take her out of the founder's birth: refused before anything changes.
    const unlink = await relative.client.post(`/person/${child}/unlink`, { relative_id: mother, relation: 'parent' });
    expect(unlink.status).toBe(403);
    expect(unlink.body.message).toBe(NOT_YOUR_EVENT_TO_UNLINK);
    expect((await founder.client.get(`/event/${birth}`)).body.event).toEqual(withGodfather);

    // Their own event they change freely; the admin changes the founder's.
    const theirs = (await relative.client.post('/event', { event_type: 'death', person_id: godfather, event_role: 'died', start_date: '1970' })).body.event;
    expect((await relative.client.post(`/event/${theirs.id}`, { ...theirs, start_date: '1971', participants: [{ person: godfather, event_role: 'died' }] })).status).toBe(200);
    expect((await founder.client.post(`/event/${birth}`, { ...withGodfather, start_date: '5 May 1910', participants: rows })).status).toBe(200);

    // Someone removed from the tree is not in the editor's list, and a save keeps them in the event to come back to.
    expect((await founder.client.post('/people/delete', [mother])).body.count).toBe(1);
    const shown = (await founder.client.get(`/event/${birth}`)).body.event;
    expect(shown.participants.map((p: { person: { id: string } }) => p.person.id)).toEqual([child]);
    expect((await founder.client.post(`/event/${birth}`, { ...shown, location: 'Oslo, Norway', participants: [{ person: child, event_role: 'child' }] })).status).toBe(200);
    expect((await founder.client.post('/people/restore', [mother])).body.count).toBe(1);
    expect((await founder.client.get(`/event/${birth}`)).body.event.participants.map((p: { person: { id: string } }) => p.person.id)).toEqual([child, mother]);

    // Sources: the founder's is theirs to correct; the member's own is the member's.
    const register = (await founder.client.post('/source', { title: 'Oslo birth register' })).body.source.id as string;
    const renamed = await relative.client.post(`/source/${register}`, { title: 'Member renamed' });
    expect(renamed.status).toBe(403);
    expect(renamed.body.message).toBe(NOT_YOUR_SOURCE);
    expect((await relative.client.get(`/source/${register}`)).body.source).toMatchObject({ title: 'Oslo birth register', created_by: founder.user.user_id });
    const letters = (await relative.client.post('/source', { title: 'Letters' })).body.source.id as string;
    expect((await relative.client.post(`/source/${letters}`, { title: 'Letters from Per' })).status).toBe(200);
    expect((await founder.client.post(`/source/${letters}`, { title: 'Letters from Per Lund' })).status).toBe(200);
  });

  it('members may only leave; the admin removes others but never the founder', async () => {
    const refused = await relative.client.post(`/remove_family/${founder.user.user_id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ONLY_ADMINS_REMOVE_MEMBERS);
    // Promoted, the relative may remove others, but the founder stays.
    expect((await founder.client.post(`/family/members/${relative.user.user_id}/role`, { role: 'admin' })).status).toBe(200);
    expect((await relative.client.post(`/remove_family/${founder.user.user_id}`)).status).toBe(400);
    expect((await founder.client.post(`/family/members/${relative.user.user_id}/role`, { role: 'member' })).status).toBe(200);
    expect((await founder.client.post(`/remove_family/${relative.user.user_id}`)).status).toBe(200);
    expect((await founder.client.get('/family/members')).body.members.map((m: { user_id: string }) => m.user_id)).toEqual([founder.user.user_id]);
  });
});
