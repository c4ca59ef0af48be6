import type { PhotoView } from '@heirloom/shared/contracts/media';
import { createHash, randomBytes } from 'node:crypto';
import type { DropboxEntry, ExternalSystemsResponse, FacebookPhoto, GoogleMediaItem } from '@heirloom/shared/contracts/sources';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DropboxStandIn } from '../../infra/local/photo-sources/dropbox-stand-in';
import type { FacebookStandIn } from '../../infra/local/photo-sources/facebook-stand-in';
import type { GoogleStandIn } from '../../infra/local/photo-sources/google-stand-in';
import { BrowserLikeClient, outbox, signUpVerified } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';
import { openRealtimeTab } from '../support/realtime-tab';
import { uploadFile } from '../support/uploads';

let stack: TestStack;
let dropbox: DropboxStandIn;
let google: GoogleStandIn;
let facebook: FacebookStandIn;
beforeAll(async () => {
  // Faces are another queue's job: kept out so this file measures and waits on imports only.
  stack = await startTestStack({ queueRetrySeconds: 1, queueHandlerOverrides: { faces: async () => ({ batchItemFailures: [] }) } });
  dropbox = stack.stack.photoSources.dropbox!;
  google = stack.stack.photoSources.google!;
  facebook = stack.stack.photoSources.facebook!;
});
afterAll(async () => {
  await stack?.stop();
});

