import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGET_PEOPLE_MAX } from '@heirloom/shared/contracts/family';
import { automaticName } from '../../lambdas/domain/family/event-names';
import { displayName } from '../../lambdas/domain/family/person-names';
import type { PersonRecord } from '../../lambdas/domain/family/records';
import { importGedcom } from '../../lambdas/domain/genealogy-import/import-gedcom';
import { documentClient } from '../../lambdas/runtime/clients';
import { familyDeps } from '../../lambdas/runtime/family-deps';
import { signUpVerified } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';

/**
 * Forgetting many people at once (POST /people/delete) renames the events still named
 * automatically after them, reading the affected events, their participants and people in batches
 * rather than one event at a time, so a big removal stays within a Lambda's time behind API
 * Gateway (29 s). The tree is a realistic import: 100 couples, each married with two children
 * born to them, the husband's death and burial (400 people, 500 events, folded as imports are).
 */

const FAMILIES = 100;

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

function familiesGedcom(): string {
  const lines = ['0 HEAD', '1 CHAR UTF-8'];
  for (let n = 1; n <= FAMILIES; n++) {
    const year = 1800 + (n % 60);
    lines.push(`0 @H${n}@ INDI`, `1 NAME Henry${n} /Stone${n}/`, '1 SEX M', '1 DEAT', `2 DATE ${year + 50}`, '1 BURI', `2 DATE ${year + 50}`, '2 PLAC Kendal', `1 FAMS @F${n}@`);
    lines.push(`0 @W${n}@ INDI`, `1 NAME Mary${n} /Gill${n}/`, '1 SEX F', `1 FAMS @F${n}@`);
    for (const child of ['A', 'B']) lines.push(`0 @C${n}${child}@ INDI`, `1 NAME Child${child}${n} /Stone${n}/`, '1 BIRT', `2 DATE ${year + 2}`, `1 FAMC @F${n}@`);
    lines.push(`0 @F${n}@ FAM`, `1 HUSB @H${n}@`, `1 WIFE @W${n}@`, `1 CHIL @C${n}A@`, `1 CHIL @C${n}B@`, '1 MARR', `2 DATE ${year}`);
  }
  lines.push('0 TRLR', '');
  return lines.join('\n');
}

describe('forgetting 200 people at once', () => {
  it('renames every event named after them, in batched reads and writes', async () => {
    const owner = await signUpVerified(stack);
    const ownerId = owner.user.user_id;
    await importGedcom(familyDeps(), { ownerId, source: new TextEncoder().encode(familiesGedcom()), fileName: 'stones.ged' });

    const people: PersonRecord[] = [];
    for await (const page of familyDeps().store.walkPeople(ownerId)) people.push(...page);
    expect(people).toHaveLength(FAMILIES * 4);
    // Every wife and every first child: each couple's marriage and both births lose a name.
    const forgotten = people.filter((person) => /^(Mary|ChildA)\d+ /.test(displayName(person))).map((person) => person.id);
    expect(forgotten).toHaveLength(200);

    // The removal as the app sends it, counting the DynamoDB requests it makes (the handlers run in this process).
    let requests = 0;
    documentClient().middlewareStack.add(
      (next) => async (args) => {
        requests++;
        return next(args);
      },
      { step: 'initialize', name: 'countRequests' },
    );
    const started = Date.now();
    const reply = await owner.client.post('/people/delete', forgotten);
    const tookMs = Date.now() - started;
    documentClient().middlewareStack.remove('countRequests');
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.count).toBe(200);
    console.info(`forgetting 200 people: ${requests} DynamoDB requests, ${tookMs} ms`);

    // Every automatic name is what the remaining people make it, and the app's lists agree.
    const remaining = new Map<string, PersonRecord>();
    for await (const page of familyDeps().store.walkPeople(ownerId)) for (const person of page) remaining.set(person.id, person);
    let events = 0;
    for await (const page of familyDeps().store.walkEvents(ownerId)) {
      for (const { event, participants } of page) {
        events++;
        expect(event.name, event.id).toBe(automaticName(event.eventType, participants, remaining));
      }
    }
    expect(events).toBe(FAMILIES * 5);
    const henry = people.find((person) => displayName(person) === 'Henry7 Stone7')!;
    const henrysEvents = (await owner.client.get(`/events/${henry.id}`)).body.events as Array<{ event_type: string; name: string }>;
    // The first child's birth has nobody left in its leading role: it is named by its type.
    expect(henrysEvents.map((event) => event.name).sort()).toEqual(['Birth', 'Burial', 'ChildB7 Stone7 born to Henry7 Stone7', 'Henry7 Stone7 died', 'Henry7 Stone7 married']);
    // The event search finds a renamed event by its new name, and no longer by the old one.
    const found = (await owner.client.get(`/events?${new URLSearchParams({ q: 'ChildB7 Stone7 born' })}`)).body.events as Array<{ name: string }>;
    expect(found.map((event) => event.name)).toEqual(['ChildB7 Stone7 born to Henry7 Stone7']);
    expect((await owner.client.get(`/events?${new URLSearchParams({ q: 'Henry7 Stone7 and' })}`)).body.events).toEqual([]);
    // A few requests for each person and each event renamed (one at a time per person, it was over 3,000).
    expect(requests).toBeLessThan(1500);
    // More than the API takes at once is refused in words.
    const tooMany = await owner.client.post('/people/delete', Array.from({ length: FORGET_PEOPLE_MAX + 1 }, (_, index) => forgotten[index % forgotten.length]));
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain(`Remove at most ${FORGET_PEOPLE_MAX} people at a time`);
  });
});
