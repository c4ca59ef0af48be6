import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportView } from '@heirloom/shared/contracts/family';
import { DynamoFaceStore } from '../../lambdas/adapters/aws/dynamo-face-store';
import { displayName } from '../../lambdas/domain/family/person-names';
import type { PersonRecord } from '../../lambdas/domain/family/records';
import { importGedcom } from '../../lambdas/domain/genealogy-import/import-gedcom';
import { documentClient } from '../../lambdas/runtime/clients';
import { familyDeps } from '../../lambdas/runtime/family-deps';
import { readEnv } from '../../lambdas/runtime/env';
import { startTestStack, type TestStack } from '../support/local-stack';
import { signedInCookie } from '../support/sessions';
import { catalogFor, photoRecord, seedPhotos } from './library-seed';

/**
 * 'Remove this import' against the local stack: POST /imports/{id}/remove queues the job on the
 * imports queue, its progress and outcome come back on GET /imports/{id}, and the tree keeps what
 * the family did since: people edited after the import (until the family confirms), people on
 * photos, events with photos and their people, what was made in the app, another file's people,
 * and every photo.
 */

const FAMILY = `0 HEAD
1 GEDC
2 VERS 5.5.1
2 FORM LINEAGE-LINKED
1 CHAR UTF-8
0 @I1@ INDI
1 NAME Ada /Lovelace/
1 SEX F
1 BIRT
2 DATE 10 DEC 1815
2 PLAC London
1 FAMS @F1@
1 NOTE A mathematician
1 SOUR @S1@
2 PAGE p. 1
0 @I2@ INDI
1 NAME William /King/
1 SEX M
1 FAMS @F1@
0 @I3@ INDI
1 NAME Byron /King/
1 SEX M
1 BIRT
2 DATE 1836
1 FAMC @F1@
0 @I4@ INDI
1 NAME Mary /Somerville/
1 SEX F
1 DEAT
2 DATE 29 NOV 1872
0 @F1@ FAM
1 HUSB @I2@
1 WIFE @I1@
1 CHIL @I3@
1 MARR
2 DATE 8 JUL 1835
0 @S1@ SOUR
1 TITL Parish register
0 @O1@ OBJE
1 FILE portrait.jpg
2 FORM jpg
0 TRLR
`;

const OTHER = `0 HEAD
1 GEDC
2 VERS 5.5.1
2 FORM LINEAGE-LINKED
1 CHAR UTF-8
0 @I1@ INDI
1 NAME Charles /Babbage/
0 TRLR
`;

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

const bytes = (text: string) => new TextEncoder().encode(text);

