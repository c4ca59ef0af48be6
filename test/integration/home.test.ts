import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BrowserLikeClient, outbox, signUpVerified } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';
import { openRealtimeTab } from '../support/realtime-tab';
import { testPhoto, uploadFile } from '../support/uploads';

/**
 * The home dashboard and missing GEDCOM files against the local stack: a GEDCOM upload with OBJE
 * lists its files; a photo uploaded under one of those names is linked to its person or event and
 * leaves the list; the dashboard is the family's and nobody else's; the wizard's end is remembered.
 */

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ queueRetrySeconds: 1 });
});
afterAll(async () => {
  await stack?.stop();
});

const TREE = `0 HEAD
1 GEDC
2 VERS 5.5.1
1 CHAR UTF-8
0 @M1@ OBJE
1 FILE C:\\Family photos\\Wedding.jpg
2 FORM jpg
2 TITL The wedding
0 @I1@ INDI
1 NAME Ada /Lovelace/
1 OBJE
2 FILE portraits/Ada.JPG
3 FORM jpg
1 BIRT
2 DATE 10 DEC 1815
2 OBJE
3 FILE ada-birth.png
0 @I2@ INDI
1 NAME William /King/
1 OBJE @M1@
0 @F1@ FAM
1 HUSB @I2@
1 WIFE @I1@
1 MARR
2 DATE 8 JUL 1835
0 TRLR
`;

async function trialUser() {
  const account = await signUpVerified(stack);
  await account.client.post('/user/free_trial');
  const tab = await openRealtimeTab(stack.wsUrl, account.client.sessionCookie);
  const upload = async (name: string, bytes: Buffer, contentType: string) => {
    const grant = await uploadFile(account.client, { name, bytes, contentType });
    const done = await tab.next((m) => (m.type === 'processing_complete' || m.type === 'processing_failed') && m.upload_id === grant.upload_id, 60_000);
    expect(done.type).toBe('processing_complete');
    return done.item as { item_type: string; photo?: { id: string }; id?: string };
  };
  return { ...account, tab, upload };
}

const missingKeys = async (client: BrowserLikeClient) => ((await client.get('/missing_files')).body.files as Array<{ file_key: string }>).map((f) => f.file_key);

