import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { saveEventRequest, savePersonRequest } from '@heirloom/shared/contracts/family';
import { FOLD_INDEXES, foldIndexesFor } from '../../lambdas/adapters/aws/event-folds';
import { saveEvent } from '../../lambdas/domain/family/events';
import { mergePeople } from '../../lambdas/domain/family/merge-people';
import { savePerson, searchPersons } from '../../lambdas/domain/family/people';
import type { EventWithParticipants } from '../../lambdas/domain/family/records';
import type { FamilyStore } from '../../lambdas/domain/family/store';
import { importGedcom } from '../../lambdas/domain/genealogy-import/import-gedcom';
import { documentClient } from '../../lambdas/runtime/clients';
import { readEnv } from '../../lambdas/runtime/env';
import { familyDeps } from '../../lambdas/runtime/family-deps';
import { startTestStack, type TestStack } from '../support/local-stack';
import { MemoryFamilyStore } from '../unit/family/memory-family-store';
import { readBytes } from '../unit/gedcom/corpus';

/**
 * An imported event item stands in for its participants (lambdas/adapters/aws/event-folds.ts).
 * The DynamoDB store must read an imported tree exactly as the plain in-memory store does, and
 * the app's edits of imported events and people must keep every participant.
 */

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

let counter = 0;
const newOwner = (label: string) => `folds-${label}-${Date.now().toString(36)}-${counter++}`;
const FAMILY = `0 HEAD
1 GEDC
2 VERS 5.5.1
1 CHAR UTF-8
0 @F@ INDI
1 NAME John /Smith/
1 SEX M
1 BIRT
2 DATE 1 JAN 1900
0 @M@ INDI
1 NAME Mary Anne Louise Rose Jane /Brown/
1 SEX F
0 @C@ INDI
1 NAME Tom /Smith/
1 SEX M
1 BIRT
2 DATE 5 MAY 1930
2 PLAC Leeds
1 DEAT
2 DATE 1990
0 @T@ INDI
1 NAME Thomas /Smith/
1 SEX M
0 @FAM@ FAM
1 HUSB @F@
1 WIFE @M@
1 CHIL @C@
1 MARR
2 DATE 1925
0 TRLR
`;

const importFamily = (ownerId: string, text = FAMILY) => importGedcom(familyDeps(), { ownerId, source: new TextEncoder().encode(text), fileName: 'family.ged' });

async function allEvents(store: FamilyStore, ownerId: string): Promise<EventWithParticipants[]> {
  const events: EventWithParticipants[] = [];
  for await (const page of store.walkEvents(ownerId)) events.push(...page);
  return events;
}