async function call(cookie: string, method: string, path: string, body?: unknown) {
  const response = await stack.fetch(`/api${path}`, {
    method,
    headers: { cookie, 'x-requested-with': 'heirloom', ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, json: (await response.json()) as { import: ImportView; message?: string } };
}

async function peopleNames(ownerId: string): Promise<string[]> {
  const people: PersonRecord[] = [];
  for await (const page of familyDeps().store.walkPeople(ownerId)) people.push(...page);
  return people.map((p) => displayName(p)).sort();
}

async function personByName(ownerId: string, name: string): Promise<PersonRecord> {
  for await (const page of familyDeps().store.walkPeople(ownerId)) for (const p of page) if (displayName(p) === name) return p;
  throw new Error(`${name} is not in the tree`);
}

/** Polls GET /imports/{id} (as the report page does) until the removal has finished. */
async function removalDone(cookie: string, importId: string): Promise<ImportView> {
  const seen: string[] = [];
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const { json } = await call(cookie, 'GET', `/imports/${importId}`);
    if (json.import.removal) seen.push(json.import.removal.status);
    if (json.import.removal?.status === 'done') return json.import;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the removal did not finish: ${seen.join(', ')}`);
}

describe('Remove this import', () => {
  it('removes what one file brought in, keeps what the family did since, and runs again when confirmed', async () => {
    const ownerId = `removal-${Date.now().toString(36)}`;
    const cookie = await signedInCookie(ownerId);
    const deps = familyDeps();
    const imported = await importGedcom(deps, { ownerId, source: bytes(FAMILY), fileName: 'lovelace.ged' });
    await importGedcom(deps, { ownerId, source: bytes(OTHER), fileName: 'babbage.ged' });
    expect(await peopleNames(ownerId)).toEqual(['Ada Lovelace', 'Byron King', 'Charles Babbage', 'Mary Somerville', 'William King']);

    // Since the import: William's name was edited, Byron is on a photo (a face named as him),
    // Mary's death has a photo, and someone was added in the app.
    const william = await personByName(ownerId, 'William King');
    await deps.store.putPerson({ ...william, names: william.names.map((n) => ({ ...n, middle: 'Noel' })), updatedAt: Date.now() + 1000 }, william);
    const byron = await personByName(ownerId, 'Byron King');
    const mary = await personByName(ownerId, 'Mary Somerville');
    const [maryDeath] = (await deps.store.participationsOf(ownerId, mary.id)).filter((p) => p.eventType === 'death');
    const [facePhoto, eventPhoto] = await seedPhotos(stack, [photoRecord(ownerId), photoRecord(ownerId, { eventId: maryDeath!.eventId })]);
    await new DynamoFaceStore(documentClient(), readEnv('tableName')).putFaces([
      {
        ownerId,
        faceId: `face-${ownerId}`,
        photoId: facePhoto!.photoId,
        personId: byron.id,
        box: { left: 0.1, top: 0.1, width: 0.2, height: 0.2 },
        genderHint: null,
        confidence: 99,
        thumbKey: `users/${ownerId}/faces/face.jpg`,
        photoDateSort: '',
        rejectedPersonIds: [],
        keptApartFrom: [],
        createdAt: Date.now(),
        updatedAt: Date.now(),
      },
    ]);
    await deps.store.putPerson({ ...william, id: 'made-in-the-app', importKey: '-', importRun: null, gedcom: null, names: [{ ...william.names[0]!, first: 'Annabella', last: 'Milbanke' }] });

    const asked = await call(cookie, 'POST', `/imports/${imported.id}/remove`, { remove_edited: false });
    expect(asked.status).toBe(200);
    expect(asked.json.import.removal?.status).toMatch(/queued|running|done/);
    const first = await removalDone(cookie, imported.id);
    // Ada goes with her note and citation and the source only she cited; her parts in the kept
    // marriage and birth go too. William (edited), Byron (on a photo), Mary (her death has a photo) stay.
    expect(await peopleNames(ownerId)).toEqual(['Annabella Milbanke', 'Byron King', 'Charles Babbage', 'Mary Somerville', 'William Noel King']);
    expect(first.removal).toMatchObject({ status: 'done', remove_edited: false, removed: { people: 1, notes: 1, citations: 1, sources: 1 }, kept_people: 3 });
    expect(first.removal!.removed.families).toBe(0);
    const birth = (await deps.store.participationsOf(ownerId, byron.id)).find((p) => p.eventType === 'birth')!;
    expect((await deps.store.participantsOf(ownerId, birth.eventId)).map((p) => p.personId).sort()).toEqual([byron.id, william.id].sort());

    // Asking again while done changes nothing; confirming the edited people too removes William.
    const again = await call(cookie, 'POST', `/imports/${imported.id}/remove`, { remove_edited: false });
    expect(again.json.import.removal?.status).toBe('done');
    await call(cookie, 'POST', `/imports/${imported.id}/remove`, { remove_edited: true });
    const second = await removalDone(cookie, imported.id);
    expect(second.removal).toMatchObject({ remove_edited: true, kept_people: 2 });
    expect(await peopleNames(ownerId)).toEqual(['Annabella Milbanke', 'Byron King', 'Charles Babbage', 'Mary Somerville']);

    // Photos are never removed, nor their links.
    for (const photo of [facePhoto!, eventPhoto!]) expect((await catalogFor(stack).getPhoto(photo.photoId))?.photoId).toBe(photo.photoId);
    expect((await deps.store.getEvent(ownerId, maryDeath!.eventId))?.eventType).toBe('death');

    // The same file uploaded again is imported afresh.
    const reimported = await importGedcom(deps, { ownerId, source: bytes(FAMILY), fileName: 'lovelace.ged' });
    expect(reimported.counts.people).toBe(4);
    expect(await peopleNames(ownerId)).toContain('Ada Lovelace');
  }, 120_000);

  it("refuses another tree's import and an import still running", async () => {
    const ownerId = `removal-owner-${Date.now().toString(36)}`;
    const imported = await importGedcom(familyDeps(), { ownerId, source: bytes(OTHER), fileName: 'babbage.ged' });
    const stranger = await signedInCookie(`removal-stranger-${Date.now().toString(36)}`);
    const refused = await call(stranger, 'POST', `/imports/${imported.id}/remove`, { remove_edited: false });
    expect(refused.status).toBe(404);
    expect(await peopleNames(ownerId)).toEqual(['Charles Babbage']);

    await familyDeps().store.putImport({ ...imported, id: `${imported.id}-running`, status: 'running', finishedAt: null });
    const running = await call(await signedInCookie(ownerId), 'POST', `/imports/${imported.id}-running/remove`, { remove_edited: false });
    expect(running.status).toBe(409);
    expect(running.json.message).toMatch(/still running/);
  }, 60_000);
});
