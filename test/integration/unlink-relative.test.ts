import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';

/**
 * POST /person/{id}/unlink ('Unlink' on a relative in a person's family lists): the relative leaves
 * the birth or the marriage that linked them, both people and every other event stay, the graph the
 * tree draws loses the link, asking twice is harmless, and what would undo more than the one link
 * is refused in words.
 */

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

type Client = Awaited<ReturnType<typeof signUpVerified>>['client'];
interface EventBody {
  id: string;
  name: string;
  start_date: string;
  location: string;
  participants: Array<{ event_role: string; person: { id: string; name: string } }>;
}

async function newPerson(client: Client, first: string, last: string): Promise<string> {
  const reply = await client.post('/person', { names: [{ first_name: first, last_name: last }] });
  expect(reply.status).toBe(200);
  return reply.body.person.id as string;
}

async function addParent(client: Client, childId: string, parentId: string): Promise<EventBody> {
  const reply = await client.post(`/person/${childId}/parents`, { relation: 'parent', person_id: parentId });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.event as EventBody;
}

async function marry(client: Client, a: string, b: string): Promise<string> {
  const created = await client.post('/event', { event_type: 'marriage', person_id: a, event_role: 'spouse', start_date: '12 Jun 1950', location: 'Leeds' });
  const id = created.body.event.id as string;
  const spouses = [a, b].map((person) => ({ event_role: 'spouse', person }));
  expect((await client.post(`/event/${id}`, { event_type: 'marriage', start_date: '12 Jun 1950', location: 'Leeds', participants: spouses })).status).toBe(200);
  return id;
}

async function unlink(client: Client, personId: string, relativeId: string, relation: string) {
  return client.post(`/person/${personId}/unlink`, { relative_id: relativeId, relation });
}

/** The links of the graph the family tree draws around a person, as 'from>to category'. */
async function links(client: Client, personId: string): Promise<string[]> {
  const graph = (await client.get(`/relationships/${personId}`)).body as { links: Array<{ from: string; to: string; category: string }> };
  return graph.links.map((link) => `${link.from}>${link.to} ${link.category}`).sort();
}

describe('unlinking a relative from a person’s page', () => {
  it('a parent leaves the birth, a partner the marriage, a child their parent’s side of the birth; both people stay, and asking again changes nothing', async () => {
    const { client } = await signUpVerified(stack);
    const ann = await newPerson(client, 'Ann', 'Whitlock');
    const henry = await newPerson(client, 'Henry', 'Whitlock');
    const martha = await newPerson(client, 'Martha', 'Gill');
    await addParent(client, ann, henry);
    const birth = await addParent(client, ann, martha);
    const marriage = await marry(client, henry, martha);
    expect(await links(client, ann)).toEqual([`${henry}>${ann} parent`, `${martha}>${ann} parent`, `${[henry, martha].sort().join('>')} marriage`].sort());

    const parent = await unlink(client, ann, henry, 'parent');
    expect(parent.status, JSON.stringify(parent.body)).toBe(200);
    const [changed] = parent.body.events as EventBody[];
    expect(changed!.id).toBe(birth.id);
    expect(changed!.participants.map((p) => `${p.event_role} ${p.person.name}`).sort()).toEqual(['child Ann Whitlock', 'parent Martha Gill']);
    expect(changed!.name).toBe('Ann Whitlock born to Martha Gill');
    expect(await links(client, ann)).not.toContain(`${henry}>${ann} parent`);
    expect((await client.get(`/person/${henry}`)).status).toBe(200);
    expect(((await unlink(client, ann, henry, 'parent')).body.events as EventBody[]).length).toBe(0);

    const partner = await unlink(client, henry, martha, 'partner');
    expect(partner.status).toBe(200);
    // The marriage stays with Henry, its date and place kept; Martha is no longer in it.
    const kept = (await client.get(`/event/${marriage}`)).body.event as EventBody;
    expect(kept.participants.map((p) => p.person.id)).toEqual([henry]);
    expect(kept).toMatchObject({ start_date: '12 Jun 1950', location: 'Leeds' });
    expect((await links(client, henry)).filter((link) => link.endsWith('marriage'))).toEqual([]);

    const child = await unlink(client, martha, ann, 'child');
    expect(child.status).toBe(200);
    expect((await client.get(`/event/${birth.id}`)).body.event.participants.map((p: EventBody['participants'][number]) => p.event_role)).toEqual(['child']);
    expect(await links(client, ann)).toEqual([]);
  });

  it('refuses in words what would undo more than the one link, and keeps other families out', async () => {
    const { client } = await signUpVerified(stack);
    const dan = await newPerson(client, 'Dan', 'Reed');
    const eve = await newPerson(client, 'Eve', 'Reed');
    const fay = await newPerson(client, 'Fay', 'Reed');
    await addParent(client, fay, dan);
    await addParent(client, fay, eve);
    // Partners only as Fay's parents: unlinking the couple would mean leaving Fay's birth.
    const couple = await unlink(client, dan, eve, 'partner');
    expect(couple.status).toBe(400);
    expect(couple.body.message).toBe('Dan Reed and Eve Reed are partners only as the parents of a child: unlink one of them from the child instead');

    // Twins in one birth: Dan leaving it for one twin would leave it for both.
    const gus = await newPerson(client, 'Gus', 'Reed');
    const twinBirth = (await client.get(`/events/${fay}`)).body.events.find((e: { event_type: string }) => e.event_type === 'birth') as EventBody;
    const participants = [...twinBirth.participants.map((p) => ({ event_role: p.event_role, person: p.person.id })), { event_role: 'child', person: gus }];
    expect((await client.post(`/event/${twinBirth.id}`, { event_type: 'birth', participants })).status).toBe(200);
    const twin = await unlink(client, gus, dan, 'parent');
    expect(twin.status).toBe(400);
    expect(twin.body.message).toBe('Gus Reed shares one birth with Fay Reed, so Dan Reed cannot be unlinked from Gus Reed alone: open that birth from the Events list and change who is in it there');
    expect(await links(client, gus)).toContain(`${dan}>${gus} parent`);

    expect((await unlink(client, dan, eve, 'cousin')).status).toBe(400);
    const stranger = await signUpVerified(stack);
    expect((await unlink(stranger.client, fay, dan, 'parent')).status).toBe(404);
    expect(await links(client, fay)).toContain(`${dan}>${fay} parent`);
  });
});
