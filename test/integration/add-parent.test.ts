import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportGedcom } from '../../lambdas/domain/genealogy-import/export-gedcom';
import { familyDeps } from '../../lambdas/runtime/family-deps';
import { signUpVerified } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';

/**
 * POST /person/{id}/parents ('Add father' / 'Add mother' on a person's page): a parent made there
 * is male for a father and female for a mother (unknown for a plain parent), joins the person's
 * birth (made when there is none), and a GEDCOM export then writes the father as HUSB and the
 * mother as WIFE, whichever was added first.
 */

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

type Client = Awaited<ReturnType<typeof signUpVerified>>['client'];
interface PersonBody {
  id: string;
  name: string;
  sex: string;
}
interface AddParentBody {
  parent: PersonBody;
  event: { id: string; event_type: string; name: string; participants: Array<{ event_role: string; person: PersonBody }> };
}

async function newPerson(client: Client, first: string, last: string): Promise<string> {
  const reply = await client.post('/person', { names: [{ first_name: first, last_name: last }] });
  expect(reply.status).toBe(200);
  return reply.body.person.id as string;
}

async function addParent(client: Client, childId: string, body: Record<string, unknown>): Promise<AddParentBody> {
  const reply = await client.post(`/person/${childId}/parents`, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as AddParentBody;
}

/** The lines of the one FAM record in a GEDCOM text, and the xref of each INDI by its NAME. */
function familyOf(gedcom: string): { fam: string[]; xrefOf: (name: string) => string } {
  const records = gedcom.split(/\n(?=0 )/);
  const fam = records.filter((record) => / FAM\b/.test(record.split('\n')[0]!));
  expect(fam).toHaveLength(1);
  return {
    fam: fam[0]!.split('\n'),
    xrefOf: (name) => records.find((record) => record.includes(`1 NAME ${name}`))!.split(' ')[1]!,
  };
}

describe('adding a parent from a person’s page', () => {
  it('makes a new father male and a new mother female, in the person’s birth, and the export writes the father as HUSB', async () => {
    const { client, user } = await signUpVerified(stack);
    const ann = await newPerson(client, 'Ann', 'Whitlock');

    // The mother first: without her sex she would be the couple's first partner, and so HUSB.
    const mother = await addParent(client, ann, { relation: 'mother', name: 'Martha Gill' });
    expect(mother.parent).toMatchObject({ name: 'Martha Gill', sex: 'Female' });
    expect(mother.event.event_type).toBe('birth');
    expect(mother.event.name).toBe('Ann Whitlock born to Martha Gill');
    const father = await addParent(client, ann, { relation: 'father', name: 'Henry Whitlock' });
    expect(father.parent).toMatchObject({ name: 'Henry Whitlock', sex: 'Male' });
    // The same birth, not a second one.
    expect(father.event.id).toBe(mother.event.id);
    expect(father.event.name).toBe('Ann Whitlock born to Martha Gill and Henry Whitlock');
    expect(father.event.participants.map((p) => `${p.event_role} ${p.person.name}`).sort()).toEqual(['child Ann Whitlock', 'parent Henry Whitlock', 'parent Martha Gill']);
    expect(((await client.get(`/person/${father.parent.id}`)).body.person as PersonBody).sex).toBe('Male');

    let gedcom = '';
    for await (const chunk of exportGedcom(familyDeps(), { ownerId: user.user_id, version: '5.5.1', date: new Date(Date.UTC(2026, 0, 1)) })) gedcom += chunk;
    const { fam, xrefOf } = familyOf(gedcom);
    expect(fam).toContain(`1 HUSB ${xrefOf('Henry /Whitlock/')}`);
    expect(fam).toContain(`1 WIFE ${xrefOf('Martha /Gill/')}`);
    expect(fam).toContain(`1 CHIL ${xrefOf('Ann /Whitlock/')}`);
    expect(gedcom).toMatch(/1 NAME Henry \/Whitlock\/\n(?:[2-9] .*\n)*1 SEX M/);
    expect(gedcom).toMatch(/1 NAME Martha \/Gill\/\n(?:[2-9] .*\n)*1 SEX F/);
  });

  it('leaves a plain parent’s sex unknown, takes someone already in the tree as they are, and adds them once', async () => {
    const { client } = await signUpVerified(stack);
    const tom = await newPerson(client, 'Tom', 'Reed');
    const parent = await addParent(client, tom, { relation: 'parent', name: 'Sam Reed' });
    expect(parent.parent.sex).toBe('');

    const existing = await newPerson(client, 'Ruth', 'Reed');
    const chosen = await addParent(client, tom, { relation: 'mother', person_id: existing });
    expect(chosen.parent).toMatchObject({ id: existing, sex: '' });
    const again = await addParent(client, tom, { relation: 'mother', person_id: existing });
    expect(again.event.participants.filter((p) => p.person.id === existing)).toHaveLength(1);
    expect(again.event.name).toBe('Tom Reed born to Sam Reed and Ruth Reed');
  });

  it('answers in words when the request cannot be done', async () => {
    const { client } = await signUpVerified(stack);
    const tom = await newPerson(client, 'Tom', 'Reed');
    const own = await client.post(`/person/${tom}/parents`, { relation: 'father', person_id: tom });
    expect(own.status).toBe(400);
    expect(JSON.stringify(own.body)).toContain('Someone cannot be their own parent');
    const both = await client.post(`/person/${tom}/parents`, { relation: 'father', person_id: tom, name: 'Sam Reed' });
    expect(both.status).toBe(400);
    expect(JSON.stringify(both.body)).toContain('Choose a person from the tree or type the name of someone new, not both');
    expect((await client.post(`/person/${tom}/parents`, { relation: 'uncle', name: 'Sam Reed' })).status).toBe(400);

    const stranger = await signUpVerified(stack);
    expect((await stranger.client.post(`/person/${tom}/parents`, { relation: 'father', name: 'Sam Reed' })).status).toBe(404);
  });

  it('refuses a parent who descends from the person (the tree would loop), through births and adoptions, and keeps the birth as it was', async () => {
    const { client } = await signUpVerified(stack);
    // Alice -> her son William (born to her) -> his daughter Jane (adopted by him) -> her son Tom.
    const alice = await newPerson(client, 'Alice', 'Paulet');
    const william = await newPerson(client, 'William', 'Paulet');
    const jane = await newPerson(client, 'Jane', 'Paulet');
    const tom = await newPerson(client, 'Tom', 'Paulet');
    await addParent(client, william, { relation: 'mother', person_id: alice });
    const adoption = await client.post('/event', { event_type: 'Adoption', person_id: jane, event_role: 'child' });
    const adopted = await client.post(`/event/${adoption.body.event.id}`, { event_type: 'Adoption', participants: [{ event_role: 'child', person: jane }, { event_role: 'parent', person: william }] });
    expect(adopted.status).toBe(200);
    await addParent(client, tom, { relation: 'mother', person_id: jane });

    for (const [descendant, name] of [
      [william, 'William Paulet'],
      [tom, 'Tom Paulet'],
    ] as const) {
      const loop = await client.post(`/person/${alice}/parents`, { relation: 'father', person_id: descendant });
      expect(loop.status).toBe(400);
      expect(loop.body.fields.person_id).toEqual([`${name} descends from Alice Paulet, so cannot also be their parent: choose another person`]);
    }
    // Nothing was written: Alice is still nobody's child (no birth of her own was made for the refused father).
    const events: Array<{ participants: Array<{ event_role: string; person: { id: string } }> }> = (await client.get(`/events/${alice}`)).body.events;
    expect(events.filter((event) => event.participants.some((p) => p.person.id === alice && p.event_role === 'child'))).toEqual([]);
    // Someone beside the line is fine: Tom's grandmother's father may be anyone else.
    const stranger = await newPerson(client, 'John', 'Neville');
    await addParent(client, alice, { relation: 'father', person_id: stranger });
  });
});
