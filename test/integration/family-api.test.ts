import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importGedcom } from '../../lambdas/domain/genealogy-import/import-gedcom';
import { documentClient } from '../../lambdas/runtime/clients';
import { familyDeps } from '../../lambdas/runtime/family-deps';
import { signUpVerified } from '../support/accounts-client';
import { signedInCookie } from '../support/sessions';
import { startTestStack, type TestStack } from '../support/local-stack';

/**
 * The family-tree API over HTTP against DynamoDB Local: people, names, contacts, events with their
 * automatic names, notes, citations, sources, the tree graphs, and isolation between trees.
 */

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

interface Reply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

class Tree {
  constructor(private readonly cookie: string) {}

  async call(method: string, path: string, body?: unknown): Promise<Reply> {
    const response = await stack.fetch(`/api${path}`, {
      method,
      headers: { cookie: this.cookie, 'x-requested-with': 'heirloom', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  get = (path: string) => this.call('GET', path);
  post = (path: string, body?: unknown) => this.call('POST', path, body);
  delete = (path: string) => this.call('DELETE', path);

  async person(typed: string, sex = ''): Promise<string> {
    const [first = '', last = ''] = typed.split(' ');
    const reply = await this.post('/person', { names: [{ first_name: first, last_name: last }], sex });
    expect(reply.status).toBe(200);
    return reply.body.person.id as string;
  }

  async event(type: string, roles: Array<[string, string]>, start_date = ''): Promise<string> {
    const [[firstRole, firstPerson]] = roles as [[string, string]];
    const created = await this.post('/event', { event_type: type, person_id: firstPerson, event_role: firstRole, start_date });
    expect(created.status).toBe(200);
    const id = created.body.event.id as string;
    const saved = await this.post(`/event/${id}`, {
      event_type: type,
      start_date,
      participants: roles.map(([event_role, person]) => ({ event_role, person })),
    });
    expect(saved.status).toBe(200);
    return id;
  }
}

let treeCounter = 0;
const newTreeOf = async (ownerId: string) => new Tree(await signedInCookie(ownerId));
const newTree = async () => newTreeOf(`family-api-${Date.now().toString(36)}-${treeCounter++}`);

describe('people and names', () => {
  it('creates a person; one with no names gets one blank name (spec 001 section 4)', async () => {
    const tree = await newTree();
    const created = await tree.post('/person', { names: [] });
    expect(created.status).toBe(200);
    expect(created.body.person).toMatchObject({ name: '', sex: '', person_version: 1, items_deleted: false });
    expect(created.body.person.names).toEqual([
      { id: expect.any(String), name_type: 'Birth Name', name_order: 0, prefix: '', first_name: '', middle_name: '', last_name: '', suffix: '' },
    ]);
    // Read back, the page also learns that someone with no death and no birth counts as living (private to the family), and no years of a life.
    const read = await tree.get(`/person/${created.body.person.id}`);
    expect(read.body.person).toEqual({ ...created.body.person, living: true, life_span: { born: null, died: null, deceased: false } });
  });

  it('saves names as a new version; a name with no first, middle or last replaces the blank name instead of being added', async () => {
    const tree = await newTree();
    const { body } = await tree.post('/person', { names: [] });
    const person = body.person;
    const blankId = person.names[0].id;
    const named = await tree.post(`/person/${person.id}`, {
      ...person,
      sex: 'Female',
      names: [
        { id: blankId, name_type: 'Birth Name', first_name: 'Ann', middle_name: 'Mary', last_name: 'Lee' },
        { name_type: 'Married Name', first_name: 'Ann', last_name: 'Smith' },
        { name_type: 'Nick Name', prefix: 'Dr' },
      ],
    });
    expect(named.status).toBe(200);
    expect(named.body.person).toMatchObject({ name: 'Ann Mary Lee', sex: 'Female', person_version: 2, author: expect.any(String) });
    expect(named.body.person.names.map((n: { name_type: string; last_name: string }) => [n.name_type, n.last_name])).toEqual([
      ['Birth Name', 'Lee'],
      ['Married Name', 'Smith'],
    ]);
    expect(named.body.person.names[0].id).toBe(blankId);

    const blanked = await tree.post(`/person/${person.id}`, { names: [{ id: blankId, first_name: '', last_name: '' }] });
    expect(blanked.body.person.names).toHaveLength(1);
    expect(blanked.body.person.names[0]).toMatchObject({ id: blankId, first_name: '', last_name: '' });
  });

  it('explains what is wrong with a person', async () => {
    const tree = await newTree();
    const reply = await tree.post('/person', { names: [{ name_type: 'Pen Name', first_name: 'x'.repeat(101) }] });
    expect(reply.status).toBe(400);
    expect(reply.body.fields['names.0.name_type']).toEqual(['Please choose a name type: Birth Name, Married Name, Nick Name, Legal Name Change']);
    expect(reply.body.fields['names.0.first_name']).toEqual(['First name must be at most 100 characters']);
    expect((await tree.get('/person/not%20an%20id')).status).toBe(400);
    expect((await tree.get('/person/01HZZZZZZZZZZZZZZZZZZZZZZZ')).body).toEqual({ message: 'That person is not in your family tree' });
  });

  it('lists people A-Z by last name then first, 50 a page, with a cursor, a letter and the unnamed', async () => {
    const tree = await newTree();
    const names = Array.from({ length: 55 }, (_, i) => `Person${String(i).padStart(2, '0')} ${['Young', 'Adams', 'Brontë', 'zeta'][i % 4]}`);
    for (const typed of names) await tree.person(typed);
    await tree.post('/person', { names: [] });
    const first = await tree.get('/people');
    expect(first.body.people).toHaveLength(50);
    const second = await tree.get(`/people?cursor=${encodeURIComponent(first.body.cursor)}`);
    const all = [...first.body.people, ...second.body.people];
    expect(all).toHaveLength(56);
    expect(second.body.cursor).toBeNull();
    const lastNames = all.map((p: { names: Array<{ last_name: string }> }) => p.names[0]!.last_name);
    expect(lastNames[0]).toBe(''); // the unnamed person sorts first
    expect(lastNames.slice(1)).toEqual([...lastNames.slice(1)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const adams = all.filter((p: { name: string }) => p.name.endsWith('Adams')).map((p: { name: string }) => p.name);
    expect(adams).toEqual([...adams].sort());
    const b = await tree.get('/people?letter=b');
    expect(b.body.people.every((p: { name: string }) => p.name.endsWith('Brontë'))).toBe(true);
    expect(b.body.people).toHaveLength(14);
    const unnamed = await tree.get('/people?missing_names=true');
    expect(unnamed.body.people).toHaveLength(1);
    // '#': the people with no last name (a first name alone, the unnamed), and nobody else.
    await tree.person('Cher');
    const noLastName = (await tree.get(`/people?letter=${encodeURIComponent('#')}`)).body.people.map((p: { name: string }) => p.name);
    expect(noLastName).toEqual(['', 'Cher']);
    expect((await tree.get('/people?letter=AB')).body.fields.letter).toEqual(['Choose one letter from A to Z, or # for people with no last name']);
  });

  it('finds people by the start of any of their names, ignoring case and accents', async () => {
    const tree = await newTree();
    const john = await tree.person('John Smith');
    const zoe = await tree.person('Zoë Brontë');
    await tree.person('Johanna Adams');
    const hits = (q: string) => tree.get(`/persons?q=${encodeURIComponent(q)}`).then((r) => r.body.persons.map((p: { id: string }) => p.id));
    expect(await hits('jo smi')).toEqual([john]);
    expect(await hits('zoe bronte')).toEqual([zoe]);
    expect((await hits('JOH')).length).toBe(2);
    expect(await hits('nobody')).toEqual([]);
    const empty = await tree.get('/persons?q=');
    expect(empty.status).toBe(400);
    expect(empty.body.fields.q).toEqual(['Type the name of a person to search for']);
  });

  it('sends the first 25 matches to a picker and up to 200 to the people page, saying when more match', async () => {
    const tree = await newTree();
    for (let i = 0; i < 30; i++) await tree.person(`Child${String(i).padStart(2, '0')} Windsor`);
    const picker = await tree.get('/persons?q=windsor');
    expect(picker.body.persons).toHaveLength(25);
    expect(picker.body.has_more).toBe(true);
    const page = await tree.get('/persons?q=windsor&limit=200');
    expect(page.body.persons).toHaveLength(30);
    expect(page.body.has_more).toBe(false);
    // In name order, so the first 25 are the same whichever is asked for.
    expect(page.body.persons.slice(0, 25)).toEqual(picker.body.persons);
    expect((await tree.get('/persons?q=windsor&limit=201')).body.fields.limit).toEqual(['Ask for at most 200 people']);
    expect((await tree.get('/persons?q=windsor&limit=lots')).body.fields.limit).toEqual(['The limit must be a number']);
  });

  it('gives each person the years of their life in the list, the search, their page and the tree, to tell namesakes apart', async () => {
    const tree = await newTree();
    const [elder, younger] = [await tree.person('John Namesake'), await tree.person('John Namesake')];
    await tree.event('birth', [['child', elder]], 'abt 1850');
    await tree.event('death', [['died', elder]], '3 Mar 1921');
    await tree.event('birth', [['child', younger]], '12 May 1950');
    await tree.event('birth', [['child', younger], ['parent', elder]], '');
    const elderSpan = { born: 1850, died: 1921, deceased: true };
    const youngerSpan = { born: 1950, died: null, deceased: false };
    const spans = (people: Array<{ id: string; life_span: unknown }>) => Object.fromEntries(people.map((p) => [p.id, p.life_span]));
    expect(spans((await tree.get('/people')).body.people)).toEqual({ [elder]: elderSpan, [younger]: youngerSpan });
    expect(spans((await tree.get('/persons?q=namesake')).body.persons)).toEqual({ [elder]: elderSpan, [younger]: youngerSpan });
    expect((await tree.get(`/person/${elder}`)).body.person).toMatchObject({ life_span: elderSpan, living: false });
    expect(spans((await tree.get(`/ancestors/${younger}`)).body.nodes.map((n: { key: string; life_span: unknown }) => ({ id: n.key, life_span: n.life_span })))).toEqual({ [elder]: elderSpan, [younger]: youngerSpan });
  });

  it('removes people from view: gone from the list and search, still readable by id', async () => {
    const tree = await newTree();
    const keep = await tree.person('Keep Me');
    const gone = await tree.person('Forget Me');
    expect((await tree.post('/people/delete', [gone])).body).toEqual({ status: 'Success', count: 1 });
    expect((await tree.get('/people')).body.people.map((p: { id: string }) => p.id)).toEqual([keep]);
    expect((await tree.get('/persons?q=forget')).body.persons).toEqual([]);
    expect((await tree.get(`/person/${gone}`)).body.person.items_deleted).toBe(true);
    expect(await tree.post('/people/delete', [])).toEqual({
      status: 400,
      body: { message: 'Please check the request body: Choose at least one person to remove', fields: { 'request body': ['Choose at least one person to remove'] } },
    });
  });

  it("the list's first page carries the tree's totals, kept on create, delete, merge, import and its removal", async () => {
    const ownerId = `family-api-totals-${Date.now().toString(36)}`;
    const tree = await newTreeOf(ownerId);
    const totals = async () => (await tree.get('/people')).body.totals as { people: number; events: number };
    expect(await totals()).toEqual({ people: 0, events: 0 });
    const [ann, bob, twin] = [await tree.person('Ann Lee'), await tree.person('Bob Ray'), await tree.person('Ann Lee')];
    const marriage = await tree.event('marriage', [['spouse', ann], ['spouse', bob]], '1975');
    await tree.event('birth', [['child', ann]], '1950');
    expect(await totals()).toEqual({ people: 3, events: 2 });
    // Saving a person or an event again changes nothing; removing, merging and deleting count down.
    expect((await tree.post(`/person/${bob}`, { names: [{ first_name: 'Bob', last_name: 'Rae' }] })).status).toBe(200);
    expect((await tree.post(`/event/${marriage}`, { event_type: 'marriage', start_date: '1976', participants: [{ event_role: 'spouse', person: ann }, { event_role: 'spouse', person: bob }] })).status).toBe(200);
    expect(await totals()).toEqual({ people: 3, events: 2 });
    expect((await tree.post('/person/merge', { person_id1: ann, person_id2: twin })).status).toBe(200);
    expect((await tree.post('/people/delete', [bob])).status).toBe(200);
    expect((await tree.delete(`/event/${marriage}`)).status).toBe(200);
    expect(await totals()).toEqual({ people: 1, events: 1 });
    // Filtered pages and later pages carry none.
    expect((await tree.get('/people?letter=L')).body.totals).toBeUndefined();

    // An import is counted when next asked; so is its removal.
    const gedcom = ['0 HEAD', '1 CHAR UTF-8', '0 @I1@ INDI', '1 NAME Ada /Byron/', '1 BIRT', '2 DATE 1815', '0 @I2@ INDI', '1 NAME Allegra /Byron/', '1 DEAT', '2 DATE 1822', '0 TRLR', ''].join('\n');
    const imported = await importGedcom(familyDeps(), { ownerId, source: new TextEncoder().encode(gedcom), fileName: 'byron.ged' });
    expect(await totals()).toEqual({ people: 3, events: 3 });
    expect((await tree.post(`/imports/${imported.id}/remove`, { remove_edited: false })).status).toBe(200);
    for (let attempt = 0; (await tree.get(`/imports/${imported.id}`)).body.import.removal?.status !== 'done'; attempt++) {
      if (attempt > 300) throw new Error('the removal did not finish');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await totals()).toEqual({ people: 1, events: 1 });
  });

  it('keeps contacts of the three kinds and checks each value', async () => {
    const tree = await newTree();
    const id = await tree.person('Ann Lee');
    const saved = await tree.post(`/person/${id}/contacts`, {
      contacts: [
        { contact_type: 'Email', contact_value: 'ann@example.com' },
        { contact_type: 'Phone Number', contact_value: '+1 555 0100' },
        { contact_type: 'Website', contact_value: 'https://ann.example.com' },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.contacts.map((c: { contact_type: string }) => c.contact_type)).toEqual(['Email', 'Phone Number', 'Website']);
    const removed = await tree.post(`/person/${id}/contacts`, [{ ...saved.body.contacts[0], deleted: true }, saved.body.contacts[1]]);
    expect(removed.body.contacts).toEqual([saved.body.contacts[1]]);
    expect((await tree.get(`/person/${id}/contacts`)).body.contacts).toEqual([saved.body.contacts[1]]);
    const bad = await tree.post(`/person/${id}/contacts`, { contacts: [{ contact_type: 'Email', contact_value: 'not-mail' }, { contact_type: 'Fax', contact_value: '1' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.fields['contacts.0.contact_value']).toEqual(['E-mail must be valid']);
    expect(bad.body.fields['contacts.1.contact_type']).toEqual(['Contact type must be Email, Phone Number, Website']);
  });
});

describe('events', () => {
  it('adds an event from a person (POST /event) and returns the event and the person', async () => {
    const tree = await newTree();
    const ann = await tree.person('Ann Lee');
    const reply = await tree.post('/event', { event_type: 'birth', person_id: ann, event_role: 'child', start_date: '1 May 1950' });
    expect(reply.status).toBe(200);
    expect(reply.body.person.id).toBe(ann);
    expect(reply.body.event).toMatchObject({
      event_type: 'birth',
      name: 'Ann Lee born',
      auto_name: true,
      start_date: '1 May 1950',
      sort_date: '11950-05-01',
      participants: [{ event_role: 'child', person: { id: ann, name: 'Ann Lee' }, deleted: false }],
    });
  });

  it('names events automatically until a name is typed, and back again when it is cleared', async () => {
    const tree = await newTree();
    const [ann, bob, cy] = [await tree.person('Ann Lee', 'Female'), await tree.person('Bob Lee', 'Male'), await tree.person('Cy Lee')];
    const id = await tree.event('birth', [['child', cy], ['parent', ann], ['parent', bob]], 'May 2018');
    const event = (await tree.get(`/event/${id}`)).body.event;
    expect(event.name).toBe('Cy Lee born to Ann Lee and Bob Lee');
    const typed = await tree.post(`/event/${id}`, { ...event, name: 'A happy day', auto_name: false, participants: event.participants });
    expect(typed.body.event).toMatchObject({ name: 'A happy day', auto_name: false });
    const cleared = await tree.post(`/event/${id}`, { ...event, name: '', auto_name: false, participants: event.participants });
    expect(cleared.body.event).toMatchObject({ name: 'Cy Lee born to Ann Lee and Bob Lee', auto_name: true });
    await tree.post(`/person/${cy}`, { names: [{ first_name: 'Cyrus', last_name: 'Lee' }] });
    expect((await tree.get(`/event/${id}`)).body.event.name).toBe('Cyrus Lee born to Ann Lee and Bob Lee');
  });

  it('keeps the people of one role in the order they were listed when a name changes, whatever their ids', async () => {
    const tree = await newTree();
    // Listed against the order they were made in (ids follow it), so an id order would swap them.
    const [ann, bob, cy] = [await tree.person('Ann Lee', 'Female'), await tree.person('Bob Lee', 'Male'), await tree.person('Cy Lee')];
    const birth = await tree.event('birth', [['child', cy], ['parent', bob], ['parent', ann]], 'May 2018');
    const wedding = await tree.event('marriage', [['spouse', bob], ['spouse', ann]], 'June 2015');
    expect((await tree.get(`/event/${birth}`)).body.event.name).toBe('Cy Lee born to Bob Lee and Ann Lee');

    await tree.post(`/person/${cy}`, { names: [{ first_name: 'Cyrus', last_name: 'Lee' }] });
    await tree.post(`/person/${ann}`, { names: [{ first_name: 'Anne', last_name: 'Lee' }] });
    const renamed = (await tree.get(`/event/${birth}`)).body.event;
    expect(renamed.name).toBe('Cyrus Lee born to Bob Lee and Anne Lee');
    expect(renamed.participants.map((p: { person: { name: string } }) => p.person.name)).toEqual(['Cyrus Lee', 'Bob Lee', 'Anne Lee']);
    expect((await tree.get(`/event/${wedding}`)).body.event.name).toBe('Bob Lee and Anne Lee married');
  });

  it('lists a person\'s events in date order with their role, finds events by name, and deletes them', async () => {
    const tree = await newTree();
    const [ann, bob] = [await tree.person('Ann Lee'), await tree.person('Bob Ray')];
    const death = await tree.event('death', [['died', ann]], '2001');
    const marriage = await tree.event('marriage', [['spouse', ann], ['spouse', bob]], 'about 1975');
    const birth = await tree.event('birth', [['child', ann]], '3 Jun 1950');
    const listed = (await tree.get(`/events/${ann}`)).body.events;
    expect(listed.map((e: { id: string; event_role: string }) => [e.id, e.event_role])).toEqual([
      [birth, 'child'],
      [marriage, 'spouse'],
      [death, 'died'],
    ]);
    expect(listed[1].name).toBe('Ann Lee and Bob Ray married');
    expect((await tree.get('/events?q=ann lee and')).body.events.map((e: { id: string }) => e.id)).toEqual([marriage]);
    expect((await tree.delete(`/event/${marriage}`)).body).toEqual({ status: 'Success', restorable: true });
    expect((await tree.get(`/event/${marriage}`)).status).toBe(404);
    expect((await tree.get(`/events/${bob}`)).body.events).toEqual([]);
  });

  it('refuses a role that does not belong to the event type, and unknown types', async () => {
    const tree = await newTree();
    const ann = await tree.person('Ann Lee');
    const wrongRole = await tree.post('/event', { event_type: 'death', person_id: ann, event_role: 'spouse', start_date: '' });
    expect(wrongRole.status).toBe(400);
    expect(wrongRole.body.fields.event_role).toEqual(['That role does not belong in a death event: choose died, present']);
    const wrongType = await tree.post('/event', { event_type: 'Party', person_id: ann, event_role: 'present' });
    expect(wrongType.body.fields.event_type).toEqual(['Please choose an event type from the list']);
  });
});

describe('notes, citations and sources', () => {
  it('lists every source of the tree by title a page at a time (an imported GEDCOM\'s and the app\'s), narrowed by the start of a title', async () => {
    const ownerId = `sources-${Date.now().toString(36)}`;
    const tree = await newTreeOf(ownerId);
    // 120 sources from a GEDCOM file, in an order unlike their titles', and one made in the app.
    const lines = ['0 HEAD', '1 CHAR UTF-8'];
    for (let i = 120; i >= 1; i--) lines.push(`0 @S${i}@ SOUR`, `1 TITL Census of ${1800 + i}`, `1 AUTH Registrar ${i}`);
    lines.push('0 TRLR', '');
    await importGedcom(familyDeps(), { ownerId, source: new TextEncoder().encode(lines.join('\n')), fileName: 'census.ged' });
    const made = (await tree.post('/source', { title: 'Bible of the Lee family', author: 'Ann Lee' })).body.source;

    const titles: string[] = [];
    let page: string | null = null;
    let pages = 0;
    do {
      const reply: Reply = await tree.get(`/sources${page ? `?page=${encodeURIComponent(page)}` : ''}`);
      expect(reply.status).toBe(200);
      expect(reply.body.sources.length).toBeLessThanOrEqual(50);
      titles.push(...reply.body.sources.map((source: { title: string }) => source.title));
      page = reply.body.next_page;
      pages++;
    } while (page && pages < 10);
    expect(titles).toHaveLength(121);
    expect(new Set(titles).size).toBe(121);
    expect(titles[0]).toBe(made.title);
    expect(titles.slice(1)).toEqual(Array.from({ length: 120 }, (_, i) => `Census of ${1801 + i}`));

    const narrowed = (await tree.get('/sources?q=census of 19')).body;
    expect(narrowed.sources.map((source: { title: string }) => source.title)).toEqual(Array.from({ length: 21 }, (_, i) => `Census of ${1900 + i}`));
    expect(narrowed.next_page).toBeNull();
    // Any word of the title, not only its first, and each word typed: a search pages as the list does.
    const found = async (q: string) => {
      const matched: string[] = [];
      let next: string | null = null;
      do {
        const reply: Reply = await tree.get(`/sources?q=${encodeURIComponent(q)}${next ? `&page=${encodeURIComponent(next)}` : ''}`);
        expect(reply.body.sources.length).toBeLessThanOrEqual(50);
        matched.push(...reply.body.sources.map((source: { title: string }) => source.title));
        next = reply.body.next_page;
      } while (next);
      return matched;
    };
    expect(await found('1905')).toEqual(['Census of 1905']);
    expect(await found('CENSUS')).toEqual(titles.slice(1));
    expect(await found('lee bib')).toEqual([made.title]);
    expect(await found('family')).toEqual([made.title]);
    // A word's start only ('ensus' is in no word's start), and titles only (an author is not a title).
    expect(await found('ensus')).toEqual([]);
    expect(await found('registrar')).toEqual([]);
    expect((await tree.get(`/sources?q=${'x'.repeat(201)}`)).body.fields.q).toEqual(['Type at most 200 characters of a title']);
    // Another family's list holds none of them.
    expect((await (await newTree()).get('/sources')).body).toEqual({ sources: [], next_page: null });
  });

  it('keeps notes on people, names and events, citations on those and on notes, and sources found by title', async () => {
    const tree = await newTree();
    const ann = await tree.person('Ann Lee');
    const person = (await tree.get(`/person/${ann}`)).body.person;
    const birth = (await tree.post('/event', { event_type: 'birth', person_id: ann, event_role: 'child', start_date: '1950' })).body.event.id;

    const source = (await tree.post('/source', { title: 'Parish Register of St Mary', author: 'Rev. Jones' })).body.source;
    expect((await tree.get('/source/search?q=parish reg')).body.sources).toEqual([source]);
    expect((await tree.get('/source/search?q=register mary')).body.sources).toEqual([source]);
    expect((await tree.get('/source/search?q=register john')).body.sources).toEqual([]);
    expect((await tree.post('/source', { title: ' ' })).body.fields.title).toEqual(['A source needs a title']);

    for (const [kind, id] of [
      ['person', ann],
      ['name', person.names[0].id],
      ['event', birth],
    ] as const) {
      const saved = await tree.post(`/${kind}/${id}/notes`, { notes: [{ note: `first ${kind} note` }, { note: `second ${kind} note` }] });
      expect(saved.status).toBe(200);
      expect(saved.body.notes.map((n: { note: string }) => n.note)).toEqual([`first ${kind} note`, `second ${kind} note`]);
      const cited = await tree.post(`/${kind}/${id}/citations`, { citations: [{ citation: 'https://example.com/record', page: '12' }, { source_id: source.id, certainty: '3' }] });
      expect(cited.body.citations).toMatchObject([
        { citation: 'https://example.com/record', page: '12', source: null },
        { source_id: source.id, certainty: '3', source },
      ]);
    }
    const notes = (await tree.get(`/person/${ann}/notes`)).body.notes;
    const noteCitations = await tree.post(`/note/${notes[0].id}/citations`, { citations: [{ citation: 'From the family bible' }] });
    expect(noteCitations.body.citations).toHaveLength(1);
    expect((await tree.get(`/person/${ann}/notes`)).body.notes[0].citations.map((c: { citation: string }) => c.citation)).toEqual(['From the family bible']);

    // Replacing the list: an emptied note goes, an edited one keeps its id.
    const edited = await tree.post(`/person/${ann}/notes`, { notes: [{ id: notes[0].id, note: 'edited' }, { id: notes[1].id, note: '' }] });
    expect(edited.body.notes).toEqual([{ id: notes[0].id, note: 'edited', citations: [expect.objectContaining({ citation: 'From the family bible' })], added_by: expect.any(String) }]);

    const eventCitations = (await tree.get(`/event/${birth}/citations`)).body.citations;
    expect((await tree.delete(`/citation/${eventCitations[0].id}`)).body).toEqual({ status: 'Success' });
    expect((await tree.get(`/event/${birth}/citations`)).body.citations).toHaveLength(1);

    const noText = await tree.post(`/person/${ann}/citations`, { citations: [{ page: '3' }] });
    expect(noText.body.fields['citations.0']).toEqual(['A citation needs its text, a web address or a source']);
    const unknownSource = await tree.post(`/person/${ann}/citations`, { citations: [{ source_id: '01HZZZZZZZZZZZZZZZZZZZZZZZ' }] });
    expect(unknownSource.body.fields['citations.0.source_id']).toEqual(['That source is not in your family tree']);
    expect((await tree.get('/name/01HZZZZZZZZZZZZZZZZZZZZZZZ.n1/notes')).status).toBe(404);
  });

  it("gives each source a page: what cites it, a page at a time (imported and made in the app), correctable by whoever added it and the admins, private to its tree", async () => {
    const ownerId = `source-page-${Date.now().toString(36)}`;
    const tree = await newTreeOf(ownerId);
    // 60 people cite the 1881 census in a GEDCOM file (more than one page of 50); one cites it twice.
    const lines = ['0 HEAD', '1 CHAR UTF-8', '0 @S1@ SOUR', '1 TITL Census of 1881', '1 AUTH Registrar General'];
    for (let i = 1; i <= 60; i++) lines.push(`0 @I${i}@ INDI`, `1 NAME Person${i} /Census/`, '1 SOUR @S1@', `2 PAGE Folio ${i}`);
    lines.push('1 NAME Alias /Census/', '2 SOUR @S1@', '3 PAGE Folio 60b');
    // A source with no title, only its text (as many files write them), and a bare one.
    lines.push('0 @S2@ SOUR', '1 TEXT p. 221, MVR 212 [Amended Rec]:45', '2 CONT second line', '0 @S3@ SOUR', '0 TRLR', '');
    await importGedcom(familyDeps(), { ownerId, source: new TextEncoder().encode(lines.join('\n')), fileName: 'census.ged' });
    const census = (await tree.get('/source/search?q=census')).body.sources[0];

    const cited: Array<{ page: string; parent_kind: string; cited_in: { kind: string; person?: { name: string } } }> = [];
    let next: string | null = null;
    let pages = 0;
    do {
      const reply: Reply = await tree.get(`/source/${census.id}${next ? `?page=${encodeURIComponent(next)}` : ''}`);
      expect(reply.status).toBe(200);
      // The page also says who may correct it besides the admins: nobody here (imported with no importer known).
      expect(reply.body.source).toEqual({ ...census, created_by: null });
      cited.push(...reply.body.citations);
      next = reply.body.next_page;
      pages += 1;
    } while (next && pages < 10);
    expect(pages).toBe(2);
    expect(cited).toHaveLength(61);
    // A page that was never given out (or another list's) is refused, not read.
    const madeUp = await tree.get(`/source/${census.id}?page=not-a-page`);
    expect(madeUp.status).toBe(400);
    expect(madeUp.body.message).toBe('That page link is not valid');
    expect(cited.filter((c) => c.parent_kind === 'name')).toEqual([expect.objectContaining({ page: 'Folio 60b', cited_in: expect.objectContaining({ kind: 'person' }) })]);
    expect(new Set(cited.map((c) => c.cited_in.person?.name)).size).toBe(60);
    // The untitled sources: the first line of the text names the one that has it.
    const untitled = (await tree.get('/sources')).body.sources.filter((source: { title: string }) => source.title === '');
    expect(untitled.map((source: { text?: string }) => source.text ?? '(none)').sort()).toEqual(['(none)', 'p. 221, MVR 212 [Amended Rec]:45']);
    // Listed by that text among the titles ('p' after 'Census'), the bare one last; and found by it.
    expect((await tree.get('/sources')).body.sources.map((source: { title: string; text?: string }) => source.title || source.text || '(none)')).toEqual([
      'Census of 1881',
      'p. 221, MVR 212 [Amended Rec]:45',
      '(none)',
    ]);
    expect((await tree.get('/source/search?q=mvr 221')).body.sources.map((source: { text?: string }) => source.text)).toEqual(['p. 221, MVR 212 [Amended Rec]:45']);

    // Made in the app: on a person and on an event; a forgotten person's citation leaves the page.
    const ann = await tree.person('Ann Lee');
    const birth = (await tree.post('/event', { event_type: 'birth', person_id: ann, event_role: 'child', start_date: '1881' })).body.event.id;
    const bible = (await tree.post('/source', { title: 'Bible of the Lee family' })).body.source;
    await tree.post(`/person/${ann}/citations`, { citations: [{ source_id: bible.id, page: 'Flyleaf' }] });
    await tree.post(`/event/${birth}/citations`, { citations: [{ source_id: bible.id, certainty: '3' }] });
    const bibleCitations = (await tree.get(`/source/${bible.id}`)).body.citations;
    expect(bibleCitations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ page: 'Flyleaf', parent_kind: 'person', cited_in: { kind: 'person', person: expect.objectContaining({ id: ann, name: 'Ann Lee' }) } }),
        expect.objectContaining({ certainty: '3', parent_kind: 'event', cited_in: { kind: 'event', event: { id: birth, event_type: 'birth', name: expect.any(String), start_date: '1881' } } }),
      ]),
    );
    // A citation stored before citations were indexed by source is on the page once the job has run.
    const annCitation = (await tree.get(`/person/${ann}/citations`)).body.citations[0].id;
    await documentClient().send(
      new UpdateCommand({ TableName: stack.stack.tableName, Key: { pk: `tree#${ownerId}#citation#${annCitation}`, sk: 'citation' }, UpdateExpression: 'REMOVE citedSource, gsi4pk, gsi4sk' }),
    );
    expect((await tree.get(`/source/${bible.id}`)).body.citations).toHaveLength(1);
    expect(await stack.stack.runJob('index-citations')).toMatchObject({ done: true, indexed: 1 });
    expect((await tree.get(`/source/${bible.id}`)).body.citations).toHaveLength(2);
    expect(await stack.stack.runJob('index-citations')).toMatchObject({ done: true, indexed: 1 });

    const bob = await tree.person('Bob Lee');
    await tree.post(`/person/${bob}/citations`, { citations: [{ source_id: bible.id }] });
    expect((await tree.get(`/source/${bible.id}`)).body.citations).toHaveLength(3);
    await tree.post('/people/delete', [bob]);
    expect((await tree.get(`/source/${bible.id}`)).body.citations).toHaveLength(2);

    // Corrected on its page: found by its new title, its citations still point to it.
    const corrected = await tree.post(`/source/${bible.id}`, { title: 'Holy Scriptures of the Lee family', author: 'Ann Lee', publication: 'London, 1850' });
    expect(corrected.body.source).toEqual({ id: bible.id, title: 'Holy Scriptures of the Lee family', author: 'Ann Lee', publication: 'London, 1850' });
    expect((await tree.get('/source/search?q=holy')).body.sources).toEqual([corrected.body.source]);
    expect((await tree.get('/source/search?q=bible')).body.sources).toEqual([]);
    expect((await tree.get(`/person/${ann}/citations`)).body.citations[0].source).toEqual(corrected.body.source);
    expect((await tree.post(`/source/${bible.id}`, { title: '' })).body.fields.title).toEqual(['A source needs a title']);

    // Another tree does not see it, nor a made-up id.
    const other = await newTree();
    expect((await other.get(`/source/${bible.id}`)).body).toEqual({ message: 'That source is not in your family tree' });
    expect((await other.post(`/source/${bible.id}`, { title: 'Mine now' })).status).toBe(404);
    expect((await tree.get(`/source/${bible.id}`)).body.source.title).toBe('Holy Scriptures of the Lee family');
  });
});

describe('tree graphs read from events', () => {
  it('builds relationships, ancestors and descendents, each person once, depth-limited, cycles safe', async () => {
    const tree = await newTree();
    const p = async (name: string, sex: string) => tree.person(name, sex);
    const [grandpa, grandma, dad, mum, me, sister, aunt, cousin, spouse, kid] = [
      await p('Old Lee', 'Male'),
      await p('Olga Lee', 'Female'),
      await p('Dan Lee', 'Male'),
      await p('Mia Ray', 'Female'),
      await p('Me Lee', 'Female'),
      await p('Sis Lee', 'Female'),
      await p('Aunt Lee', 'Female'),
      await p('Cous Lee', 'Male'),
      await p('Sam Fox', 'Male'),
      await p('Kid Fox', 'Male'),
    ];
    await tree.event('marriage', [['spouse', grandpa], ['spouse', grandma]]);
    await tree.event('birth', [['child', dad], ['parent', grandpa], ['parent', grandma]]);
    await tree.event('birth', [['child', aunt], ['parent', grandpa], ['parent', grandma]]);
    await tree.event('birth', [['child', cousin], ['parent', aunt]]);
    await tree.event('marriage', [['spouse', dad], ['spouse', mum]]);
    await tree.event('Divorce', [['spouse', dad], ['spouse', mum]]);
    await tree.event('birth', [['child', me], ['parent', dad], ['parent', mum]]);
    await tree.event('birth', [['child', sister], ['parent', dad], ['parent', mum]]);
    await tree.event('marriage', [['spouse', me], ['spouse', spouse]]);
    await tree.event('Adoption', [['child', kid], ['parent', me], ['parent', spouse]]);

    const graph = (await tree.get(`/relationships/${me}`)).body;
    const keys = graph.nodes.map((n: { key: string }) => n.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining([grandpa, grandma, dad, mum, me, sister, aunt, cousin, spouse, kid]));
    const link = (from: string, to: string) => graph.links.find((l: { from: string; to: string }) => l.from === from && l.to === to);
    const couple = (a: string, b: string) => link(a, b) ?? link(b, a);
    expect(couple(dad, mum)).toMatchObject({ category: 'marriage', status: 'divorced' });
    expect(couple(me, spouse)).toMatchObject({ category: 'marriage', status: 'married' });
    expect(link(dad, me)).toMatchObject({ category: 'parent' });
    expect(link(me, kid)).toMatchObject({ category: 'adoptive parent' });
    expect(graph.nodes.find((n: { key: string }) => n.key === me)).toEqual({ key: me, name: 'Me Lee', sex: 'Female', person_thumbnail_url: [], category: 'person', life_span: { born: null, died: null, deceased: false } });

    const ancestors = (await tree.get(`/ancestors/${me}`)).body;
    expect(ancestors.nodes.map((n: { key: string }) => n.key).sort()).toEqual([me, dad, mum, grandpa, grandma].sort());
    expect(ancestors.links.every((l: { category: string }) => l.category !== 'marriage')).toBe(true);
    const oneUp = (await tree.get(`/ancestors/${me}?depth=1`)).body;
    expect(oneUp.nodes.map((n: { key: string; category: string }) => [n.key, n.category]).sort()).toEqual(
      [
        [me, 'person'],
        [dad, 'lookup'],
        [mum, 'person'],
      ].sort(),
    );
    const descendents = (await tree.get(`/descendents/${grandpa}`)).body;
    expect(descendents.nodes.map((n: { key: string }) => n.key).sort()).toEqual([grandpa, dad, aunt, me, sister, cousin, kid].sort());

    // A file can make someone their own ancestor; the graph still ends.
    await tree.event('birth', [['child', grandpa], ['parent', me]]);
    const cyclic = (await tree.get(`/ancestors/${me}?depth=12`)).body;
    expect(new Set(cyclic.nodes.map((n: { key: string }) => n.key)).size).toBe(cyclic.nodes.length);
    expect((await tree.get(`/ancestors/${me}?depth=99`)).body.fields.depth).toEqual(['Depth must be at most 12']);
  });
});

describe('one tree per user', () => {
  it('never shows or changes another user\'s people, events, notes or pages (404)', async () => {
    const { client: alice } = await signUpVerified(stack);
    const { client: bob } = await signUpVerified(stack);
    const created = await alice.post('/person', { names: [{ first_name: 'Private', last_name: 'Person' }] });
    const personId = created.body.person.id;
    const event = await alice.post('/event', { event_type: 'birth', person_id: personId, event_role: 'child', start_date: '1900' });
    const eventId = event.body.event.id;
    await alice.post(`/person/${personId}/notes`, { notes: [{ note: 'secret' }] });

    for (const path of [`/person/${personId}`, `/event/${eventId}`, `/person/${personId}/notes`, `/event/${eventId}/citations`, `/events/${personId}`, `/relationships/${personId}`, `/person/${personId}/contacts`]) {
      expect((await bob.get(path)).status, path).toBe(404);
    }
    expect((await bob.post(`/person/${personId}`, { names: [{ first_name: 'Hacked' }] })).status).toBe(404);
    expect((await bob.post(`/person/${personId}/notes`, { notes: [{ note: 'mine now' }] })).status).toBe(404);
    expect((await bob.post('/event', { event_type: 'death', person_id: personId, event_role: 'died' })).status).toBe(404);
    expect((await bob.call('DELETE', `/event/${eventId}`)).status).toBe(404);
    expect((await bob.post('/people/delete', [personId])).body.count).toBe(0);
    expect((await bob.get('/persons?q=private')).body.persons).toEqual([]);
    expect((await bob.get('/people')).body.people).toEqual([]);

    // A page link from one tree cannot open another.
    for (let i = 0; i < 51; i += 1) await alice.post('/person', { names: [{ first_name: `P${i}` }] });
    const cursor = (await alice.get('/people')).body.cursor;
    expect((await bob.get(`/people?cursor=${encodeURIComponent(cursor)}`)).body).toEqual({ message: 'That page link is not valid', fields: { cursor: ['That page link is not valid'] } });

    expect((await alice.get(`/person/${personId}`)).body.person.name).toBe('Private Person');
    expect((await alice.get(`/person/${personId}/notes`)).body.notes.map((n: { note: string }) => n.note)).toEqual(['secret']);
  });

  it('answers 401 without a session', async () => {
    const response = await stack.fetch('/api/people');
    expect(response.status).toBe(401);
  });
});