async function waitForMove(...clients: BrowserLikeClient[]): Promise<void> {
  for (const client of clients) {
    for (let attempt = 0; (await client.get('/family')).body.moving !== null; attempt++) {
      if (attempt > 150) throw new Error('The move into the family did not finish');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe('missing GEDCOM files and the home dashboard', () => {
  it("'Remove this import' takes the files only that GEDCOM named off the list", async () => {
    const cleo = await trialUser();
    await cleo.upload('lovelace.ged', Buffer.from(TREE), 'application/octet-stream');
    expect(await missingKeys(cleo.client)).toEqual(['ada-birth.png', 'ada.jpg', 'wedding.jpg']);
    const [imported] = (await cleo.client.get('/imports')).body.imports as Array<{ id: string }>;
    expect((await cleo.client.post(`/imports/${imported!.id}/remove`, { remove_edited: false })).status).toBe(200);
    await vi.waitFor(async () => expect((await cleo.client.get(`/imports/${imported!.id}`)).body.import.removal?.status).toBe('done'), { timeout: 30_000, interval: 200 });
    expect(await missingKeys(cleo.client)).toEqual([]);
    expect((await cleo.client.get('/dashboard')).body.missing_files.files).toEqual([]);
    cleo.tab.close();
  });

  it('lists what a GEDCOM names, links a matching upload to its person and event, and keeps each family to itself', async () => {
    const anna = await trialUser();
    const empty = await anna.client.get('/dashboard');
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ invites: [], missing_files: { files: [], next_page: null }, unnamed: { people: [] }, tree_has_people: false, family_invited: false, messages: { messages: [], unread_count: 0 } });

    const imported = await anna.upload('lovelace.ged', Buffer.from(TREE), 'application/octet-stream');
    expect(imported.item_type).toBe('gedcom');

    const listed = await anna.client.get('/missing_files');
    expect(listed.status).toBe(200);
    expect(listed.body.files.map((f: { file_key: string }) => f.file_key)).toEqual(['ada-birth.png', 'ada.jpg', 'wedding.jpg']);
    const [birthFile, portrait, wedding] = listed.body.files;
    expect(portrait).toMatchObject({ file_name: 'portraits/Ada.JPG', import_file_name: 'lovelace.ged', people: [{ name: 'Ada Lovelace' }], events: [] });
    expect(birthFile.events).toHaveLength(1);
    expect(wedding).toMatchObject({ file_name: 'C:\\Family photos\\Wedding.jpg', title: 'The wedding', people: [{ name: 'William King' }] });
    const dashboard = (await anna.client.get('/dashboard')).body;
    expect(dashboard.tree_has_people).toBe(true);
    expect(dashboard.missing_files.files.map((f: { file_key: string }) => f.file_key)).toEqual(['ada-birth.png', 'ada.jpg', 'wedding.jpg']);

    // A photo uploaded under a matching name (any folder, any case) is linked once processed.
    const jpeg = readFileSync(testPhoto('immich-test-assets/metadata_gps-position_thompson-springs.jpg'));
    await anna.upload('ADA.jpg', jpeg, 'image/jpeg');
    const png = readFileSync(testPhoto('immich-test-assets/formats_png_density_plot.png'));
    const birthPhoto = await anna.upload('ada-birth.png', png, 'image/png');
    expect(await missingKeys(anna.client)).toEqual(['wedding.jpg']);
    // Linked to Ada alone, but no face is in it (a landscape): it is not made her icon as a whole.
    const ada = (await anna.client.get(`/person/${portrait.people[0].id}`)).body.person;
    expect(ada.person_thumbnail).toBeNull();
    expect((await anna.client.get(`/photo/${birthPhoto.photo!.id}`)).body.photo.event).toMatchObject({ id: birthFile.events[0].id });
    // An unrelated upload changes nothing.
    const heic = readFileSync(testPhoto('immich-test-assets/formats_heic_IMG_2682.heic'));
    await anna.upload('holiday.heic', heic, 'image/heic');
    expect(await missingKeys(anna.client)).toEqual(['wedding.jpg']);

    // Another family sees none of it, on the dashboard or the list.
    const ben = await trialUser();
    expect(await missingKeys(ben.client)).toEqual([]);
    expect((await ben.client.get('/dashboard')).body).toMatchObject({ invites: [], missing_files: { files: [] }, tree_has_people: false });
    expect(JSON.stringify((await ben.client.get('/dashboard')).body)).not.toContain('Lovelace');

    // Anna invites Ben: it is on his dashboard; once he joins, the family's missing files are his too.
    expect((await anna.client.post('/invite', { contacts: [{ email: ben.email }], subject: 'Join us', message: 'Come and see' })).status).toBe(200);
    const bensDashboard = (await ben.client.get('/dashboard')).body;
    const invites = bensDashboard.invites;
    expect(invites).toHaveLength(1);
    // Getting started's 'Invite your family': done for Anna, who sent one; not for Ben, to whom one waits.
    expect(bensDashboard.family_invited).toBe(false);
    expect((await anna.client.get('/dashboard')).body.family_invited).toBe(true);
    expect(invites[0]).toMatchObject({ user_id: anna.user.user_id, status: 'pending' });
    const mail = outbox(stack).filter((m) => m.to === ben.email).at(-1)!;
    const key = new URL(mail.body.match(/https?:\/\/\S+/)![0]).searchParams.get('key')!;
    expect((await ben.client.post(`/invite/${invites[0].id}`, { key })).status).toBe(200);
    await waitForMove(anna.client, ben.client);
    // Ben joining is news for Anna: her newest messages come with the same dashboard request.
    await vi.waitFor(
      async () => {
        const news = (await anna.client.get('/dashboard')).body.messages;
        expect(news.messages.map((message: { message_type: string }) => message.message_type)).toContain('invite_accepted');
        expect(news.unread_count).toBeGreaterThan(0);
      },
      { timeout: 20_000, interval: 250 },
    );
    expect(await missingKeys(ben.client)).toEqual(['wedding.jpg']);
    expect((await ben.client.get('/dashboard')).body).toMatchObject({ invites: [], family_invited: true });

    // A member's upload matches the family's file.
    await ben.upload('wedding.jpg', jpeg, 'image/jpeg');
    expect(await missingKeys(anna.client)).toEqual([]);
    anna.tab.close();
    ben.tab.close();
  }, 180_000);

  it('answers a page of the missing files, and refuses a cursor that cannot be one', async () => {
    const { client } = await signUpVerified(stack);
    const response = await client.get('/missing_files?page=');
    expect(response.status).toBe(200);
    const bad = await client.get(`/missing_files?page=${'x'.repeat(2001)}`);
    expect(bad.status).toBe(400);
  });

  it('remembers that the onboarding wizard was finished or skipped', async () => {
    const { client, user } = await signUpVerified(stack);
    expect(user).toMatchObject({ new_user: true, onboarding_done: false });
    expect((await client.post('/user/onboarding', { outcome: 'later' })).status).toBe(400);
    const skipped = await client.post('/user/onboarding', { outcome: 'skipped' });
    expect(skipped.status).toBe(200);
    expect(skipped.body.user.onboarding_done).toBe(true);
    expect((await client.get('/user')).body.user.onboarding_done).toBe(true);
    expect((await client.post('/user/onboarding', { outcome: 'finished' })).body.user.onboarding_done).toBe(true);
  });

  it('keeps the wizard’s step with the user, so coming back to / resumes it on any device (issue 31)', async () => {
    const { client, user } = await signUpVerified(stack);
    expect(user.onboarding_step ?? null).toBeNull();
    const refused = await client.post('/user/onboarding', { step: 'step9' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/step/i);
    const saved = await client.post('/user/onboarding', { step: 'step3' });
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ onboarding_step: 'step3', onboarding_done: false });
    expect((await client.get('/user')).body.user.onboarding_step).toBe('step3');
    // Ended, it stays ended: a step from a stale tab does not open it again.
    await client.post('/user/onboarding', { outcome: 'finished' });
    const late = await client.post('/user/onboarding', { step: 'step2' });
    expect(late.body.user).toMatchObject({ onboarding_done: true });
  });
});