/** Dropbox's sign-in as a browser goes through it (code flow, PKCE, offline access): returns the code and the verifier the page kept. */
async function signInToDropbox(client: BrowserLikeClient, decision: 'allow' | 'deny' = 'allow') {
  const { body } = (await client.get('/external_system')) as { body: ExternalSystemsResponse };
  const verifier = randomBytes(32).toString('base64url');
  const redirect = `${stack.url}/dropbox`;
  const start = new URL(body.sign_in.dropbox!);
  for (const [name, value] of Object.entries({ redirect_uri: redirect, state: 'xyz', code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256' })) start.searchParams.set(name, value);
  const page = await fetch(start);
  expect(await page.text()).toContain('would like to see the files and folders in your Dropbox');
  const decide = new URL('/oauth2/decide', start);
  for (const name of ['redirect_uri', 'state', 'code_challenge', 'token_access_type']) decide.searchParams.set(name, start.searchParams.get(name) ?? '');
  decide.searchParams.set('decision', decision);
  const back = new URL((await fetch(decide, { redirect: 'manual' })).headers.get('location')!);
  expect(back.pathname).toBe('/dropbox');
  return { code: back.searchParams.get('code'), error: back.searchParams.get('error'), state: back.searchParams.get('state'), verifier, redirect };
}

async function linkDropbox(client: BrowserLikeClient) {
  const { code, verifier, redirect } = await signInToDropbox(client);
  return client.post('/external_system', { system_type: 'dropbox', code, code_verifier: verifier, redirect_uri: redirect });
}

async function linkedTrialUser() {
  const account = await signUpVerified(stack);
  await account.client.post('/user/free_trial');
  expect(await linkDropbox(account.client)).toMatchObject({ status: 200, body: { id: 'dropbox' } });
  const tab = await openRealtimeTab(stack.wsUrl, account.client.sessionCookie);
  return { ...account, tab };
}

async function folder(client: BrowserLikeClient, path: string): Promise<DropboxEntry[]> {
  const entries: DropboxEntry[] = [];
  let cursor: string | null = null;
  do {
    const query: string = new URLSearchParams({ path, ...(cursor ? { cursor } : {}) }).toString();
    const { status, body } = await client.get(`/dropbox/folder?${query}`);
    expect(status).toBe(200);
    entries.push(...body.entries);
    cursor = body.cursor;
  } while (cursor);
  return entries;
}

type SourceItemMessage = { type: 'source_item'; source_id: string; status: 'fetched' | 'added' | 'failed'; photo_id: string | null; message: string | null };
/** Each item's outcome: added, or failed with a message (an item is 'fetched' on its way to being added). */
const settled = (tab: Awaited<ReturnType<typeof openRealtimeTab>>, ids: readonly string[], timeoutMs = 120_000) =>
  Promise.all(ids.map((id) => tab.next((m) => m.type === 'source_item' && m.source_id === id && m.status !== 'fetched', timeoutMs) as Promise<SourceItemMessage>));

describe('Dropbox through its stand-in: link, browse, check, import', () => {
  it('links with the code and its PKCE verifier, keeps both tokens sealed, and refuses a replayed, unverified or missing code', async () => {
    const account = await signUpVerified(stack);
    const before = (await account.client.get('/external_system')).body as ExternalSystemsResponse;
    expect(before.systems).toEqual([]);
    expect(before.sign_in.dropbox).toContain('client_id=standin-dropbox-app');
    expect(before.sign_in.dropbox).toContain('response_type=code');
    expect(before.sign_in.dropbox).toContain('token_access_type=offline');

    expect((await signInToDropbox(account.client, 'deny')).error).toBe('access_denied');
    const signIn = await signInToDropbox(account.client);
    expect(signIn.state).toBe('xyz');
    const wrongVerifier = await account.client.post('/external_system', { system_type: 'dropbox', code: signIn.code, code_verifier: randomBytes(32).toString('base64url'), redirect_uri: signIn.redirect });
    expect(wrongVerifier).toMatchObject({ status: 400, body: { message: 'Dropbox did not accept that sign-in. Please connect again.' } });
    // The code was spent by that attempt, as Dropbox's are.
    expect((await account.client.post('/external_system', { system_type: 'dropbox', code: signIn.code, code_verifier: signIn.verifier, redirect_uri: signIn.redirect })).status).toBe(400);
    // A bare token (the old hash sign-in) is no longer taken.
    expect(await account.client.post('/external_system', { system_type: 'dropbox', access_token: dropbox.issueToken() })).toMatchObject({ status: 400, body: { message: 'The Dropbox sign-in did not return a code' } });

    const grantsBefore = dropbox.grants.length;
    expect(await linkDropbox(account.client)).toMatchObject({ status: 200, body: { id: 'dropbox' } });
    expect(dropbox.grants.slice(grantsBefore)).toEqual(['authorization_code']);
    const after = (await account.client.get('/external_system')).body as ExternalSystemsResponse;
    expect(after.systems).toEqual([expect.objectContaining({ system_type: 'dropbox', num_pics: 0, system_id: 'dbid:AAStandInAccount0001', expired: false })]);

    const stored = await stack.documentClient.send(new QueryCommand({ TableName: stack.stack.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `links#${account.user.user_id}` } }));
    expect(stored.Items).toHaveLength(1);
    expect(JSON.stringify(stored.Items)).not.toMatch(/sl\.standin\.|standin-refresh\./);
    expect(stored.Items![0]!.sealedAccessToken).toMatch(/^[A-Za-z0-9+/=]{40,}$/);
    expect(stored.Items![0]!.sealedRefreshToken).toMatch(/^[A-Za-z0-9+/=]{40,}$/);
  });

  it('lists folders and photos a page at a time, and gives thumbnails 25 at a time', async () => {
    const { client, tab } = await linkedTrialUser();
    const root = await folder(client, '');
    expect(root.filter((e) => e.kind === 'folder').map((e) => e.name)).toEqual(expect.arrayContaining(['Family trip 2019', 'Camera Uploads']));
    // The text file at the root is not offered.
    expect(root.some((e) => e.name.endsWith('.txt'))).toBe(false);

    const firstPage = await client.get('/dropbox/folder?path=%2FCamera%20Uploads');
    expect(firstPage.body.entries).toHaveLength(50);
    expect(firstPage.body.cursor).toEqual(expect.any(String));
    const camera = await folder(client, '/Camera Uploads');
    expect(camera).toHaveLength(60);
    expect(new Set(camera.map((e) => e.id)).size).toBe(60);

    const thumbs = await client.post('/dropbox/thumbnails', { paths: camera.slice(0, 25).map((e) => e.path) });
    expect(Object.keys(thumbs.body.thumbnails)).toHaveLength(25);
    expect(thumbs.body.thumbnails[camera[0]!.path]).toMatch(/^data:image\/jpeg;base64,/);
    expect(dropbox.calls.filter((c) => c.route === '/2/files/get_thumbnail_batch').at(-1)).toEqual({ route: '/2/files/get_thumbnail_batch', size: 25 });
    expect((await client.post('/dropbox/thumbnails', { paths: camera.slice(0, 26).map((e) => e.path) })).status).toBe(400);
    expect((await client.get('/dropbox/folder?path=%2FNo%20such%20folder')).status).toBe(404);
    tab.close();
  });

  it('imports 30 photos through the queue, retrying a provider error alone, and hides them afterwards', async () => {
    const { client, tab, user } = await linkedTrialUser();
    const camera = (await folder(client, '/Camera Uploads')).slice(0, 30);
    const ids = camera.map((e) => e.id);
    expect((await client.post('/check_photos_exists', { source_type: 'dropbox', source_ids: ids })).body).toEqual({});

    const downloadsBefore = dropbox.calls.filter((c) => c.route === '/2/files/download').length;
    // Dropbox fails one download in the middle of the first batch: only that item comes back.
    dropbox.failNext('/2/files/download', 1, 503);
    const queued = await client.post('/external_import', { system_type: 'dropbox', items: camera.map((e) => ({ id: e.id, name: e.name, path: e.path })) });
    expect(queued).toMatchObject({ status: 200, body: { queued: 30, skipped: 0 } });
    // While they are on their way they are already 'adding', so a second tab cannot add them twice.
    const again = await client.post('/external_import', { system_type: 'dropbox', items: camera.slice(0, 3).map((e) => ({ id: e.id, name: e.name, path: e.path })) });
    expect(again.body).toEqual({ queued: 0, skipped: 3 });

    const outcomes = await settled(tab, ids);
    expect(outcomes.map((o) => o.status)).toEqual(ids.map(() => 'added'));
    // The picker hears of each item once it is fetched as well as once its photo is made: progress as
    // they arrive. (Two functions push them; the picker keeps 'added' whichever comes last.)
    const pushes = tab.messages.filter((m) => m.type === 'source_item') as SourceItemMessage[];
    for (const id of ids) expect(pushes.filter((m) => m.source_id === id).map((m) => m.status).sort()).toEqual(['added', 'fetched']);
    expect(dropbox.calls.filter((c) => c.route === '/2/files/download').length - downloadsBefore).toBe(31);

    const known = (await client.post('/check_photos_exists', { source_type: 'dropbox', source_ids: [...ids, 'id:unknown'] })).body;
    expect(Object.keys(known)).toHaveLength(30);
    expect(known[ids[0]!]).toEqual({ status: 'added', photo_id: outcomes[0]!.photo_id });

    const photos = (await client.get('/photos?limit=100')).body;
    const imported = (photos.photos as PhotoView[]).filter((p) => p.system === 'dropbox');
    expect(imported).toHaveLength(30);
    // The generated files carry no date: the provider's is used.
    const first = imported.find((p) => p.id === outcomes[0]!.photo_id)!;
    expect(first.date_taken).toBe('2 Jul 2021');
    expect((await client.get('/external_system')).body.systems[0].num_pics).toBe(30);

    // Another family sees none of it.
    const stranger = await signUpVerified(stack);
    expect((await stranger.client.post('/check_photos_exists', { source_type: 'dropbox', source_ids: ids })).body).toEqual({});
    expect(user.user_id).not.toBe(stranger.user.user_id);
    tab.close();
  }, 180_000);

  it('skips a photo the family uploaded already (same bytes) and reports an item that is gone', async () => {
    const { client, tab } = await linkedTrialUser();
    const trip = await folder(client, '/Family trip 2019');
    const file = dropbox.library.files.find((f) => f.id === trip[0]!.id)!;
    const uploaded = await uploadFile(client, { name: 'from-my-phone.jpg', bytes: await file.bytes(), contentType: 'image/jpeg' });
    const own = (await tab.next((m) => m.type === 'processing_complete' && m.upload_id === uploaded.upload_id, 60_000)) as unknown as { item: { photo: PhotoView } };

    await client.post('/external_import', {
      system_type: 'dropbox',
      items: [
        { id: trip[0]!.id, name: trip[0]!.name, path: trip[0]!.path },
        { id: 'id:standin-missing', name: 'gone.jpg', path: '/Family trip 2019/gone.jpg' },
      ],
    });
    const [duplicate, gone] = await settled(tab, [trip[0]!.id, 'id:standin-missing'], 60_000);
    expect(duplicate).toMatchObject({ status: 'added', photo_id: own.item.photo.id });
    expect(gone).toMatchObject({ status: 'failed', message: 'This file is no longer in your Dropbox.' });
    const photos = (await client.get('/photos?limit=100')).body.photos as PhotoView[];
    expect(photos).toHaveLength(1);
    // The failed one can be chosen again.
    expect((await client.post('/check_photos_exists', { source_type: 'dropbox', source_ids: ['id:standin-missing'] })).body).toEqual({});
    tab.close();
  }, 90_000);

  it('refreshes an expired access token so the listing still works, and asks to connect again once the refresh token is revoked', async () => {
    dropbox.setAccessTokenSeconds(1);
    try {
      const { client, tab } = await linkedTrialUser();
      await new Promise((resolve) => setTimeout(resolve, 1100));
      // The stored access token is dead at Dropbox now: only a refresh makes this listing work.
      const refreshesBefore = dropbox.grants.filter((grant) => grant === 'refresh_token').length;
      const root = await client.get('/dropbox/folder?path=');
      expect(root.status).toBe(200);
      expect(root.body.entries.map((e: DropboxEntry) => e.name)).toContain('Camera Uploads');
      expect(dropbox.grants.filter((grant) => grant === 'refresh_token').length).toBeGreaterThan(refreshesBefore);
      expect(((await client.get('/external_system')).body as ExternalSystemsResponse).systems[0]).toMatchObject({ system_type: 'dropbox', expired: false });

      // The person removes Heirloom from their Dropbox's connected apps: the refresh fails and the link asks to connect again.
      dropbox.revokeRefreshTokens();
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await client.get('/dropbox/folder?path=')).toMatchObject({ status: 409, body: { message: 'Your Dropbox sign-in has expired. Connect Dropbox again.' } });
      expect(((await client.get('/external_system')).body as ExternalSystemsResponse).systems[0]).toMatchObject({ system_type: 'dropbox', expired: true });
      // Signing in again mends it.
      dropbox.setAccessTokenSeconds(4 * 3600);
      expect((await linkDropbox(client)).status).toBe(200);
      expect((await client.get('/dropbox/folder?path=')).status).toBe(200);
      tab.close();
    } finally {
      dropbox.setAccessTokenSeconds(4 * 3600);
    }
  });

  it('forgets the link on unlink', async () => {
    const account = await signUpVerified(stack);
    expect((await linkDropbox(account.client)).status).toBe(200);

    expect((await account.client.call('DELETE', '/external_system/dropbox')).status).toBe(200);
    expect(((await account.client.get('/external_system')).body as ExternalSystemsResponse).systems).toEqual([]);
    expect(await account.client.get('/dropbox/folder?path=')).toMatchObject({ status: 409, body: { message: 'Connect your Dropbox account first.' } });
    expect((await account.client.post('/external_import', { system_type: 'dropbox', items: [{ id: 'id:x', name: 'x.jpg' }] })).status).toBe(409);
  });

  it('forgets the link, its tokens and what was imported from where when the account is deleted', async () => {
    const { client, tab, user } = await linkedTrialUser();
    const [first] = await folder(client, '/Family trip 2019');
    await client.post('/external_import', { system_type: 'dropbox', items: [{ id: first!.id, name: first!.name, path: first!.path }] });
    await settled(tab, [first!.id], 60_000);
    const owned = async () =>
      (await stack.documentClient.send(new QueryCommand({ TableName: stack.stack.tableName, IndexName: 'gsi3', KeyConditionExpression: 'gsi3pk = :o', ExpressionAttributeValues: { ':o': `owner#${user.user_id}` } }))).Items ?? [];
    expect((await owned()).map((item) => item.__edb_e__)).toEqual(expect.arrayContaining(['externalLink', 'sourceItem', 'sourceCount']));

    await client.post('/delete_request');
    const link = new URL(outbox(stack).filter((m) => m.subject === 'Confirm deleting your Heirloom account').at(-1)!.body.match(/https?:\/\/\S+/)![0]);
    expect((await new BrowserLikeClient(stack).post(`/delete_user/${user.user_id}`, { delete_key: link.searchParams.get('key') })).status).toBe(200);
    const deadline = Date.now() + 30_000;
    while ((await owned()).length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await owned()).toEqual([]);
    tab.close();
  }, 90_000);
});

/** Google's consent as a browser goes through it: returns the code and the PKCE verifier the page kept. */
async function signInToGoogle(client: BrowserLikeClient, decision: 'allow' | 'deny' = 'allow') {
  const { body } = (await client.get('/external_system')) as { body: ExternalSystemsResponse };
  const verifier = randomBytes(32).toString('base64url');
  const redirect = `${stack.url}/google`;
  const start = new URL(body.sign_in.google!);
  for (const [name, value] of Object.entries({ redirect_uri: redirect, state: 'g-state', code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256' })) start.searchParams.set(name, value);
  expect(await (await fetch(start)).text()).toContain('view the photos and videos you select');
  const decide = new URL('/o/oauth2/decide', start);
  for (const name of ['redirect_uri', 'state', 'code_challenge']) decide.searchParams.set(name, start.searchParams.get(name)!);
  decide.searchParams.set('decision', decision);
  const back = new URL((await fetch(decide, { redirect: 'manual' })).headers.get('location')!);
  expect(back.pathname).toBe('/google');
  return { code: back.searchParams.get('code'), error: back.searchParams.get('error'), state: back.searchParams.get('state'), verifier, redirect };
}

async function linkedGoogleUser() {
  const account = await signUpVerified(stack);
  await account.client.post('/user/free_trial');
  const { code, verifier, redirect } = await signInToGoogle(account.client);
  expect(await account.client.post('/external_system', { system_type: 'google', code, code_verifier: verifier, redirect_uri: redirect })).toMatchObject({ status: 200, body: { id: 'google' } });
  const tab = await openRealtimeTab(stack.wsUrl, account.client.sessionCookie);
  return { ...account, tab };
}

/** Starts a picking session and picks `fileIds` in it, as the person does in Google's picker. */
async function picked(client: BrowserLikeClient, fileIds: readonly string[]) {
  const session = await client.post('/google/sessions');
  expect(session).toMatchObject({ status: 200, body: { media_items_set: false, picker_uri: expect.stringContaining('/picker/') } });
  google.pick(session.body.id, fileIds);
  expect((await client.get(`/google/sessions/${session.body.id}`)).body.media_items_set).toBe(true);
  return session.body.id as string;
}

async function pickedList(client: BrowserLikeClient, sessionId: string) {
  const pages: GoogleMediaItem[][] = [];
  let token: string | null = null;
  do {
    const query: string = new URLSearchParams({ session_id: sessionId, ...(token ? { page_token: token } : {}) }).toString();
    const { status, body } = await client.get(`/google/media_items?${query}`);
    expect(status).toBe(200);
    pages.push(body.items);
    token = body.next_page_token;
  } while (token);
  return pages;
}

describe('Google Photos through its stand-in: link with PKCE, refresh, pick, page, import', () => {
  it('exchanges the code server-side with the PKCE verifier, keeps both tokens sealed, and refuses a replayed or unverified code', async () => {
    const account = await signUpVerified(stack);
    const before = (await account.client.get('/external_system')).body as ExternalSystemsResponse;
    expect(before.sign_in.google).toContain('client_id=standin-google-client');
    expect(before.sign_in.google).toContain('access_type=offline');
    expect((await signInToGoogle(account.client, 'deny')).error).toBe('access_denied');

    const signIn = await signInToGoogle(account.client);
    expect(signIn.state).toBe('g-state');
    const wrongVerifier = await account.client.post('/external_system', { system_type: 'google', code: signIn.code, code_verifier: randomBytes(32).toString('base64url'), redirect_uri: signIn.redirect });
    expect(wrongVerifier).toMatchObject({ status: 400, body: { message: 'Google did not accept that sign-in. Please connect again.' } });
    // The code was spent by that attempt, as Google's are.
    const replay = await account.client.post('/external_system', { system_type: 'google', code: signIn.code, code_verifier: signIn.verifier, redirect_uri: signIn.redirect });
    expect(replay.status).toBe(400);
    expect((await account.client.post('/external_system', { system_type: 'google' })).status).toBe(400);

    const fresh = await signInToGoogle(account.client);
    await account.client.post('/external_system', { system_type: 'google', code: fresh.code, code_verifier: fresh.verifier, redirect_uri: fresh.redirect });
    const after = (await account.client.get('/external_system')).body as ExternalSystemsResponse;
    expect(after.systems).toEqual([expect.objectContaining({ system_type: 'google', num_pics: 0, expired: false, permissions: ['https://www.googleapis.com/auth/photospicker.mediaitems.readonly'] })]);
    const stored = await stack.documentClient.send(new QueryCommand({ TableName: stack.stack.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `links#${account.user.user_id}` } }));
    expect(stored.Items![0]!.sealedRefreshToken).toMatch(/^[A-Za-z0-9+/=]{40,}$/);
    expect(JSON.stringify(stored.Items)).not.toMatch(/ya29\.|1\/\/standin/);
  });

  it('refreshes an expired access token with the refresh token, and asks to connect again once Google revokes it', async () => {
    google.setAccessTokenSeconds(30);
    try {
      const { client, tab } = await linkedGoogleUser();
      const refreshesBefore = google.grants.filter((grant) => grant === 'refresh_token').length;
      // A token this close to its end is refreshed before use.
      const session = await client.post('/google/sessions');
      expect(session.status).toBe(200);
      expect(google.grants.filter((grant) => grant === 'refresh_token').length).toBeGreaterThan(refreshesBefore);
      expect(((await client.get('/external_system')).body as ExternalSystemsResponse).systems[0]).toMatchObject({ system_type: 'google', expired: false });

      // Access removed at Google: the refresh fails, and the link says to connect again.
      google.revokeRefreshTokens();
      expect(await client.post('/google/sessions')).toMatchObject({ status: 409, body: { message: 'Your Google sign-in has expired. Connect Google Photos again.' } });
      expect(((await client.get('/external_system')).body as ExternalSystemsResponse).systems[0]).toMatchObject({ system_type: 'google', expired: true });
      tab.close();
    } finally {
      google.setAccessTokenSeconds(3600);
    }
  });

  it('lists the picked items 100 a page with the page token, and gives thumbnails only for Google media addresses', async () => {
    const { client, tab } = await linkedGoogleUser();
    const notYet = await client.post('/google/sessions');
    expect(await client.get(`/google/media_items?session_id=${notYet.body.id}`)).toMatchObject({ status: 409, body: { message: 'Finish picking your photos in Google Photos first.' } });
    const all = google.library.files.filter((file) => file.name.endsWith('.jpg')).map((file) => file.id);
    expect(all.length).toBeGreaterThan(100);
    const sessionId = await picked(client, all.slice(0, 130));
    const pages = await pickedList(client, sessionId);
    expect(pages.map((page) => page.length)).toEqual([100, 30]);
    expect(new Set(pages.flat().map((item) => item.id)).size).toBe(130);

    const baseUrls = pages[0]!.slice(0, 25).map((item) => item.base_url);
    const thumbs = await client.post('/google/thumbnails', { base_urls: baseUrls });
    expect(Object.keys(thumbs.body.thumbnails)).toHaveLength(25);
    expect(thumbs.body.thumbnails[baseUrls[0]!]).toMatch(/^data:image\/jpeg;base64,/);
    // The person's token goes to Google's media host only.
    expect((await client.post('/google/thumbnails', { base_urls: ['http://169.254.169.254/latest/meta-data'] })).status).toBe(400);
    expect((await client.get('/google/sessions/no-such-session')).status).toBe(404);
    tab.close();
  });

  it('imports picked photos in batches of 10 with Google\'s date, hides them afterwards, and refuses an address outside Google', async () => {
    const { client, tab } = await linkedGoogleUser();
    const trip = google.library.files.filter((file) => file.folder === '/Family trip 2019').slice(0, 12);
    const sessionId = await picked(client, trip.map((file) => file.id));
    const [items] = await pickedList(client, sessionId);
    const ids = items!.map((item) => item.id);
    expect((await client.post('/check_photos_exists', { source_type: 'google', source_ids: ids })).body).toEqual({});

    const forged = await client.post('/external_import', { system_type: 'google', items: [{ id: 'x', name: 'x.jpg', path: 'http://127.0.0.1:1/steal' }] });
    expect(forged.status).toBe(400);
    const queued = await client.post('/external_import', { system_type: 'google', items: items!.map((item) => ({ id: item.id, name: item.name, path: item.base_url, created: item.created ?? undefined })) });
    expect(queued).toMatchObject({ status: 200, body: { queued: 12, skipped: 0 } });
    const outcomes = await settled(tab, ids);
    expect(outcomes.map((o) => o.status)).toEqual(ids.map(() => 'added'));

    expect(Object.keys((await client.post('/check_photos_exists', { source_type: 'google', source_ids: ids })).body)).toHaveLength(12);
    const photos = ((await client.get('/photos?limit=100')).body.photos as PhotoView[]).filter((p) => p.system === 'google');
    expect(photos).toHaveLength(12);
    // The generated files carry no date: Google's createTime is used.
    expect(photos.find((p) => p.id === outcomes[0]!.photo_id)!.date_taken).toBe('2 Jul 2019');
    expect(((await client.get('/external_system')).body as ExternalSystemsResponse).systems.find((s) => s.system_type === 'google')!.num_pics).toBe(12);
    tab.close();
  }, 120_000);

  it('deletes a picking session at Google once its chosen photos are fetched and the person is done with it, and at once when they cancel', async () => {
    const { client, tab } = await linkedGoogleUser();
    // Cancelled before picking: gone at once.
    const cancelled = await client.post('/google/sessions');
    expect(google.liveSessions()).toContain(cancelled.body.id);
    expect(await client.call('DELETE', `/google/sessions/${cancelled.body.id}`)).toMatchObject({ status: 200, body: { status: 'Success' } });
    expect(google.liveSessions()).not.toContain(cancelled.body.id);
    expect(await client.get(`/google/sessions/${cancelled.body.id}`)).toMatchObject({ status: 404 });

    // Done with the session (left the page) while its 6 chosen photos are still queued: it lives until the
    // last one is fetched (the stand-in, like Google, serves no picked bytes once the session is gone).
    const files = google.library.files.filter((file) => file.name.endsWith('.jpg')).slice(40, 46);
    const sessionId = await picked(client, files.map((file) => file.id));
    const [items] = await pickedList(client, sessionId);
    const ids = items!.map((item) => item.id);
    const queued = await client.post('/external_import', { system_type: 'google', session_id: sessionId, items: items!.map((item) => ({ id: item.id, name: item.name, path: item.base_url })) });
    expect(queued).toMatchObject({ status: 200, body: { queued: 6 } });
    expect((await client.call('DELETE', `/google/sessions/${sessionId}`)).status).toBe(200);
    expect((await settled(tab, ids)).map((o) => o.status)).toEqual(ids.map(() => 'added'));
    await expect.poll(() => google.liveSessions().includes(sessionId), { timeout: 10_000 }).toBe(false);

    // Photos fetched while the person still looks at the picked list: the session stays until they leave it.
    const more = google.library.files.filter((file) => file.name.endsWith('.jpg')).slice(50, 52);
    const stillOpen = await picked(client, more.map((file) => file.id));
    const [moreItems] = await pickedList(client, stillOpen);
    await client.post('/external_import', { system_type: 'google', session_id: stillOpen, items: moreItems!.map((item) => ({ id: item.id, name: item.name, path: item.base_url })) });
    expect((await settled(tab, moreItems!.map((item) => item.id))).map((o) => o.status)).toEqual(['added', 'added']);
    expect(google.liveSessions()).toContain(stillOpen);
    await client.call('DELETE', `/google/sessions/${stillOpen}`);
    expect(google.liveSessions()).not.toContain(stillOpen);
    tab.close();
  }, 120_000);
});

/** Facebook's login dialog as a browser goes through it: returns what the app's page gets in its URL hash. */
async function signInToFacebook(client: BrowserLikeClient, options: { photos: boolean } = { photos: true }) {
  const { body } = (await client.get('/external_system')) as { body: ExternalSystemsResponse };
  const start = new URL(body.sign_in.facebook!);
  start.searchParams.set('redirect_uri', `${stack.url}/facebook_photos`);
  start.searchParams.set('state', 'fb-state');
  expect(await (await fetch(start)).text()).toContain('is requesting access to your name and profile picture and your photos');
  const decide = new URL('/v19.0/dialog/decide', start);
  for (const [name, value] of Object.entries({ redirect_uri: `${stack.url}/facebook_photos`, state: 'fb-state', decision: 'allow', ...(options.photos ? { user_photos: '1' } : {}) })) decide.searchParams.set(name, value);
  const back = new URL((await fetch(decide, { redirect: 'manual' })).headers.get('location')!);
  return new URLSearchParams(back.hash.slice(1));
}

async function facebookPages(client: BrowserLikeClient) {
  const pages: FacebookPhoto[][] = [];
  let after: string | null = null;
  do {
    const { status, body } = await client.get(`/facebook/photos${after ? `?after=${encodeURIComponent(after)}` : ''}`);
    expect(status).toBe(200);
    pages.push(body.photos);
    after = body.after;
  } while (after);
  return pages;
}

describe('Facebook through its stand-in: link with the dialog token, list 25 a page, import with caption and place', () => {
  it('links with a long-lived token and the granted permissions, and refuses a token without the photos permission', async () => {
    const account = await signUpVerified(stack);
    expect(((await account.client.get('/external_system')).body as ExternalSystemsResponse).sign_in.facebook).toContain('scope=user_photos');
    const withoutPhotos = await signInToFacebook(account.client, { photos: false });
    expect(await account.client.post('/external_system', { system_type: 'facebook', access_token: withoutPhotos.get('access_token') })).toMatchObject({ status: 400, body: { message: 'Heirloom needs permission to see your Facebook photos. Connect again and allow it.' } });
    expect((await account.client.post('/external_system', { system_type: 'facebook', access_token: 'EAAforged' })).status).toBe(400);

    const hash = await signInToFacebook(account.client);
    expect(hash.get('state')).toBe('fb-state');
    expect(await account.client.post('/external_system', { system_type: 'facebook', access_token: hash.get('access_token'), system_id: 'whatever-the-browser-says' })).toMatchObject({ status: 200, body: { id: 'facebook' } });
    const linked = ((await account.client.get('/external_system')).body as ExternalSystemsResponse).systems[0]!;
    expect(linked).toMatchObject({ system_type: 'facebook', system_id: '10158000000000001', permissions: ['public_profile', 'user_photos'], expired: false });
  });

  it('lists the photos 25 a page and imports them with the caption, the date and the tagged place', async () => {
    const account = await signUpVerified(stack);
    await account.client.post('/user/free_trial');
    const hash = await signInToFacebook(account.client);
    await account.client.post('/external_system', { system_type: 'facebook', access_token: hash.get('access_token') });
    const tab = await openRealtimeTab(stack.wsUrl, account.client.sessionCookie);

    const pages = await facebookPages(account.client);
    expect(pages.slice(0, -1).every((page) => page.length === 25)).toBe(true);
    const all = pages.flat();
    expect(all.length).toBe(facebook.library.files.filter((file) => file.name.endsWith('.jpg')).length);
    const trip = all.filter((photo) => photo.caption?.endsWith('at the lake')).slice(0, 3);
    expect(trip[0]).toMatchObject({ place: 'Lake Garda, Italy', thumbnail: expect.stringContaining('/cdn/') });

    const queued = await account.client.post('/external_import', { system_type: 'facebook', items: [...trip.map((photo) => ({ id: photo.id, name: `${photo.id}.jpg` })), { id: '99999999999999999', name: 'gone.jpg' }] });
    expect(queued.body).toEqual({ queued: 4, skipped: 0 });
    const outcomes = await settled(tab, [...trip.map((photo) => photo.id), '99999999999999999']);
    expect(outcomes.map((o) => o.status)).toEqual(['added', 'added', 'added', 'failed']);
    expect(outcomes[3]!.message).toBe('This file is no longer in your Facebook.');
    const photos = ((await account.client.get('/photos?limit=100')).body.photos as PhotoView[]).filter((p) => p.system === 'facebook');
    const first = photos.find((p) => p.id === outcomes[0]!.photo_id)!;
    expect(first.description).toBe(trip[0]!.caption);
    expect(first.location?.formatted_address).toMatch(/Italy/);
    expect(first.date_taken).toMatch(/2019/);
    expect(Object.keys((await account.client.post('/check_photos_exists', { source_type: 'facebook', source_ids: trip.map((p) => p.id) })).body)).toHaveLength(3);
    tab.close();
  }, 120_000);
});
