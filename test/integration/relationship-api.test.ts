import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserLikeClient, signUpVerified } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';

/**
 * GET /relationship/{personId}/{otherId} over HTTP against the local stand-ins: the words and the
 * path, "your" for the reader's own person, and clear answers for people who are not in the tree.
 */

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

async function familyOf(client: BrowserLikeClient) {
  const person = async (first: string, sex: string) => {
    const reply = await client.post('/person', { names: [{ first_name: first, last_name: 'Hale' }], sex });
    expect(reply.status).toBe(200);
    return reply.body.person.id as string;
  };
  const event = async (type: string, roles: Array<[string, string]>) => {
    const [[role, first]] = roles as [[string, string]];
    const created = await client.post('/event', { event_type: type, person_id: first, event_role: role });
    expect(created.status).toBe(200);
    const saved = await client.post(`/event/${created.body.event.id}`, { event_type: type, participants: roles.map(([event_role, id]) => ({ event_role, person: id })) });
    expect(saved.status).toBe(200);
  };
  return { person, event };
}

describe('how are we related, over HTTP', () => {
  it('tells a second cousin once removed as "your ..." to the reader, with the path to draw', async () => {
    const { client } = await signUpVerified(stack);
    const { person, event } = await familyOf(client);
    // Great-grandparents Ada and Abe; their children Bea and Ben; grandchildren Cal and Cy; Dee (Cal's
    // daughter) and Eve (Dee's daughter), who is the reader; Cy's daughter Fay.
    const [abe, ada, bea, ben, cal, cy, dee, eve, fay, gus] = [
      await person('Abe', 'Male'),
      await person('Ada', 'Female'),
      await person('Bea', 'Female'),
      await person('Ben', 'Male'),
      await person('Cal', 'Male'),
      await person('Cy', 'Male'),
      await person('Dee', 'Female'),
      await person('Eve', 'Female'),
      await person('Fay', 'Female'),
      await person('Gus', 'Male'),
    ];
    await event('birth', [['child', bea], ['parent', abe], ['parent', ada]]);
    await event('birth', [['child', ben], ['parent', abe], ['parent', ada]]);
    await event('birth', [['child', cal], ['parent', bea]]);
    await event('birth', [['child', cy], ['parent', ben]]);
    await event('birth', [['child', dee], ['parent', cal]]);
    await event('birth', [['child', eve], ['parent', dee]]);
    await event('birth', [['child', fay], ['parent', cy]]);
    await event('marriage', [['spouse', fay], ['spouse', gus]]);
    expect((await client.call('PUT', '/user/person', { person_id: eve })).status).toBe(200);

    const reply = await client.get(`/relationship/${fay}/${eve}`);
    expect(reply.status).toBe(200);
    expect(reply.body.person).toMatchObject({ id: fay, name: 'Fay Hale' });
    expect(reply.body.other).toMatchObject({ id: eve, name: 'Eve Hale' });
    const [closest] = reply.body.relationships;
    expect(closest).toMatchObject({ term: 'second cousin once removed', phrase: 'your second cousin once removed', kind: 'blood' });
    expect(closest.path[0]).toBe(eve);
    expect(closest.path.at(-1)).toBe(fay);
    expect(closest.path).toHaveLength(8);
    expect(closest.links).toEqual(['parent', 'parent', 'parent', 'parent', 'child', 'child', 'child']);
    expect([...closest.common_ancestors].sort()).toEqual([abe, ada].sort());
    expect(reply.body.people.map((p: { id: string }) => p.id)).toEqual(closest.path);

    // The other way round, and about someone else: their name, not "your".
    expect((await client.get(`/relationship/${eve}/${fay}`)).body.relationships[0].phrase).toBe('Fay Hale’s second cousin once removed');
    expect((await client.get(`/relationship/${gus}/${eve}`)).body.relationships[0].phrase).toBe('your second cousin-in-law once removed');
    expect((await client.get(`/relationship/${ada}/${eve}`)).body.relationships[0].phrase).toBe('your great-great-grandmother');
  });

  it('answers 404 for a person of another family, 400 for an id that is no id, and nothing for strangers', async () => {
    const mine = await signUpVerified(stack);
    const theirs = await signUpVerified(stack);
    const me = await (await familyOf(mine.client)).person('Ivy', 'Female');
    const stranger = await (await familyOf(mine.client)).person('Jon', 'Male');
    const elsewhere = await (await familyOf(theirs.client)).person('Kit', 'Male');

    const across = await mine.client.get(`/relationship/${elsewhere}/${me}`);
    expect(across).toMatchObject({ status: 404, body: { message: 'That person is not in your family tree' } });
    const bad = await mine.client.get(`/relationship/${encodeURIComponent('not an id')}/${me}`);
    expect(bad.status).toBe(400);
    expect(bad.body.fields.personId).toEqual(['That id is not valid']);
    const none = await mine.client.get(`/relationship/${stranger}/${me}`);
    expect(none.status).toBe(200);
    expect(none.body.relationships).toEqual([]);
    expect(none.body.generations_searched).toBe(10);
    const signedOut = await new BrowserLikeClient(stack).get(`/relationship/${stranger}/${me}`);
    expect(signedOut.status).toBe(401);
  });

  it('lists relatives as people-list filters: cousins by degree, ancestors, a branch, with clear 400s', async () => {
    const { client } = await signUpVerified(stack);
    const { person, event } = await familyOf(client);
    const [top, topWife, left, right, leftKid, rightKid, leftGrandkid, rightGrandkid] = [
      await person('Top', 'Male'),
      await person('Wife', 'Female'),
      await person('Left', 'Male'),
      await person('Right', 'Female'),
      await person('Lkid', 'Male'),
      await person('Rkid', 'Female'),
      await person('Lgrand', 'Female'),
      await person('Rgrand', 'Male'),
    ];
    for (const child of [left, right]) await event('birth', [['child', child], ['parent', top], ['parent', topWife]]);
    await event('birth', [['child', leftKid], ['parent', left]]);
    await event('birth', [['child', rightKid], ['parent', right]]);
    await event('birth', [['child', leftGrandkid], ['parent', leftKid]]);
    await event('birth', [['child', rightGrandkid], ['parent', rightKid]]);
    const firstNames = async (path: string) => {
      const reply = await client.get(path);
      expect(reply.status).toBe(200);
      return reply.body.people.map((p: { names: Array<{ first_name: string }> }) => p.names[0]!.first_name);
    };
    expect(await firstNames(`/person/${leftGrandkid}/relatives?relation=cousins&degree=2`)).toEqual(['Rgrand']);
    expect(await firstNames(`/person/${leftKid}/relatives?relation=cousins`)).toEqual(['Rkid']);
    expect(await firstNames(`/person/${leftGrandkid}/relatives?relation=ancestors`)).toEqual(['Lkid', 'Left', 'Top', 'Wife']);
    expect(await firstNames(`/person/${top}/relatives?relation=branch&partner_id=${topWife}`)).toEqual(['Left', 'Right', 'Lkid', 'Rkid', 'Lgrand', 'Rgrand']);
    expect(await firstNames(`/person/${leftKid}/relatives?relation=aunts-uncles`)).toEqual(['Right']);

    const tooFar = await client.get(`/person/${leftKid}/relatives?relation=cousins&degree=9`);
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.fields.degree).toEqual(['Cousins go up to eighth cousins (degree 8)']);
    const noPartner = await client.get(`/person/${top}/relatives?relation=branch`);
    expect(noPartner.status).toBe(400);
    expect(noPartner.body.fields.partner_id).toEqual(['A branch needs the partner: give partner_id']);
    const unknown = await client.get(`/person/${top}/relatives?relation=friends`);
    expect(unknown.body.fields.relation).toEqual(['Choose a relation: ancestors, descendants, aunts-uncles, cousins, in-laws, branch']);
    expect((await client.get(`/person/${top}/relatives?relation=branch&partner_id=${leftKid}`)).body.message).toBe('These two have no children together in the tree, so they have no branch');
  });
});
