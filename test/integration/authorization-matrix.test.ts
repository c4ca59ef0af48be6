import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpRoutes, type HttpRoute } from '../../lambdas/http/routes';
import { BrowserLikeClient, outbox, signUpVerified, uniqueEmail } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';
import { photoRecord, seedPhotos } from './library-seed';

/**
 * The authorization matrix: every route of the manifest, called as anonymous, the owner of a
 * family's data, a family member, a removed member and a stranger. A route added to the manifest
 * without an entry here fails the test, so nobody ships a door without saying who may open it.
 *
 * What is checked for each call:
 *  - never a 5xx;
 *  - anonymous: 401 on every signed-in route;
 *  - 'family' routes (they name something of the family by id): the member is let in, the removed
 *    member and the stranger are refused (403/404) - as are members on 'uploader' and 'self' routes;
 *  - nobody outside the family ever receives a byte of it: no answer to anonymous, the stranger or
 *    the removed member contains the family's marker names or ids.
 */

type Role = 'anonymous' | 'owner' | 'member' | 'removed' | 'stranger';
type Access =
  /** Open to anyone (sign-in screens, health, the landing page's counts). */
  | 'public'
  /** Acts on the caller's own account or family without naming anything by id. */
  | 'own'
  /** Names something of the family by id: members in, everyone else refused. */
  | 'family'
  /** Names something only its uploader (or the user themselves) may act on: members refused too. */
  | 'uploader';

interface Fixture {
  ownerId: string;
  memberId: string;
  personId: string;
  nameId: string;
  eventId: string;
  noteId: string;
  citationId: string;
  photoId: string;
  documentId: string;
  inviteId: string;
}

interface RouteCase {
  access: Access;
  params?: (f: Fixture) => Record<string, string>;
  query?: string;
  body?: (f: Fixture) => unknown;
  /** Changes or removes the family's data when allowed: the owner is not called, the member last. */
  destructive?: boolean;
  /** Among the destructive ones, after the others (conversions take the item out of the lists the others address). */
  last?: boolean;
}

const id = (f: Fixture) => ({ id: f.photoId });
const person = (f: Fixture) => ({ id: f.personId });
const event = (f: Fixture) => ({ id: f.eventId });

