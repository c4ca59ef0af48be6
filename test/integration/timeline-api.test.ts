import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoFaceStore } from '../../lambdas/adapters/aws/dynamo-face-store';
import { importGedcom } from '../../lambdas/domain/genealogy-import/import-gedcom';
import { familyDeps } from '../../lambdas/runtime/family-deps';
import type { FaceRecord } from '../../lambdas/domain/faces/records';
import { signUpVerified } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';
import { photoRecord, seedPhotos } from './library-seed';

/**
 * GET /events/timeline, /person/{id}/timeline and /event/{id}/timeline (spec 001 sections 7 and 9):
 * newest first, keyset paging down (back in time) and up, across year boundaries, BCE and fuzzy
 * dates; another tree's ids are not found.
 */

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

type Client = Awaited<ReturnType<typeof signUpVerified>>['client'];
interface Item {
  id: string;
  item_type: 'event' | 'photo';
  name: string;
  sort_date: string;
  start_date: string | null;
  date_taken: string | null;
}

async function newPerson(client: Client, first: string): Promise<string> {
  const reply = await client.post('/person', { names: [{ first_name: first, last_name: 'Timeline' }], sex: 'F' });
  expect(reply.status).toBe(200);
  return reply.body.person.id as string;
}

async function newEvent(client: Client, personId: string, start_date: string, name: string, end_date = ''): Promise<string> {
  const reply = await client.post('/event', { event_type: 'Custom', person_id: personId, event_role: 'participant', start_date, end_date, name });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.event.id as string;
}