/** Every item of one tree in the table (a Scan is fine in a test). */
async function treeItems(ownerId: string): Promise<Array<Record<string, unknown>>> {
  const items: Array<Record<string, unknown>> = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(new ScanCommand({ TableName: readEnv('tableName'), ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []).filter((item) => String(item.pk).startsWith(`tree#${ownerId}#`)));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

const participantItems = async (ownerId: string) => (await treeItems(ownerId)).filter((item) => item.__edb_e__ === 'familyParticipant');
const personIdOf = async (store: FamilyStore, ownerId: string, xref: string) => {
  for await (const page of store.walkPeople(ownerId)) for (const person of page) if (person.gedcom?.xref === xref) return person.id;
  throw new Error(`no ${xref}`);
};

describe('an imported event item stands in for its participants', () => {
  it('reads every person\'s events and every event\'s people as the in-memory store does (bach.ged)', async () => {
    const ownerId = newOwner('bach');
    const memory = new MemoryFamilyStore();
    const now = () => Date.UTC(2024, 0, 1);
    await importGedcom({ ...familyDeps(), store: memory, now }, { ownerId, source: readBytes('real/bach.ged'), fileName: 'bach.ged' });
    await importGedcom({ ...familyDeps(), now }, { ownerId, source: readBytes('real/bach.ged'), fileName: 'bach.ged' });
    const dynamo = familyDeps().store;
    // Nearly all participants are folded (not three with the same two fold indexes, nor a fourth),
    // some of them on the second of their two indexes. Ids are random, so the count varies from run
    // to run: about 2% stay items (one index a person left about 20%), and bach.ged is small.
    const events = await allEvents(memory, ownerId);
    const participants = events.reduce((sum, e) => sum + e.participants.length, 0);
    expect((await participantItems(ownerId)).length).toBeLessThan(participants / 10);
    const onSecondIndex = (await treeItems(ownerId)).flatMap((item) =>
      FOLD_INDEXES.filter((index) => typeof item[`${index}pk`] === 'string' && String(item[`${index}pk`]).endsWith('#events')).filter((index) => {
        const personId = String(item[`${index}pk`]).split('#')[3]!;
        return foldIndexesFor(personId)[1] === index;
      }),
    );
    expect(onSecondIndex.length).toBeGreaterThan(0);

    const strip = <T extends { importRun: string | null }>(list: T[]) => list.map(({ importRun: _run, ...rest }) => rest);
    expect((await allEvents(dynamo, ownerId)).map((e) => ({ ...e, event: { ...e.event, importRun: null }, participants: strip(e.participants) }))).toEqual(
      events.map((e) => ({ ...e, event: { ...e.event, importRun: null }, participants: strip(e.participants) })),
    );
    for (const { event } of events) expect(strip(await dynamo.participantsOf(ownerId, event.id))).toEqual(strip(await memory.participantsOf(ownerId, event.id)));
    for await (const page of memory.walkPeople(ownerId)) {
      for (const person of page) expect(strip(await dynamo.participationsOf(ownerId, person.id))).toEqual(strip(await memory.participationsOf(ownerId, person.id)));
    }
  }, 120_000);

  it('an edited imported birth keeps its child and parents, as participant items from then on', async () => {
    const ownerId = newOwner('edit');
    await importFamily(ownerId);
    const store = familyDeps().store;
    const tom = await personIdOf(store, ownerId, '@C@');
    const birth = (await store.participationsOf(ownerId, tom)).find((p) => p.eventType === 'birth')!;
    const before = await store.participantsOf(ownerId, birth.eventId);
    expect(before.map((p) => p.role).sort()).toEqual(['child', 'parent', 'parent']);
    const birthItem = async () => (await treeItems(ownerId)).find((item) => item.eventId === birth.eventId && item.sk === 'event')!;
    expect((await birthItem()).folded).not.toHaveLength(0);

    const request = saveEventRequest.parse({
      event_type: 'birth',
      start_date: '6 May 1930',
      end_date: '',
      location: 'Leeds',
      participants: before.map((p) => ({ person: p.personId, event_role: p.role })),
    });
    await saveEvent(familyDeps(), ownerId, birth.eventId, request);
    const after = await store.participantsOf(ownerId, birth.eventId);
    expect(after.map((p) => [p.personId, p.role])).toEqual(before.map((p) => [p.personId, p.role]));
    expect(new Set(after.map((p) => p.sortDate))).toEqual(new Set([(await store.getEvent(ownerId, birth.eventId))!.sortDate]));
    expect((await participantItems(ownerId)).filter((item) => item.eventId === birth.eventId)).toHaveLength(3);
    const eventItem = await birthItem();
    expect(eventItem.folded).toBeUndefined();
    expect(Object.keys(eventItem).filter((key) => /^gsi[567]/.test(key))).toEqual([]);
    // Tom's events list the birth once, at its new date.
    expect((await store.participationsOf(ownerId, tom)).filter((p) => p.eventId === birth.eventId)).toHaveLength(1);
  }, 60_000);

  it('renaming an imported person renames their events and keeps everyone in them', async () => {
    const ownerId = newOwner('rename');
    await importFamily(ownerId);
    const store = familyDeps().store;
    const tom = await personIdOf(store, ownerId, '@C@');
    const [birth, death] = await store.participationsOf(ownerId, tom);
    const people = async (eventId: string) => (await store.participantsOf(ownerId, eventId)).map((p) => [p.personId, p.role]);
    const before = { birth: await people(birth!.eventId), death: await people(death!.eventId) };
    await savePerson(familyDeps(), ownerId, ownerId, tom, savePersonRequest.parse({ names: [{ first_name: 'Tommy', last_name: 'Smith' }] }));
    expect((await store.getEvent(ownerId, death!.eventId))!.name).toContain('Tommy');
    expect({ birth: await people(birth!.eventId), death: await people(death!.eventId) }).toEqual(before);
    expect((await store.participationsOf(ownerId, tom)).map((p) => p.eventId)).toEqual([birth!.eventId, death!.eventId]);
  }, 60_000);

  it('merging an imported person into another moves their folded births and deaths', async () => {
    const ownerId = newOwner('merge');
    await importFamily(ownerId);
    const store = familyDeps().store;
    const [tom, thomas] = [await personIdOf(store, ownerId, '@C@'), await personIdOf(store, ownerId, '@T@')];
    const tomsEvents = (await store.participationsOf(ownerId, tom)).map((p) => [p.eventId, p.role]);
    expect(tomsEvents).toHaveLength(2);
    await mergePeople(familyDeps(), ownerId, ownerId, thomas, tom);
    expect((await store.participationsOf(ownerId, thomas)).map((p) => [p.eventId, p.role])).toEqual(tomsEvents);
    expect(await store.participationsOf(ownerId, tom)).toEqual([]);
  }, 60_000);

  it('a changed file imported again replaces the folded participants, leaving none behind', async () => {
    const ownerId = newOwner('changed');
    await importFamily(ownerId);
    await importFamily(ownerId, FAMILY.replace('1 WIFE @M@\n', ''));
    const store = familyDeps().store;
    const tom = await personIdOf(store, ownerId, '@C@');
    const birth = (await store.participationsOf(ownerId, tom)).find((p) => p.eventType === 'birth')!;
    expect((await store.participantsOf(ownerId, birth.eventId)).map((p) => p.role).sort()).toEqual(['child', 'parent']);
    expect(await store.participationsOf(ownerId, await personIdOf(store, ownerId, '@M@'))).toEqual([]);
  }, 60_000);

  it('finds an imported person by each of their name words (four on the person item, the rest in word items)', async () => {
    const ownerId = newOwner('words');
    await importFamily(ownerId);
    const mary = await personIdOf(familyDeps().store, ownerId, '@M@');
    for (const word of ['mary', 'anne', 'louise', 'rose', 'jane', 'brown']) {
      expect((await searchPersons(familyDeps(), ownerId, word)).people.map((p) => p.id), word).toContain(mary);
    }
    const words = (await treeItems(ownerId)).filter((item) => item.__edb_e__ === 'familyNameWord').map((item) => item.word);
    expect(words).toEqual(['jane']);
  }, 60_000);
});