const CASES: Record<string, RouteCase> = {
  'GET /health': { access: 'public' },
  'GET /session': { access: 'public' },
  'POST /client_errors': { access: 'public', body: () => ({ message: 'matrix', url: '/x' }) },
  'GET /blog': { access: 'public' },
  'GET /blog/{slug}': { access: 'public', params: () => ({ slug: 'no-such-post' }) },
  'POST /page_views': { access: 'public', body: () => ({ route: '/blog' }) },
  'POST /signup': { access: 'public', body: () => ({}) },
  'POST /login': { access: 'public', body: () => ({}) },
  'POST /external_login': { access: 'public', body: () => ({}) },
  'POST /verify': { access: 'public', body: () => ({}) },
  'POST /forgot_password': { access: 'public', body: () => ({}) },
  'POST /update_password': { access: 'own', body: () => ({}) },
  'POST /token': { access: 'own' },
  'POST /logout': { access: 'public', destructive: true },
  'GET /user': { access: 'own' },
  'PUT /user/person': { access: 'family', body: (f) => ({ person_id: f.personId }) },
  'POST /user/free_trial': { access: 'own', destructive: true },
  'POST /user/{user_id}': { access: 'uploader', params: (f) => ({ user_id: f.ownerId }), body: () => ({ username: 'Taken Over' }) },
  'POST /delete_request': { access: 'own', destructive: true },
  'POST /delete_user/{user_id}': { access: 'public', params: (f) => ({ user_id: f.ownerId }), body: () => ({ delete_key: 'guess' }) },
  'POST /upload_url': { access: 'own', body: () => ({ name: 'a.jpg', contenttype: 'image/jpeg', size: 10 }) },
  'DELETE /upload/{upload_id}': { access: 'uploader', params: () => ({ upload_id: 'no-such-upload' }) },

  'GET /photos': { access: 'own' },
  'POST /photos': { access: 'family', body: (f) => ({ photos: [f.photoId], description: 'matrix' }) },
  'POST /photos/delete': { access: 'uploader', body: (f) => [f.photoId], destructive: true },
  'DELETE /photos/delete': { access: 'uploader', body: (f) => [f.photoId], destructive: true },
  'GET /photos/map': { access: 'own' },
  'GET /photo/{id}': { access: 'family', params: id },
  'POST /photo/{id}': { access: 'family', params: id, body: () => ({ description: 'matrix' }) },
  'DELETE /photo/{id}': { access: 'uploader', params: id, destructive: true },
  'GET /photo/{id}/download': { access: 'family', params: id },
  'POST /photo/{id}/to_document': { access: 'family', params: id, destructive: true, last: true },
  'POST /photo/{id}/fix': { access: 'family', params: id, body: () => ({ fix_type: 'denoise' }), destructive: true },
  'POST /event/{id}/image/{imageId}': { access: 'family', params: (f) => ({ id: f.eventId, imageId: f.photoId }) },
  'DELETE /event/{id}/image/{imageId}': { access: 'family', params: (f) => ({ id: f.eventId, imageId: f.photoId }) },
  'GET /locations': { access: 'own', query: 'q=Zebedee' },
  'GET /locationlist/{locationId}': { access: 'own', params: () => ({ locationId: 'none' }) },
  'GET /documents': { access: 'own' },
  'GET /document/{id}': { access: 'family', params: (f) => ({ id: f.documentId }) },
  'POST /document/{id}': { access: 'family', params: (f) => ({ id: f.documentId }), body: () => ({ title: 'Zebedee letters' }) },
  'POST /document/delete': { access: 'uploader', body: (f) => [f.documentId], destructive: true },
  'POST /document/{id}/to_photo': { access: 'family', params: (f) => ({ id: f.documentId }), destructive: true, last: true },

  'GET /people': { access: 'own' },
  'GET /persons': { access: 'own', query: 'q=Zebedee' },
  'POST /person': { access: 'own', body: () => ({ names: [{ first_name: 'Stray' }] }) },
  'GET /person/{id}': { access: 'family', params: person },
  'POST /person/{id}': { access: 'family', params: person, body: () => ({ sex: 'Female' }) },
  // Forgetting ids that are not in one's own tree does nothing (200, count 0): the check is that the family's person stays.
  'POST /people/delete': { access: 'own', body: (f) => [f.personId], destructive: true },
  'GET /person/{id}/contacts': { access: 'family', params: person },
  'POST /person/{id}/contacts': { access: 'family', params: person, body: () => ({ contacts: [] }) },
  'POST /event': { access: 'family', body: (f) => ({ event_type: 'death', person_id: f.personId, event_role: 'died' }) },
  'GET /event/{id}': { access: 'family', params: event },
  'POST /event/{id}': { access: 'family', params: event, body: () => ({ event_type: 'birth', start_date: '1901' }) },
  'DELETE /event/{id}': { access: 'family', params: event, destructive: true },
  'GET /events': { access: 'own', query: 'q=Birth' },
  'GET /events/{personId}': { access: 'family', params: (f) => ({ personId: f.personId }) },
  'GET /person/{id}/notes': { access: 'family', params: person },
  'POST /person/{id}/notes': { access: 'family', params: person, body: (f) => ({ notes: [{ id: f.noteId, note: 'Zebedee note' }] }) },
  'GET /name/{id}/notes': { access: 'family', params: (f) => ({ id: f.nameId }) },
  'POST /name/{id}/notes': { access: 'family', params: (f) => ({ id: f.nameId }), body: () => ({ notes: [] }) },
  'GET /event/{id}/notes': { access: 'family', params: event },
  'POST /event/{id}/notes': { access: 'family', params: event, body: () => ({ notes: [] }) },
  'GET /person/{id}/citations': { access: 'family', params: person },
  'POST /person/{id}/citations': { access: 'family', params: person, body: (f) => ({ citations: [{ id: f.citationId, citation: 'Zebedee register' }] }) },
  'GET /name/{id}/citations': { access: 'family', params: (f) => ({ id: f.nameId }) },
  'POST /name/{id}/citations': { access: 'family', params: (f) => ({ id: f.nameId }), body: () => ({ citations: [] }) },
  'GET /note/{id}/citations': { access: 'family', params: (f) => ({ id: f.noteId }) },
  'POST /note/{id}/citations': { access: 'family', params: (f) => ({ id: f.noteId }), body: () => ({ citations: [] }) },
  'GET /event/{id}/citations': { access: 'family', params: event },
  'POST /event/{id}/citations': { access: 'family', params: event, body: () => ({ citations: [] }) },
  'DELETE /citation/{id}': { access: 'family', params: (f) => ({ id: f.citationId }), destructive: true },
  'GET /source/search': { access: 'own', query: 'q=Zebedee' },
  'POST /source': { access: 'own', body: () => ({ title: 'Stray source' }) },
  'GET /relationships/{personId}': { access: 'family', params: (f) => ({ personId: f.personId }) },
  'GET /ancestors/{personId}': { access: 'family', params: (f) => ({ personId: f.personId }) },
  'GET /descendents/{personId}': { access: 'family', params: (f) => ({ personId: f.personId }) },
  'GET /imports': { access: 'own' },
  'GET /imports/{id}': { access: 'uploader', params: () => ({ id: 'no-such-import' }) },
  'GET /export/gedcom': { access: 'own' },

  'POST /invite': { access: 'own', body: () => ({ contacts: [{ email: 'someone@example.com' }], subject: 's', message: 'm' }) },
  'POST /invite_link/{personId}': { access: 'family', params: (f) => ({ personId: f.personId }) },
  'POST /facebook_invite': { access: 'own', body: () => ({}) },
  'GET /invitesfrom': { access: 'own' },
  'GET /invite/{id}': { access: 'uploader', params: (f) => ({ id: f.inviteId }) },
  'POST /invite/{id}': { access: 'uploader', params: (f) => ({ id: f.inviteId }), body: () => ({}) },
  'DELETE /invite/{id}': { access: 'uploader', params: (f) => ({ id: f.inviteId }), destructive: true },
  'POST /invite/{id}/resend': { access: 'uploader', params: (f) => ({ id: f.inviteId }) },
  'GET /family': { access: 'own' },
  'POST /remove_family/{userId}': { access: 'uploader', params: (f) => ({ userId: f.ownerId }), destructive: true },
  'GET /inviter_info/{inviterId}': { access: 'public', params: (f) => ({ inviterId: f.ownerId }) },
  'GET /people/duplicates': { access: 'own' },
  'DELETE /people/duplicates/{pairId}': { access: 'own', params: () => ({ pairId: 'no-such-pair' }) },
  'GET /person/{id}/versions': { access: 'family', params: person },
  'POST /person/{id}/version': { access: 'family', params: person, body: () => ({ choice: 'use' }), destructive: true },
};