async function page(client: Client, path: string, params: Record<string, string> = {}): Promise<Item[]> {
  const reply = await client.get(`${path}?${new URLSearchParams(params)}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.events as Item[];
}

/** An event with its people, each [person id, role]: created from the first, then saved with all. */
async function eventOf(client: Client, event_type: string, start_date: string, people: Array<[string, string]>): Promise<string> {
  const [first, second] = people;
  const created = await client.post('/event', { event_type, person_id: first![0], event_role: first![1], start_date, end_date: '' });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.event.id as string;
  if (second) {
    const participants = people.map(([person, event_role]) => ({ person, event_role }));
    const saved = await client.post(`/event/${id}`, { event_type, start_date, end_date: '', participants });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  return id;
}

const cursorDown = (item: Item) => ({ direction: 'down', last_date: item.sort_date, [item.item_type === 'event' ? 'last_event_id' : 'last_image_id']: item.id });
const cursorUp = (item: Item) => ({ direction: 'up', max_date: item.sort_date, [item.item_type === 'event' ? 'max_event_id' : 'max_image_id']: item.id });

describe('the family timeline', () => {
  let client: Client;
  let names: string[];
  beforeAll(async () => {
    const signed = await signUpVerified(stack);
    client = signed.client;
    const ada = await newPerson(client, 'Ada');
    // Events across BCE, fuzzy and exact dates, one undated (never listed).
    await newEvent(client, ada, '44 BC', 'Ides');
    await newEvent(client, ada, 'about 1850', 'Census about 1850');
    await newEvent(client, ada, '31 Dec 1850', 'New Year Eve 1850');
    await newEvent(client, ada, '1 Jan 1851', 'New Year 1851');
    await newEvent(client, ada, 'Jun 1851', 'Summer 1851');
    await newEvent(client, ada, '1851', 'Sometime in 1851');
    await newEvent(client, ada, '', 'Undated');
    // 60 photos a day apart in 1900 and 1901 fill more than a page; one undated photo is never listed.
    const photos = Array.from({ length: 60 }, (_, index) => {
      const day = new Date(Date.UTC(1900, 11, 1 + index));
      return photoRecord(signed.user.user_id, { dateTaken: `${day.getUTCDate()} ${day.toLocaleString('en', { month: 'short', timeZone: 'UTC' })} ${day.getUTCFullYear()}` });
    });
    await seedPhotos(stack, [...photos, photoRecord(signed.user.user_id)]);
    // Same day as an event: the event sorts before the photo.
    await seedPhotos(stack, [photoRecord(signed.user.user_id, { dateTaken: '1 Jan 1851', name: 'photo-new-year-1851.jpg' })]);
    names = [];
  });

  it('pages down from the newest to the oldest, then up again, without gaps or repeats', async () => {
    const down: Item[] = [];
    let batch = await page(client, '/events/timeline');
    expect(batch).toHaveLength(50);
    while (batch.length) {
      down.push(...batch);
      batch = await page(client, '/events/timeline', cursorDown(batch.at(-1)!));
    }
    expect(down).toHaveLength(60 + 1 + 6);
    names = down.map((item) => item.name);
    expect(names.slice(-7)).toEqual(['Summer 1851', 'photo-new-year-1851.jpg', 'New Year 1851', 'Sometime in 1851', 'New Year Eve 1850', 'Census about 1850', 'Ides']);
    expect(down[0]!.sort_date).toBe('1901-1-29');
    const ides = down.at(-1)!;
    expect(ides.sort_date).toBe('-43-0-0'); // 44 BCE is astronomical year -43
    expect(ides.start_date).toBe('44 BC');
    expect(down.find((item) => item.name === 'Census about 1850')!.start_date).toBe('about 1850');

    const up: Item[] = [];
    batch = await page(client, '/events/timeline', cursorUp(ides));
    while (batch.length) {
      up.unshift(...batch);
      batch = await page(client, '/events/timeline', cursorUp(batch[0]!));
    }
    expect(up.map((item) => item.name)).toEqual(names.slice(0, -1));
  });

  it('jumps to a year with last_date={year+1}-1-1, leaving out what is dated only by the next year', async () => {
    const from1850 = await page(client, '/events/timeline', { last_date: '1851-1-1' });
    expect(from1850.map((item) => item.name)).toEqual(['New Year Eve 1850', 'Census about 1850', 'Ides']);
    const from1900 = await page(client, '/events/timeline', { last_date: '1901-1-1' });
    expect(from1900[0]!.sort_date).toBe('1900-12-31');
    const bce = await page(client, '/events/timeline', { last_date: '-42-1-1' });
    expect(bce.map((item) => item.name)).toEqual(['Ides']);
    const upFrom1850 = await page(client, '/events/timeline', { direction: 'up', max_date: '1851-1-1' });
    expect(upFrom1850.slice(-4).map((item) => item.name)).toEqual(['Summer 1851', 'photo-new-year-1851.jpg', 'New Year 1851', 'Sometime in 1851']);
  });

  it('refuses bad paging parameters with a message', async () => {
    const reply = await client.get('/events/timeline?last_date=yesterday');
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain('1851-1-1');
    expect((await client.get('/events/timeline?direction=sideways')).status).toBe(400);
  });
});

describe('a person’s and an event’s timeline', () => {
  it('lists the person’s dated events and the photos within an event’s dates; a stranger’s ids are 404', async () => {
    const owner = await signUpVerified(stack);
    const ada = await newPerson(owner.client, 'Ada');
    const bob = await newPerson(owner.client, 'Bob');
    await newEvent(owner.client, ada, '1 May 1900', 'Ada 1900');
    await newEvent(owner.client, ada, '300 BC', 'Ada BCE');
    await newEvent(owner.client, bob, '1 May 1901', 'Bob 1901');
    const trip = await newEvent(owner.client, ada, '2 Jun 1920', 'Trip', '4 Jun 1920');
    const year = await newEvent(owner.client, ada, '1920', 'Year 1920');
    await seedPhotos(stack, [
      photoRecord(owner.user.user_id, { dateTaken: '1 Jun 1920', name: 'before.jpg' }),
      photoRecord(owner.user.user_id, { dateTaken: '3 Jun 1920', name: 'during.jpg' }),
      photoRecord(owner.user.user_id, { dateTaken: 'Jun 1920', name: 'june.jpg' }),
      photoRecord(owner.user.user_id, { dateTaken: '5 Jun 1920', name: 'after.jpg' }),
    ]);

    const adas = await page(owner.client, `/person/${ada}/timeline`);
    expect(adas.map((item) => item.name)).toEqual(['Trip', 'Year 1920', 'Ada 1900', 'Ada BCE']);
    const older = await page(owner.client, `/person/${ada}/timeline`, cursorDown(adas[1]!));
    expect(older.map((item) => item.name)).toEqual(['Ada 1900', 'Ada BCE']);
    const newer = await page(owner.client, `/person/${ada}/timeline`, cursorUp(older[0]!));
    expect(newer.map((item) => item.name)).toEqual(['Trip', 'Year 1920']);

    expect((await page(owner.client, `/event/${trip}/timeline`)).map((item) => item.name)).toEqual(['during.jpg']);
    expect((await page(owner.client, `/event/${year}/timeline`)).map((item) => item.name)).toEqual(['after.jpg', 'during.jpg', 'before.jpg', 'june.jpg']);

    const stranger = await signUpVerified(stack);
    expect((await stranger.client.get(`/person/${ada}/timeline`)).status).toBe(404);
    expect((await stranger.client.get(`/event/${trip}/timeline`)).status).toBe(404);
    expect(await page(stranger.client, '/events/timeline')).toEqual([]);
  });

  it('lists an imported person’s events, which their event items stand in for, with those added in the app, in date order', async () => {
    const owner = await signUpVerified(stack);
    // George and Ada's births, deaths and his marriage are imported: their event items stand in for them.
    const gedcom = `0 HEAD
1 CHAR UTF-8
0 @G@ INDI
1 NAME George /Byron/
1 BIRT
2 DATE 22 JAN 1788
1 DEAT
2 DATE 19 APR 1824
1 FAMS @F@
0 @A@ INDI
1 NAME Anne /Milbanke/
1 FAMS @F@
0 @D@ INDI
1 NAME Ada /Byron/
1 BIRT
2 DATE 10 DEC 1815
1 DEAT
2 DATE 27 NOV 1852
1 FAMC @F@
0 @F@ FAM
1 HUSB @G@
1 WIFE @A@
1 CHIL @D@
1 MARR
2 DATE 2 JAN 1815
0 TRLR
`;
    await importGedcom(familyDeps(), { ownerId: owner.user.user_id, source: new TextEncoder().encode(gedcom), fileName: 'byron.ged' });
    const idOf = async (first: string) => {
      const reply = await owner.client.get(`/persons?${new URLSearchParams({ q: first })}`);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return (reply.body.persons as Array<{ id: string }>)[0]!.id;
    };
    const [george, ada] = [await idOf('George'), await idOf('Ada')];
    await newEvent(owner.client, george, '1816', 'Leaves England');

    const georges = await page(owner.client, `/person/${george}/timeline`);
    expect(georges.map((item) => item.start_date)).toEqual(['19 APR 1824', '1816', '10 DEC 1815', '2 JAN 1815', '22 JAN 1788']);
    expect(georges[1]!.name).toBe('Leaves England');
    const older = await page(owner.client, `/person/${george}/timeline`, cursorDown(georges[2]!));
    expect(older.map((item) => item.start_date)).toEqual(['2 JAN 1815', '22 JAN 1788']);
    // Her father's death fell within her life: it is on her timeline too (his is on neither's after Ada's, 1852).
    expect((await page(owner.client, `/person/${ada}/timeline`)).map((item) => item.start_date)).toEqual(['27 NOV 1852', '19 APR 1824', '10 DEC 1815']);
  });

  it('lists the deaths of the person’s children, partners, parents and siblings within their life, once each, paging across them both ways', async () => {
    const owner = await signUpVerified(stack);
    const client = owner.client;
    const [pat, quin, fred, mia, cal, dee] = [await newPerson(client, 'Pat'), await newPerson(client, 'Quin'), await newPerson(client, 'Fred'), await newPerson(client, 'Mia'), await newPerson(client, 'Cal'), await newPerson(client, 'Dee')];
    await eventOf(client, 'birth', '1 Mar 1900', [[pat, 'child'], [fred, 'parent'], [mia, 'parent']]);
    await eventOf(client, 'marriage', 'Jun 1924', [[pat, 'spouse'], [quin, 'spouse']]);
    await eventOf(client, 'birth', '1925', [[cal, 'child'], [pat, 'parent'], [quin, 'parent']]);
    await eventOf(client, 'birth', '1930', [[dee, 'child'], [pat, 'parent'], [quin, 'parent']]);
    await eventOf(client, 'death', '10 May 1970', [[pat, 'died']]);
    // Fred died before Pat was born, Dee after Pat died: neither is Pat's life. Pat was at Cal's death.
    await eventOf(client, 'death', 'Nov 1899', [[fred, 'died']]);
    await eventOf(client, 'death', '1950', [[mia, 'died']]);
    const calsDeath = await eventOf(client, 'death', '3 Mar 1960', [[cal, 'died'], [pat, 'present']]);
    await eventOf(client, 'death', '2 Jan 1980', [[dee, 'died']]);
    await eventOf(client, 'death', '1965', [[quin, 'died']]);
    await newEvent(client, cal, '1962', 'Cal moves away');

    type Whose = Item & { event_type: string; people: Array<{ id: string; name: string }> };
    const pats = (await page(client, `/person/${pat}/timeline`)) as Whose[];
    const rows = (items: Whose[]) => items.map((item) => `${item.start_date} ${item.event_type} ${item.people.map((person) => person.name).sort().join(', ')}`);
    expect(rows(pats)).toEqual([
      '10 May 1970 death Pat Timeline',
      '1965 death Quin Timeline',
      '3 Mar 1960 death Cal Timeline',
      '1950 death Mia Timeline',
      '1930 birth Dee Timeline',
      '1925 birth Cal Timeline',
      'Jun 1924 marriage Pat Timeline, Quin Timeline',
      '1 Mar 1900 birth Pat Timeline',
    ]);
    // A relative's death is named as a child's birth is: by the event's name, and whose it is.
    expect(pats[1]!.name).toBe('Quin Timeline died');
    expect(pats.filter((item) => item.id === calsDeath)).toHaveLength(1);

    // Down from a relative's row and from a row of Pat's own, up from a relative's, and a jump by date.
    const names = pats.map((item) => item.start_date);
    expect((await page(client, `/person/${pat}/timeline`, cursorDown(pats[1]!))).map((item) => item.start_date)).toEqual(names.slice(2));
    expect((await page(client, `/person/${pat}/timeline`, cursorDown(pats[2]!))).map((item) => item.start_date)).toEqual(names.slice(3));
    expect((await page(client, `/person/${pat}/timeline`, cursorDown(pats[0]!))).map((item) => item.start_date)).toEqual(names.slice(1));
    expect((await page(client, `/person/${pat}/timeline`, cursorUp(pats[3]!))).map((item) => item.start_date)).toEqual(names.slice(0, 3));
    expect((await page(client, `/person/${pat}/timeline`, cursorUp(pats[4]!))).map((item) => item.start_date)).toEqual(names.slice(0, 4));
    expect((await page(client, `/person/${pat}/timeline`, { last_date: '1961-1-1' })).map((item) => item.start_date)).toEqual(names.slice(2));
    expect((await page(client, `/person/${pat}/timeline`, { direction: 'up', max_date: '1966-1-1' })).map((item) => item.start_date)).toEqual(names.slice(0, 1));

    // Dee's timeline has her parents' deaths within her life, and her brother Cal's (his birth, before hers, is not her life).
    expect(rows((await page(client, `/person/${dee}/timeline`)) as Whose[])).toEqual([
      '2 Jan 1980 death Dee Timeline',
      '10 May 1970 death Pat Timeline',
      '1965 death Quin Timeline',
      '3 Mar 1960 death Cal Timeline',
      '1930 birth Dee Timeline',
    ]);

    // Someone removed from the tree's view takes their death off the timeline.
    expect((await client.post('/people/delete', [mia])).status).toBe(200);
    expect((await page(client, `/person/${pat}/timeline`)).map((item) => item.start_date)).toEqual(names.filter((date) => date !== '1950'));
  });
});

describe('the photos on a person’s timeline', () => {
  const faceOf = (ownerId: string, photo: { photoId: string; dateSort: string }, personId: string, faceId: string): FaceRecord => ({
    ownerId,
    faceId,
    photoId: photo.photoId,
    personId,
    box: { left: 0.1, top: 0.1, width: 0.2, height: 0.2 },
    genderHint: null,
    confidence: 0.99,
    thumbKey: `faces/${faceId}.jpg`,
    photoDateSort: photo.dateSort,
    rejectedPersonIds: [],
    keptApartFrom: [],
    createdAt: Date.now(),
    updatedAt: Date.now(),
  });

  it('lists the photos with the person’s face and those attached to their events, each once; another family’s faces never show', async () => {
    const owner = await signUpVerified(stack);
    const ada = await newPerson(owner.client, 'Ada');
    const bob = await newPerson(owner.client, 'Bob');
    const wedding = await newEvent(owner.client, ada, '6 Jun 1930', 'Wedding');
    const uid = owner.user.user_id;
    const [faceOnly, both, eventOnly, bobs, undated] = await seedPhotos(stack, [
      photoRecord(uid, { dateTaken: '1 Jan 1925', name: 'face-only.jpg' }),
      photoRecord(uid, { dateTaken: '6 Jun 1930', name: 'face-and-event.jpg' }),
      photoRecord(uid, { dateTaken: '7 Jun 1930', name: 'event-only.jpg' }),
      photoRecord(uid, { dateTaken: '1 Jan 1940', name: 'bob.jpg' }),
      photoRecord(uid, { name: 'undated-face.jpg' }),
    ]);
    for (const photo of [both!, eventOnly!]) expect((await owner.client.post(`/event/${wedding}/image/${photo.photoId}`)).status).toBe(200);
    const faces = new DynamoFaceStore(stack.documentClient, stack.stack.tableName);
    await faces.putFaces([
      faceOf(uid, faceOnly!, ada, `f-${faceOnly!.photoId}`),
      // Two faces of Ada in one photo (a mirror): still one item.
      faceOf(uid, both!, ada, `f1-${both!.photoId}`),
      faceOf(uid, both!, ada, `f2-${both!.photoId}`),
      faceOf(uid, bobs!, bob, `f-${bobs!.photoId}`),
      faceOf(uid, undated!, ada, `f-${undated!.photoId}`),
    ]);

    const items = await page(owner.client, `/person/${ada}/timeline`);
    expect(items.map((item) => item.name)).toEqual(['event-only.jpg', 'face-and-event.jpg', 'Wedding', 'face-only.jpg']);
    // Paging through a photo cursor both ways keeps the same order.
    const older = await page(owner.client, `/person/${ada}/timeline`, cursorDown(items[2]!));
    expect(older.map((item) => item.name)).toEqual(['face-only.jpg']);
    const newer = await page(owner.client, `/person/${ada}/timeline`, cursorUp(items[3]!));
    expect(newer.map((item) => item.name)).toEqual(['event-only.jpg', 'face-and-event.jpg', 'Wedding']);

    // A stranger with a face row naming Ada (their own library) sees nothing of hers, and hers list none of theirs.
    const stranger = await signUpVerified(stack);
    const [theirs] = await seedPhotos(stack, [photoRecord(stranger.user.user_id, { dateTaken: '2 Feb 1931', name: 'stranger.jpg' })]);
    await faces.putFaces([faceOf(stranger.user.user_id, theirs!, ada, `f-${theirs!.photoId}`)]);
    expect((await page(owner.client, `/person/${ada}/timeline`)).map((item) => item.name)).not.toContain('stranger.jpg');
    expect((await stranger.client.get(`/person/${ada}/timeline`)).status).toBe(404);
  });
});

describe('whom each timeline event is about', () => {
  it('names the person of each one-person event, imported or added in the app, and both spouses of a marriage', async () => {
    const owner = await signUpVerified(stack);
    const gedcom = `0 HEAD
1 CHAR UTF-8
0 @H@ INDI
1 NAME Henry /Whitlock/
1 SEX M
1 CHR
2 DATE 3 MAR 1801
1 BAPM
2 DATE 4 MAR 1801
1 OCCU Miller
2 DATE 1830
1 RESI
2 DATE 1841
2 PLAC Kendal
1 EVEN
2 TYPE Apprenticeship
2 DATE 1815
1 DEAT
2 DATE 9 SEP 1860
1 BURI
2 DATE 12 SEP 1860
2 PLAC Kendal
1 FAMS @F@
0 @M@ INDI
1 NAME Martha /Gill/
1 SEX F
1 CREM
2 DATE 1875
1 FAMS @F@
0 @F@ FAM
1 HUSB @H@
1 WIFE @M@
1 MARR
2 DATE 6 JUN 1825
0 TRLR
`;
    await importGedcom(familyDeps(), { ownerId: owner.user.user_id, source: new TextEncoder().encode(gedcom), fileName: 'whitlock.ged' });
    const henryId = ((await owner.client.get('/persons?q=Henry')).body.persons as Array<{ id: string }>)[0]!.id;
    const added = await owner.client.post('/event', { event_type: 'Graduation', person_id: henryId, event_role: 'graduated', start_date: '1820' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);

    const items = (await page(owner.client, '/events/timeline')) as Array<Item & { event_type: string; people: Array<{ id: string; name: string }> }>;
    // Names in alphabetical order: two spouses come in the order of their participant records, which follows their ids.
    const whoseByType = Object.fromEntries(items.map((item) => [item.event_type, item.people.map((person) => person.name).sort()]));
    const henry = ['Henry Whitlock'];
    expect(whoseByType).toEqual({
      Burial: henry,
      death: henry,
      Residence: henry,
      Baptism: henry,
      Christening: henry,
      Custom: henry,
      Graduation: henry,
      Cremation: ['Martha Gill'],
      marriage: ['Henry Whitlock', 'Martha Gill'],
    });
    expect(items.find((item) => item.event_type === 'Custom')!.name).toBe('Apprenticeship');
    expect(items.find((item) => item.event_type === 'Burial')!.people[0]!.id).toBe(henryId);

    // Someone removed from the tree's view is no longer named.
    const marthaId = ((await owner.client.get('/persons?q=Martha')).body.persons as Array<{ id: string }>)[0]!.id;
    expect((await owner.client.post('/people/delete', [marthaId])).status).toBe(200);
    const after = (await page(owner.client, '/events/timeline')) as typeof items;
    expect(after.find((item) => item.event_type === 'marriage')!.people.map((person) => person.name)).toEqual(henry);
    expect(after.find((item) => item.event_type === 'Cremation')!.people).toEqual([]);
  });
});