const routeKey = (route: HttpRoute) => `${route.method} ${route.path}`;

let stack: TestStack;
const clients = {} as Record<Role, BrowserLikeClient>;
let fixture: Fixture;
/** What must never reach anyone outside the family. */
let secrets: string[];

beforeAll(async () => {
  stack = await startTestStack();
  const [owner, member, removed, stranger] = await Promise.all(['owner', 'member', 'removed', 'stranger'].map((name) => signUpVerified(stack, new BrowserLikeClient(stack), uniqueEmail(`matrix-${name}`))));
  clients.anonymous = new BrowserLikeClient(stack);
  Object.assign(clients, { owner: owner!.client, member: member!.client, removed: removed!.client, stranger: stranger!.client });

  expect((await owner!.client.post('/user/free_trial')).status).toBe(200);
  const created = await owner!.client.post('/person', { names: [{ first_name: 'Rosalind', last_name: 'Zebedee' }], sex: 'Female' });
  const personId = created.body.person.id as string;
  const nameId = created.body.person.names[0].id as string;
  const eventReply = await owner!.client.post('/event', { event_type: 'birth', person_id: personId, event_role: 'child', start_date: '1901' });
  if (eventReply.status !== 200) throw new Error(JSON.stringify(eventReply.body));
  const eventId = eventReply.body.event.id as string;
  const notes = await owner!.client.post(`/person/${personId}/notes`, { notes: [{ note: 'Zebedee family bible' }] });
  const citations = await owner!.client.post(`/person/${personId}/citations`, { citations: [{ citation: 'Zebedee parish register' }] });
  const [photo, toDocument] = await seedPhotos(stack, [photoRecord(owner!.user.user_id, { name: 'zebedee-1.jpg' }), photoRecord(owner!.user.user_id, { name: 'zebedee-2.jpg' })]);
  expect((await owner!.client.post(`/photo/${toDocument!.photoId}/to_document`)).status).toBe(200);

  // The member and the removed member join through e-mailed invites; one is removed again.
  for (const joiner of [member!, removed!]) {
    expect((await owner!.client.post('/invite', { contacts: [{ email: joiner.email }], subject: 'Join', message: 'Come' })).status).toBe(200);
    const link = new URL(outbox(stack).filter((m) => m.to === joiner.email).at(-1)!.body.match(/https?:\/\/\S+/)![0]);
    expect((await joiner.client.post(`/invite/${link.searchParams.get('invite')}`, { key: link.searchParams.get('key') })).status).toBe(200);
  }
  expect((await owner!.client.post(`/remove_family/${removed!.user.user_id}`)).status).toBe(200);
  // A relative's edit leaves a newer version waiting for a choice.
  expect((await member!.client.post(`/person/${personId}`, { sex: 'Female' })).status).toBe(200);
  const pending = await owner!.client.post('/invite', { contacts: [{ email: uniqueEmail('pending') }], subject: 'Join', message: 'Come' });

  fixture = {
    ownerId: owner!.user.user_id,
    memberId: member!.user.user_id,
    personId,
    nameId,
    eventId,
    noteId: notes.body.notes[0].id,
    citationId: citations.body.citations[0].id,
    photoId: photo!.photoId,
    documentId: toDocument!.photoId,
    inviteId: pending.body.invites[0].id,
  };
  secrets = ['Rosalind', 'Zebedee', personId, eventId, photo!.photoId, toDocument!.photoId];
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

async function call(role: Role, route: HttpRoute) {
  const spec = CASES[routeKey(route)]!;
  const params = spec.params?.(fixture) ?? {};
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? 'x'));
  const client = clients[role];
  const body = spec.body?.(fixture);
  // Raw fetch: some answers are not JSON (the GEDCOM export), and their text is checked all the same.
  const response = await stack.fetch(`/api${path}${spec.query ? `?${spec.query}` : ''}`, {
    method: route.method,
    headers: {
      'x-requested-with': 'heirloom',
      'cloudfront-viewer-address': client.address,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(client.sessionCookie ? { cookie: client.sessionCookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed };
}

function assertOutcome(role: Role, route: HttpRoute, reply: { status: number; body: unknown }) {
  const spec = CASES[routeKey(route)]!;
  const what = `${role} ${routeKey(route)} answered ${reply.status} ${JSON.stringify(reply.body)?.slice(0, 200)}`;
  expect(reply.status, what).toBeLessThan(500);
  if (role === 'anonymous' && spec.access !== 'public') expect(reply.status, what).toBe(401);
  if (role !== 'anonymous' && role !== 'owner' && role !== 'member') {
    if (spec.access === 'family' || spec.access === 'uploader') expect([400, 403, 404, 409], what).toContain(reply.status);
  }
  if (role === 'member') {
    if (spec.access === 'family') expect(reply.status, what).toBeLessThan(300);
    if (spec.access === 'uploader') expect([400, 403, 404, 409], what).toContain(reply.status);
  }
  if (role === 'anonymous' || role === 'removed' || role === 'stranger') {
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? '');
    for (const secret of secrets) expect(text.includes(secret), `${what} leaks ${secret}`).toBe(false);
  }
}

describe('the authorization matrix', () => {
  it('has an entry for every route of the manifest (a new route must say who may call it)', () => {
    const missing = httpRoutes.map(routeKey).filter((key) => !CASES[key]);
    expect(missing).toEqual([]);
    expect(Object.keys(CASES).filter((key) => !httpRoutes.some((route) => routeKey(route) === key))).toEqual([]);
  });

  it('anonymous, strangers and removed members get nothing of the family, on any route', async () => {
    for (const role of ['anonymous', 'stranger', 'removed'] as const) {
      for (const route of httpRoutes) {
        if (CASES[routeKey(route)]?.destructive && role !== 'anonymous' && CASES[routeKey(route)]!.access === 'public') continue;
        assertOutcome(role, route, await call(role, route));
      }
    }
    // Nothing they tried changed the family's data.
    expect((await clients.owner.get(`/person/${fixture.personId}`)).body.person.name).toBe('Rosalind Zebedee');
    expect((await clients.owner.get(`/photo/${fixture.photoId}`)).status).toBe(200);
    expect((await clients.owner.get(`/document/${fixture.documentId}`)).status).toBe(200);
  }, 120_000);

  it('the owner reaches every route; a family member reaches the family routes and is refused the uploader-only ones', async () => {
    const gentle = httpRoutes.filter((route) => !CASES[routeKey(route)]!.destructive);
    for (const route of gentle) {
      const reply = await call('owner', route);
      expect(reply.status, `owner ${routeKey(route)} answered ${reply.status} ${JSON.stringify(reply.body)?.slice(0, 200)}`).toBeLessThan(500);
      expect([401, 403], `owner ${routeKey(route)}`).not.toContain(reply.status);
    }
    for (const route of gentle) assertOutcome('member', route, await call('member', route));
    // Destructive ones last, so what they remove is not needed afterwards.
    const destructive = httpRoutes.filter((r) => CASES[routeKey(r)]!.destructive && CASES[routeKey(r)]!.access !== 'public' && CASES[routeKey(r)]!.access !== 'own');
    for (const route of [...destructive.filter((r) => !CASES[routeKey(r)]!.last), ...destructive.filter((r) => CASES[routeKey(r)]!.last)]) {
      assertOutcome('member', route, await call('member', route));
    }
  }, 120_000);
});
