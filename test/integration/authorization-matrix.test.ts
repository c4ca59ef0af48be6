import { PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoBlogStore } from '../../lambdas/adapters/aws/dynamo-blog-store';
import { DynamoFaceStore } from '../../lambdas/adapters/aws/dynamo-face-store';
import { DynamoFamilyStore } from '../../lambdas/adapters/aws/dynamo-family-store';
import { httpRoutes, type HttpRoute } from '../../lambdas/http/routes';
import { BrowserLikeClient, outbox, signUpVerified, uniqueEmail } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';
import { BERLIN, photoRecord, placeFor, seedPhotos } from './library-seed';

/**
 * The authorization matrix: every route of the manifest, called as anonymous, the family's admin
 * (its founder, who owns its data), a family member, a removed member and a stranger. A route added to the manifest
 * without an entry here fails the test, so nobody ships a door without saying who may open it.
 *
 * What is checked for each call:
 *  - never a 5xx;
 *  - anonymous: 401 on every signed-in route;
 *  - 'family' routes (they name something of the family by id): the admin and the member are let in
 *    (so each entry's ids and body reach the route's real code path), the removed
 *    member and the stranger are refused (403/404) - as are members on 'uploader' and 'self' routes;
 *  - 'maker' routes (destructive or wide changes: domain/sharing/roles.ts): the member, who did not
 *    make the item, is refused with 403 and nothing changes; the admin is let in (2xx);
 *  - nobody outside the family ever receives a byte of it: no answer to anonymous, the stranger or
 *    the removed member contains the family's marker names or ids.
 */

type Role = 'anonymous' | 'admin' | 'member' | 'removed' | 'stranger';
type Access =
  /** Open to anyone (sign-in screens, health, the landing page's counts). */
  | 'public'
  /** Acts on the caller's own account or family without naming anything by id. */
  | 'own'
  /** Names something of the family by id: members in, everyone else refused. */
  | 'family'
  /** Names something only its uploader (or the user themselves) may act on: members refused too. */
  | 'uploader'
  /** A destructive or wide change to something of the family the member did not make: admins in, the member 403. */
  | 'maker';

interface Fixture {
  ownerId: string;
  memberId: string;
  personId: string;
  nameId: string;
  eventId: string;
  noteId: string;
  citationId: string;
  /** The source the citation cites. */
  sourceId: string;
  photoId: string;
  documentId: string;
  inviteId: string;
  /** An upload the owner has started. */
  uploadId: string;
  /** A GEDCOM import of the family's tree. */
  importId: string;
  /** A GEDCOM export job of the family's tree. */
  exportId: string;
  /** A download (zip) of the family's photo, asked for by the founder. */
  downloadId: string;
  /** A place of the family's library. */
  locationId: string;
  /** The family's likely-duplicate pair (Rosalind in both trees). */
  pairId: string;
  /** The invite the removed member sent while in the family, naming one of its people. */
  removedInviteId: string;
  /** A face in the family's photo, shown as the tree person. */
  faceId: string;
  /** A person made from a face nobody has named yet (the unnamed list, the merge). */
  unnamedId: string;
  unnamedFaceId: string;
  /** A face nobody has linked yet (a new person is made from it). */
  spareFaceId: string;
  /** The owner's own checkout at the payment provider. */
  checkoutId: string;
  /** A message to the owner (a member accepted their invite). */
  messageId: string;
  /** A stored file of the family's library (the storage key of a face crop of its photo). */
  mediaKey: string;
}

let drawnBoxes = 0;
/** Boxes side by side along the bottom of the photo, one per call. */
const drawnBox = () => ({ left: 0.02 + 0.1 * (drawnBoxes++ % 9), top: 0.9, width: 0.08, height: 0.08 });

interface RouteCase {
  access: Access;
  params?: (f: Fixture) => Record<string, string>;
  query?: string | ((f: Fixture) => string);
  body?: (f: Fixture) => unknown;
  /** Changes or removes the family's data when allowed: the member is refused ('maker') or called last; the admin last of all. */
  destructive?: boolean;
  /** Among the destructive ones, after the others (conversions take the item out of the lists the others address). */
  last?: boolean;
  /** Outsiders act on their own (empty) family with the family's ids: nothing is found, nothing changes (200). */
  outsidersNoop?: boolean;
}

const id = (f: Fixture) => ({ id: f.photoId });
const person = (f: Fixture) => ({ id: f.personId });
const event = (f: Fixture) => ({ id: f.eventId });

const CASES: Record<string, RouteCase> = {
  'GET /health': { access: 'public' },
  'GET /session': { access: 'public' },
  'POST /client_errors': { access: 'public', body: () => ({ message: 'matrix', url: '/x' }) },
  'GET /blog': { access: 'public' },
  // A published post (written by the publishing command's store): read by everyone, signed in or not.
  'GET /blog/{slug}': { access: 'public', params: () => ({ slug: BLOG_SLUG }) },
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
  // A password account gets a code by mail (or is rate limited): about the caller's own account only.
  'POST /user/reauth_code': { access: 'own' },
  'POST /user/confirm_contact': { access: 'own', body: () => ({ login_id: 'new-address@example.com', code: '123456' }) },
  // The old address's undo link: a guessed key puts nothing back and tells nothing.
  'POST /undo_change/{user_id}': { access: 'public', params: (f) => ({ user_id: f.ownerId }), body: () => ({ key: 'guessed-key-0123456789' }) },
  'POST /user/{user_id}': { access: 'uploader', params: (f) => ({ user_id: f.ownerId }), body: () => ({ username: 'Taken Over' }) },
  'POST /delete_request': { access: 'own', destructive: true },
  'POST /delete_user/{user_id}': { access: 'public', params: (f) => ({ user_id: f.ownerId }), body: () => ({ delete_key: 'guess' }) },
  // Billing is the caller's own account: their plan, checkouts, invoices and customer portal.
  'GET /stripe_session/{plan_id}': { access: 'own', params: () => ({ plan_id: 'yearly' }), query: 'return_to=/billing' },
  'GET /stripe_session_status/{session_id}': { access: 'uploader', params: (f) => ({ session_id: f.checkoutId }) },
  // The payment provider's webhook: unsigned here, so refused (400) whoever sends it.
  'POST /stripe_webhook': { access: 'public', body: () => ({ type: 'checkout.session.completed', data: { object: { id: 'cs_forged' } } }) },
  'GET /billing': { access: 'own' },
  'POST /billing/portal': { access: 'own', body: () => ({ return_to: '/billing' }) },
  'POST /upload_url': { access: 'own', body: () => ({ name: 'a.jpg', contenttype: 'image/jpeg', size: 10 }) },
  // The owner's upload under way: only its uploader cancels it.
  'DELETE /upload/{upload_id}': { access: 'uploader', params: (f) => ({ upload_id: f.uploadId }), destructive: true },
  // Photo sources: the caller's own provider links; what the family has is keyed by the caller's family.
  'POST /external_system': { access: 'own', body: () => ({ system_type: 'dropbox', access_token: 'sl.forged-token' }) },
  'GET /external_system': { access: 'own' },
  'DELETE /external_system/{system_type}': { access: 'own', params: () => ({ system_type: 'dropbox' }), destructive: true },
  'GET /dropbox/folder': { access: 'own', query: 'path=' },
  'POST /dropbox/thumbnails': { access: 'own', body: () => ({ paths: ['/Family trip 2019/Family-trip-01.jpg'] }) },
  'POST /google/sessions': { access: 'own' },
  'GET /google/sessions/{session_id}': { access: 'own', params: () => ({ session_id: 'no-such-session' }) },
  'DELETE /google/sessions/{session_id}': { access: 'own', params: () => ({ session_id: 'no-such-session' }) },
  'GET /google/media_items': { access: 'own', query: 'session_id=no-such-session' },
  'POST /google/thumbnails': { access: 'own', body: () => ({ base_urls: ['https://lh3.googleusercontent.com/no-such-item'] }) },
  'GET /facebook/photos': { access: 'own' },
  'POST /check_photos_exists': { access: 'own', body: () => ({ source_type: 'dropbox', source_ids: ['id:standin000000'] }) },
  'POST /external_import': { access: 'own', body: () => ({ system_type: 'dropbox', items: [{ id: 'id:standin000000', name: 'Family-trip-01.jpg' }] }) },

  'GET /photos': { access: 'own' },
  // Changing someone else's photos (bulk edits, the side panel, fixes, conversions) is for admins and the uploader.
  'POST /photos': { access: 'maker', body: (f) => ({ photos: [f.photoId], description: 'matrix' }) },
  'POST /photos/delete': { access: 'uploader', body: (f) => [f.photoId], destructive: true },
  'DELETE /photos/delete': { access: 'uploader', body: (f) => [f.photoId], destructive: true },
  // Recently deleted is the caller's own: a photo of the family's that is not in it is not found (404),
  // and restoring one back in the library already changes nothing (the admin's own photo: 200).
  'GET /photos/trash': { access: 'own' },
  'POST /photos/trash/restore': { access: 'uploader', body: (f) => ({ ids: [f.photoId] }) },
  'POST /photos/trash/delete': { access: 'uploader', body: (f) => ({ ids: [f.photoId] }), destructive: true },
  'POST /photos/trash/empty': { access: 'own', destructive: true },
  'GET /photos/map': { access: 'own' },
  'GET /photos/search': { access: 'own', query: 'q=matrix' },
  'GET /photo/{id}': { access: 'family', params: id },
  'POST /photo/{id}': { access: 'maker', params: id, body: () => ({ description: 'matrix' }) },
  'DELETE /photo/{id}': { access: 'uploader', params: id, destructive: true },
  'GET /photo/{id}/download': { access: 'family', params: id },
  // The media gate: a stored file of the family (a face crop of its photo), redirected to storage for members only.
  'GET /media/{key+}': { access: 'family', params: (f) => ({ key: f.mediaKey }) },
  'POST /photo/{id}/to_document': { access: 'maker', params: id, destructive: true, last: true },
  'POST /photo/{id}/fix': { access: 'maker', params: id, body: () => ({ fix_type: 'denoise' }), destructive: true },
  'POST /photo/{id}/rotate': { access: 'maker', params: id, body: () => ({ direction: 'right' }), destructive: true },
  // A heart is the family's: any member sets or clears it on any of its photos.
  'POST /photo/{id}/favorite': { access: 'family', params: id, body: () => ({ favorite: true }) },
  'POST /photos/favorite': { access: 'family', body: (f) => ({ photos: [f.photoId], favorite: true }) },
  'POST /photos/download': { access: 'family', body: (f) => ({ photos: [f.photoId] }) },
  'GET /photos/download/{id}': { access: 'uploader', params: (f) => ({ id: f.downloadId }) },
  'POST /event/{id}/image/{imageId}': { access: 'family', params: (f) => ({ id: f.eventId, imageId: f.photoId }) },
  'DELETE /event/{id}/image/{imageId}': { access: 'family', params: (f) => ({ id: f.eventId, imageId: f.photoId }) },
  'GET /locations': { access: 'own', query: 'q=Zebedee' },
  // Public place names (the gazetteer) for the map, nothing of the family's.
  'GET /places/labels': { access: 'own', query: 'west=-10&south=40&east=10&north=60' },
  'GET /locationlist/{locationId}': { access: 'family', params: (f) => ({ locationId: f.locationId }) },
  'GET /documents': { access: 'own' },
  'GET /document/{id}': { access: 'family', params: (f) => ({ id: f.documentId }) },
  'POST /document/{id}': { access: 'maker', params: (f) => ({ id: f.documentId }), body: () => ({ title: 'Zebedee letters' }) },
  'POST /document/delete': { access: 'uploader', body: (f) => [f.documentId], destructive: true },
  'POST /document/{id}/to_photo': { access: 'maker', params: (f) => ({ id: f.documentId }), destructive: true, last: true },

  'GET /people': { access: 'own' },
  'GET /persons': { access: 'own', query: 'q=Zebedee' },
  // With ?face_id= the new person is made from that face: only a face of the caller's own family.
  'POST /person': { access: 'own', query: (f) => `face_id=${f.spareFaceId}`, body: () => ({ names: [{ first_name: 'Stray' }] }) },
  'GET /person/{id}': { access: 'family', params: person },
  'POST /person/{id}': { access: 'family', params: person, body: () => ({ sex: 'Female' }) },
  // Forgetting the founder's person: the member is refused; outsiders' ids are not in their own tree, so nothing happens (200, count 0) and the person stays.
  'POST /people/delete': { access: 'maker', body: (f) => [f.personId], destructive: true, last: true, outsidersNoop: true },
  'GET /people/removed': { access: 'own' },
  // Putting back the founder's person (not removed): the member is refused; the admin changes nothing (count 0).
  'POST /people/restore': { access: 'maker', body: (f) => [f.personId], outsidersNoop: true },
  // 'Add father' on a person's page: any member adds to the family's tree, as they add events.
  'POST /person/{id}/parents': { access: 'family', params: person, body: () => ({ relation: 'father', name: 'Matrix Father' }) },
  // Unlinking someone who is not linked (the person from themselves) changes nothing: 200, no events.
  'POST /person/{id}/unlink': { access: 'family', params: person, body: (f) => ({ relative_id: f.personId, relation: 'parent' }) },
  'GET /person/{id}/contacts': { access: 'family', params: person },
  'POST /person/{id}/contacts': { access: 'family', params: person, body: () => ({ contacts: [] }) },
  'GET /person/{id}/attributes': { access: 'family', params: person },
  'POST /person/{id}/attributes': { access: 'family', params: person, body: () => ({ attributes: [{ tag: 'OCCU', value: 'Zebedee miller' }] }) },
  'POST /event': { access: 'family', body: (f) => ({ event_type: 'death', person_id: f.personId, event_role: 'died' }) },
  'GET /event/{id}': { access: 'family', params: event },
  // The whole event is posted (participants too), as the event editor does: Rosalind stays in it. A new
  // date is a change to the founder's event: the member may only add people to it (family-roles.test.ts).
  'POST /event/{id}': { access: 'maker', params: event, body: (f) => ({ event_type: 'birth', start_date: '1901', participants: [{ event_role: 'child', person: f.personId }] }) },
  'DELETE /event/{id}': { access: 'maker', params: event, destructive: true },
  'POST /event/{id}/restore': { access: 'maker', params: event },
  'GET /events/removed': { access: 'own' },
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
  'DELETE /citation/{id}': { access: 'maker', params: (f) => ({ id: f.citationId }), destructive: true },
  'GET /source/search': { access: 'own', query: 'q=Zebedee' },
  'GET /sources': { access: 'own', query: 'q=Zebedee' },
  'POST /source': { access: 'own', body: () => ({ title: 'Stray source' }) },
  'GET /source/{id}': { access: 'family', params: (f) => ({ id: f.sourceId }) },
  // Correcting a source is for admins and whoever added it (the founder here).
  'POST /source/{id}': { access: 'maker', params: (f) => ({ id: f.sourceId }), body: () => ({ title: 'Zebedee parish register', author: 'Zebedee vicar' }) },

  'GET /photo/{id}/people': { access: 'family', params: id },
  'POST /person/{id}/face/{faceId}': { access: 'family', params: (f) => ({ id: f.personId, faceId: f.faceId }) },
  // A face the detector missed, drawn by any member: each call a box of its own along the photo's foot, where no face was found.
  'POST /photo/{id}/faces': { access: 'family', params: id, body: () => ({ bounding_box: drawnBox(), new_person: { names: [{ first_name: 'Drawn' }] } }) },
  // Unlinking, then forgetting the face: in manifest order among the member's destructive calls.
  'DELETE /person/{id}/face/{faceId}': { access: 'family', params: (f) => ({ id: f.personId, faceId: f.faceId }), destructive: true },
  'DELETE /person/{id}/face/forget/{faceId}': { access: 'maker', params: (f) => ({ id: f.personId, faceId: f.faceId }), destructive: true },
  'POST /person/{id}/thumbnail/{imageId}': { access: 'family', params: (f) => ({ id: f.personId, imageId: f.faceId }) },
  // A redirect to the face crop's short-lived link (followed: the crop is stored).
  'GET /person/{id}/thumbnail': { access: 'family', params: person },
  // The unnamed list, and marking the family's unnamed person as announced, act on the caller's own family only.
  'GET /faces/unnamed': { access: 'own' },
  'GET /faces/seen_once': { access: 'own' },
  'POST /faces/unnamed/announced': { access: 'own', body: (f) => ({ person_ids: [f.unnamedId] }) },
  // Regrouping the caller's own family's faces (faces the family placed never move).
  'POST /faces/regroup': { access: 'own' },
  'GET /person/merge_diff': { access: 'family', query: (f) => `person_id1=${f.personId}&person_id2=${f.unnamedId}` },
  'POST /person/merge': { access: 'maker', body: (f) => ({ person_id1: f.personId, person_id2: f.unnamedId }), destructive: true },
  'GET /relationships/{personId}': { access: 'family', params: (f) => ({ personId: f.personId }) },
  // How two of the family's people are related, and a person's relatives by relation.
  'GET /relationship/{personId}/{otherId}': { access: 'family', params: (f) => ({ personId: f.personId, otherId: f.unnamedId }) },
  'GET /person/{id}/relatives': { access: 'family', params: person, query: 'relation=ancestors' },
  'GET /ancestors/{personId}': { access: 'family', params: (f) => ({ personId: f.personId }) },
  'GET /descendents/{personId}': { access: 'family', params: (f) => ({ personId: f.personId }) },
  'GET /imports': { access: 'own' },
  // A GEDCOM import into the family's tree: its report is the family's (members in, outsiders 404).
  'GET /imports/{id}': { access: 'family', params: (f) => ({ id: f.importId }) },
  'GET /imports/{id}/warnings': { access: 'family', params: (f) => ({ id: f.importId }), query: 'page=1' },
  // Queues the removal of what the family's GEDCOM file brought in: after every other call.
  'POST /imports/{id}/remove': { access: 'maker', params: (f) => ({ id: f.importId }), body: () => ({ remove_edited: false }), destructive: true, last: true },
  'GET /export/gedcom': { access: 'own' },
  // Export jobs: started for the caller's own family; a job is the family's (members in, outsiders 404).
  'POST /export/gedcom': { access: 'own', body: () => ({ version: '5.5.1' }) },
  'GET /export/gedcom/{id}': { access: 'family', params: (f) => ({ id: f.exportId }) },
  // The timeline: the family's dated events and photos; a person's and an event's by id.
  'GET /events/timeline': { access: 'own' },
  'GET /person/{id}/timeline': { access: 'family', params: person },
  'GET /event/{id}/timeline': { access: 'family', params: event },
  'GET /person/{id}/map': { access: 'family', params: person },
  'GET /event/{id}/map': { access: 'family', params: event },

  'POST /invite': { access: 'own', body: () => ({ contacts: [{ email: 'someone@example.com' }], subject: 's', message: 'm' }) },
  'POST /invite_link/{personId}': { access: 'family', params: (f) => ({ personId: f.personId }) },
  'POST /facebook_invite': { access: 'own', body: () => ({}) },
  'GET /invitesfrom': { access: 'own' },
  'GET /invite/{id}': { access: 'uploader', params: (f) => ({ id: f.inviteId }) },
  'POST /invite/{id}': { access: 'uploader', params: (f) => ({ id: f.inviteId }), body: () => ({}) },
  'DELETE /invite/{id}': { access: 'uploader', params: (f) => ({ id: f.inviteId }), destructive: true },
  'POST /invite/{id}/resend': { access: 'uploader', params: (f) => ({ id: f.inviteId }) },
  'POST /invite/{id}/ask': { access: 'uploader', params: (f) => ({ id: f.inviteId }), body: () => ({ key: 'guessed-key' }) },
  'GET /family': { access: 'own' },
  // Members may only leave: removing the founder is refused (403 to the member; see the roles test below).
  'POST /remove_family/{userId}': { access: 'uploader', params: (f) => ({ userId: f.ownerId }), destructive: true },
  // The members panel: the caller's own family, with roles and what each added.
  'GET /family/members': { access: 'own' },
  // Making someone an admin is for admins: the founder stays admin (no change); the member is refused.
  'POST /family/members/{userId}/role': { access: 'maker', params: (f) => ({ userId: f.ownerId }), body: () => ({ role: 'admin' }) },
  // Messages are the caller's own: a message id of someone else's answers 404 to everyone else.
  'GET /messages': { access: 'own' },
  'GET /message/{id}': { access: 'uploader', params: (f) => ({ id: f.messageId }) },
  'POST /message/{id}/read': { access: 'uploader', params: (f) => ({ id: f.messageId }), body: () => ({ read: false }) },
  'GET /user_preferences': { access: 'own' },
  'POST /user_preferences': { access: 'own', body: () => ({ preferences: { trial_ending: { frequency: 'daily', via_email: true, via_sms: false, via_web_notification: true } } }) },
  // Web Push: each person's own browsers; an endpoint names nothing of anyone else's.
  'GET /web_push': { access: 'own' },
  'POST /push_subscription': {
    access: 'own',
    body: () => ({ endpoint: 'https://push.example.com/send/matrix', keys: { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 7).toString('base64url') } }),
  },
  'DELETE /push_subscription': { access: 'own', body: () => ({ endpoint: 'https://push.example.com/send/matrix' }) },
  // The e-mailed one-click link: a guessed token unsubscribes nobody.
  'POST /unsubscribe': { access: 'public', query: 'token=guessed-token-0123456789' },
  // Only an open invite's id and key show the counts: a real invite id with a guessed key shows nothing.
  'GET /inviter_info/{inviterId}': { access: 'public', params: (f) => ({ inviterId: f.ownerId }), query: (f) => `invite=${f.inviteId}&key=guessed-key` },
  'GET /people/duplicates': { access: 'own' },
  // Dismissing a suggestion acts in the caller's own family: the family's pair stays (checked after the outsiders' calls).
  'DELETE /people/duplicates/{pairId}': { access: 'own', params: (f) => ({ pairId: f.pairId }), destructive: true },
  'GET /person/{id}/versions': { access: 'family', params: person },
  // Choosing between versions is for the admins and the person's maintainer (the founder made Rosalind).
  'POST /person/{id}/version': { access: 'maker', params: person, body: () => ({ choice: 'use' }), destructive: true },

  // Home: the caller's own family's cards; outsiders get their own (empty) ones, never the family's.
  'GET /dashboard': { access: 'own' },
  // The caller's own family's memories of a day, and its copies to review.
  'GET /memories': { access: 'own', query: 'date=2026-11-29' },
  'GET /duplicates': { access: 'own' },
  // Keeping the family's photo of a group whose other copy is already gone: nothing is deleted (outsiders: 404).
  'POST /duplicates/keep': { access: 'family', body: (f) => ({ keep: f.photoId, remove: ['01ZZZZZZZZZZZZZZZZZZZZZZZZ'] }) },
  // Only the family's own pairs are read: another family's ids change nothing.
  'POST /duplicates/dismiss': { access: 'own', body: (f) => ({ photos: [f.photoId, f.documentId] }) },
  'GET /missing_files': { access: 'own' },
  'POST /user/onboarding': { access: 'own', body: () => ({ outcome: 'skipped' }) },
};

/** The queued moves into (and out of) the family are done for each of these users. */
async function waitForMoves(...users: BrowserLikeClient[]): Promise<void> {
  for (const user of users) {
    for (let attempt = 0; (await user.get('/family')).body.moving !== null; attempt++) {
      if (attempt > 150) throw new Error('The move into the family did not finish');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const BLOG_SLUG = 'matrix-post';

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
  Object.assign(clients, { admin: owner!.client, member: member!.client, removed: removed!.client, stranger: stranger!.client });

  expect((await owner!.client.post('/user/free_trial')).status).toBe(200);
  const created = await owner!.client.post('/person', { names: [{ first_name: 'Rosalind', last_name: 'Zebedee' }], sex: 'Female' });
  const personId = created.body.person.id as string;
  const nameId = created.body.person.names[0].id as string;
  const eventReply = await owner!.client.post('/event', { event_type: 'birth', person_id: personId, event_role: 'child', start_date: '1901' });
  if (eventReply.status !== 200) throw new Error(JSON.stringify(eventReply.body));
  const eventId = eventReply.body.event.id as string;
  const notes = await owner!.client.post(`/person/${personId}/notes`, { notes: [{ note: 'Zebedee family bible' }] });
  const source = await owner!.client.post('/source', { title: 'Zebedee parish register' });
  const citations = await owner!.client.post(`/person/${personId}/citations`, { citations: [{ citation: 'Zebedee parish register', source_id: source.body.source.id }] });
  const [photo, toDocument] = await seedPhotos(stack, [photoRecord(owner!.user.user_id, { name: 'zebedee-1.jpg' }), photoRecord(owner!.user.user_id, { name: 'zebedee-2.jpg' })]);
  expect((await owner!.client.post(`/photo/${toDocument!.photoId}/to_document`)).status).toBe(200);

  // The member's own tree has her too: when the trees meet, the family is offered the pair.
  expect((await member!.client.post('/person', { names: [{ first_name: 'Rosalind', last_name: 'Zebedee' }], sex: 'Female' })).status).toBe(200);
  // The member and the removed member join through e-mailed invites; one is removed again.
  for (const joiner of [member!, removed!]) {
    expect((await owner!.client.post('/invite', { contacts: [{ email: joiner.email }], subject: 'Join', message: 'Come' })).status).toBe(200);
    const link = new URL(outbox(stack).filter((m) => m.to === joiner.email).at(-1)!.body.match(/https?:\/\/\S+/)![0]);
    expect((await joiner.client.post(`/invite/${link.searchParams.get('invite')}`, { key: link.searchParams.get('key') })).status).toBe(200);
  }
  // Joining moves the founder's tree and uploads into the family in the background: wait for it.
  await waitForMoves(owner!.client, member!.client, removed!.client);
  // While in the family, the member who is removed later says which of its people they are.
  expect((await removed!.client.call('PUT', '/user/person', { person_id: personId })).status).toBe(200);
  // ...puts a photo of theirs on one of its events (the photo leaves with them)...
  const [removedPhoto] = await seedPhotos(stack, [photoRecord(removed!.user.user_id, { name: 'their-own.jpg' })]);
  expect((await removed!.client.post(`/event/${eventId}/image/${removedPhoto!.photoId}`)).status).toBe(200);
  // ...and invites a relative as one of its people.
  const relative = await removed!.client.post('/invite', { contacts: [{ email: uniqueEmail('relative'), person_version: personId }], subject: 'Join', message: 'Come' });
  expect(relative.status).toBe(200);
  expect((await owner!.client.post(`/remove_family/${removed!.user.user_id}`)).status).toBe(200);
  // Their photo leaves with them (a queued move): wait until it is in their own library.
  for (let attempt = 0; !JSON.stringify((await removed!.client.get('/photos')).body).includes(removedPhoto!.photoId); attempt++) {
    if (attempt > 150) throw new Error("The removed member's photo did not move out of the family");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // A relative's edit leaves a newer version waiting for a choice.
  expect((await member!.client.post(`/person/${personId}`, { sex: 'Female' })).status).toBe(200);
  const pending = await owner!.client.post('/invite', { contacts: [{ email: uniqueEmail('pending') }], subject: 'Join', message: 'Come' });
  await new DynamoBlogStore(stack.documentClient, stack.stack.tableName).save({
    slug: BLOG_SLUG,
    title: 'Keeping the family photos',
    summary: 'How we keep them',
    body: '<p>How we keep them.</p>',
    featured_image: null,
    published: true,
    date: '2026-11-01',
    author: { first_name: 'Heirloom', last_name: 'Team' },
    updatedAt: Date.now(),
  });
  const duplicates = await owner!.client.get('/people/duplicates');
  expect(duplicates.body.duplicates).toHaveLength(1);
  const checkout = await owner!.client.get('/stripe_session/monthly');
  expect(checkout.status).toBe(200);
  // Faces live in the family's library: one shown as Rosalind, one of a person nobody named yet.
  const familyId = (await owner!.client.get('/family')).body.family_id as string;
  const unnamed = await owner!.client.post('/person', { names: [] });
  const unnamedId = unnamed.body.person.id as string;
  const faceId = ulid();
  const unnamedFaceId = ulid();
  const spareFaceId = ulid();
  const faces = new DynamoFaceStore(stack.documentClient, stack.stack.tableName);
  const faceRecord = (id: string, personId: string | null) => {
    const thumbKey = `${photo!.renditions.largeJpeg.slice(0, photo!.renditions.largeJpeg.lastIndexOf('/'))}/face-${id}.jpg`;
    const box = { left: 0.2, top: 0.2, width: 0.2, height: 0.2 };
    return { ownerId: familyId, faceId: id, photoId: photo!.photoId, personId, box, genderHint: null, confidence: 0.99, thumbKey, photoDateSort: '', rejectedPersonIds: [], keptApartFrom: [], createdAt: Date.now(), updatedAt: Date.now() };
  };
  const seededFaces = [faceRecord(faceId, personId), faceRecord(unnamedFaceId, unnamedId), faceRecord(spareFaceId, null)];
  await faces.putFaces(seededFaces);
  // As a scan of the photo leaves it: its faces are found (a face may be drawn by hand only then).
  await faces.putScan({ ownerId: familyId, photoId: photo!.photoId, faceIds: seededFaces.map((face) => face.faceId), scannedAt: Date.now() });
  await faces.putUnnamed({ ownerId: familyId, personId: unnamedId, faceId: unnamedFaceId, createdAt: Date.now(), announced: false });
  for (const face of seededFaces) await stack.s3.send(new PutObjectCommand({ Bucket: stack.stack.buckets.media, Key: face.thumbKey, Body: Buffer.from('crop'), ContentType: 'image/jpeg' }));
  // The photo's screen-filling picture, which a face drawn by hand is cut from.
  const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#8a6d5a' } }).jpeg().toBuffer();
  await stack.s3.send(new PutObjectCommand({ Bucket: stack.stack.buckets.media, Key: photo!.renditions.largeJpeg, Body: picture, ContentType: 'image/jpeg' }));
  const upload = await owner!.client.post('/upload_url', { name: 'zebedee-3.jpg', contenttype: 'image/jpeg', size: 10 });
  expect(upload.status).toBe(200);
  // A GEDCOM import's report in the family's tree (as the import writes it when it starts).
  const importId = ulid();
  const counts = { people: 1, families: 0, events: 1, notes: 0, citations: 0, sources: 0 };
  const familyStore = new DynamoFamilyStore(stack.documentClient, stack.stack.tableName);
  await familyStore.createImport({
    ownerId: familyId,
    id: importId,
    importKey: 'zebedee-tree',
    fileName: 'zebedee.ged',
    contentHash: null,
    status: 'done',
    counts,
    warnings: [{ line: 12, message: 'Zebedee: a date was read as given' }],
    warningPages: 1,
    warningCount: 2,
    startedAt: Date.now(),
    finishedAt: Date.now(),
    error: null,
    gedcomVersion: '5.5.1',
    encoding: 'UTF-8',
  });
  await familyStore.putImportWarningPages(familyId, importId, [[{ line: 40, message: 'Zebedee: a place was kept as written' }]]);
  // An export of the family's tree, started by the founder.
  const exported = await owner!.client.post('/export/gedcom', { version: '5.5.1' });
  expect(exported.status).toBe(202);
  const exportId: string = exported.body.export.id;
  // A zip of the family's photo, asked for by the founder (only they follow it).
  const downloaded = await owner!.client.post('/photos/download', { photos: [photo!.photoId] });
  expect(downloaded.status).toBe(202);
  const downloadId: string = downloaded.body.download.id;
  // A place of the family's library, for its list of photos taken there.
  const place = await placeFor(stack, familyId, BERLIN);

  // The member joining made a message for the owner (through the messages queue).
  let messageId: string | undefined;
  for (let attempt = 0; !messageId; attempt++) {
    if (attempt > 100) throw new Error('The owner got no message when the member joined');
    messageId = (await owner!.client.get('/messages')).body.messages[0]?.id;
    if (!messageId) await new Promise((resolve) => setTimeout(resolve, 100));
  }

  fixture = {
    ownerId: owner!.user.user_id,
    memberId: member!.user.user_id,
    personId,
    nameId,
    eventId,
    noteId: notes.body.notes[0].id,
    citationId: citations.body.citations[0].id,
    sourceId: source.body.source.id,
    photoId: photo!.photoId,
    documentId: toDocument!.photoId,
    inviteId: pending.body.invites[0].id,
    pairId: duplicates.body.duplicates[0].id,
    locationId: place.locationId,
    importId,
    exportId,
    downloadId,
    uploadId: upload.body.upload_id,
    removedInviteId: relative.body.invites[0].id,
    faceId,
    unnamedId,
    unnamedFaceId,
    spareFaceId,
    checkoutId: checkout.body.session_id,
    messageId,
    mediaKey: seededFaces[0]!.thumbKey,
  };
  secrets = ['Rosalind', 'Zebedee', personId, eventId, photo!.photoId, toDocument!.photoId, faceId, unnamedFaceId, spareFaceId, unnamedId, familyId, checkout.body.session_id, owner!.email, duplicates.body.duplicates[0].id, place.locationId, importId, exportId, downloadId, upload.body.upload_id, messageId];
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

async function call(role: Role, route: HttpRoute, paramsOverride?: Record<string, string>) {
  const spec = CASES[routeKey(route)]!;
  const params = paramsOverride ?? spec.params?.(fixture) ?? {};
  // A greedy parameter ({key+}) spans segments: each is encoded, the slashes stay.
  const path = route.path.replace(/\{(\w+)(\+?)\}/g, (_, name: string, greedy: string) => (greedy ? (params[name] ?? 'x').split('/').map(encodeURIComponent).join('/') : encodeURIComponent(params[name] ?? 'x')));
  const client = clients[role];
  const body = spec.body?.(fixture);
  const query = typeof spec.query === 'function' ? spec.query(fixture) : spec.query;
  // Raw fetch: some answers are not JSON (the GEDCOM export), and their text is checked all the same.
  const response = await stack.fetch(`/api${path}${query ? `?${query}` : ''}`, {
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
  if (role !== 'anonymous' && role !== 'admin' && role !== 'member') {
    if (spec.access === 'family' || spec.access === 'uploader' || (spec.access === 'maker' && !spec.outsidersNoop)) expect([400, 403, 404, 409], what).toContain(reply.status);
  }
  if (role === 'member') {
    if (spec.access === 'family') expect(reply.status, what).toBeLessThan(300);
    if (spec.access === 'uploader') expect([400, 403, 404, 409], what).toContain(reply.status);
    // Not theirs to change: refused as such (403, with the reason), not as missing.
    if (spec.access === 'maker') {
      expect(reply.status, what).toBe(403);
      expect((reply.body as { message?: string })?.message, what).toMatch(/admins/);
    }
  }
  if (role === 'admin' && (spec.access === 'family' || spec.access === 'maker')) expect(reply.status, what).toBeLessThan(300);
  if (role === 'anonymous' || role === 'removed' || role === 'stranger') expectNothingOfTheFamily(what, reply.body);
}

function expectNothingOfTheFamily(what: string, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body ?? '');
  for (const secret of secrets) expect(text.includes(secret), `${what} leaks ${secret}`).toBe(false);
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
    // The invite the removed member sent while in the family no longer names the family's person (nor works).
    const ownInvite = await call('removed', { method: 'GET', path: '/invite/{id}', handler: 'sharing/get-invite' }, { id: fixture.removedInviteId });
    expect(ownInvite.body).toMatchObject({ invite: { status: 'cancelled', person: null, person_name: null } });
    expectNothingOfTheFamily('removed GET /invite/{id} of their own invite', ownInvite.body);
    // Nothing they tried changed the family's data.
    expect((await clients.admin.get('/people/duplicates')).body.duplicates.map((pair: { id: string }) => pair.id)).toEqual([fixture.pairId]);
    expect((await clients.admin.get(`/person/${fixture.personId}`)).body.person.name).toBe('Rosalind Zebedee');
    expect((await clients.admin.get(`/photo/${fixture.photoId}`)).status).toBe(200);
    expect((await clients.admin.get(`/document/${fixture.documentId}`)).status).toBe(200);
    // The photo's faces are all there, each still with (or without) the person the family gave it.
    const faces = (await clients.admin.get(`/photo/${fixture.photoId}/people`)).body.faces as Array<{ id: string; person_id: string | null }>;
    expect(Object.fromEntries(faces.map((face) => [face.id, face.person_id]))).toEqual({ [fixture.faceId]: fixture.personId, [fixture.spareFaceId]: null, [fixture.unnamedFaceId]: fixture.unnamedId });
  }, 120_000);

  it("a member's edit to the founder's person waits for the admins' review; only the admin may choose", async () => {
    const before = (await clients.admin.get(`/person/${fixture.personId}`)).body.person;
    expect((await clients.member.post(`/person/${fixture.personId}`, { names: [{ first_name: 'Rosa', last_name: 'Zebedee' }] })).status).toBe(200);
    const after = (await clients.admin.get(`/person/${fixture.personId}`)).body.person;
    // Not overwritten: the name stays, the newer-version alert is up.
    expect(after.name).toBe(before.name);
    expect(after.newer_version).not.toBeNull();
    const asMember = (await clients.member.get(`/person/${fixture.personId}/versions`)).body;
    expect(asMember).toMatchObject({ suggestion: true, may_choose: false, current: { name: 'Rosa Zebedee' }, previous: [{ name: 'Rosalind Zebedee' }] });
    expect((await clients.admin.get(`/person/${fixture.personId}/versions`)).body).toMatchObject({ suggestion: true, may_choose: true });
    const refused = await clients.member.post(`/person/${fixture.personId}/version`, { choice: 'use' });
    expect(refused.status).toBe(403);
    expect((await clients.admin.get(`/person/${fixture.personId}`)).body.person.name).toBe('Rosalind Zebedee');
    // The admin keeps the current version: the suggestion stays among the versions.
    expect((await clients.admin.post(`/person/${fixture.personId}/version`, { choice: 'keep' })).status).toBe(200);
    const kept = (await clients.admin.get(`/person/${fixture.personId}/versions`)).body;
    expect(kept.newer_version).toBeNull();
    expect(kept.previous.map((v: { name: string }) => v.name)).toContain('Rosa Zebedee');
    // The member's own person: their edit applies at once.
    const own = (await clients.member.post('/person', { names: [{ first_name: 'Theirs' }] })).body.person;
    expect((await clients.member.post(`/person/${own.id}`, { names: [{ first_name: 'Their own' }] })).body.person.name).toBe('Their own');
    expect((await clients.member.post('/people/delete', [own.id])).body.count).toBe(1);
    // Removed people are listed apart, and their maker (or an admin) puts them back.
    expect(((await clients.member.get('/people/removed')).body.people as Array<{ id: string }>).map((p) => p.id)).toContain(own.id);
    expect((await clients.member.post('/people/restore', [own.id])).body.count).toBe(1);
    expect((await clients.member.get(`/person/${own.id}`)).body.person.items_deleted).toBe(false);
    expect((await clients.member.post('/people/delete', [own.id])).body.count).toBe(1);
  }, 60_000);

  it('roles: admins promote and demote (never the last admin); members may only leave', async () => {
    const panel = (await clients.member.get('/family/members')).body;
    expect(panel.my_role).toBe('member');
    const roles = Object.fromEntries(panel.members.map((m: { user_id: string; role: string }) => [m.user_id, m.role]));
    expect(roles).toEqual({ [fixture.ownerId]: 'admin', [fixture.memberId]: 'member' });
    const founder = panel.members.find((m: { user_id: string }) => m.user_id === fixture.ownerId);
    expect(founder.added.people).toBeGreaterThan(0);
    expect((await clients.member.post(`/family/members/${fixture.memberId}/role`, { role: 'admin' })).status).toBe(403);
    expect((await clients.member.post(`/remove_family/${fixture.ownerId}`)).status).toBe(403);
    expect((await clients.admin.post(`/family/members/${fixture.ownerId}/role`, { role: 'member' })).status).toBe(400);
    expect((await clients.admin.post(`/family/members/${fixture.memberId}/role`, { role: 'admin' })).body).toEqual({ user_id: fixture.memberId, role: 'admin' });
    expect((await clients.member.get('/family/members')).body.my_role).toBe('admin');
    // Promoted, the member may now choose; demoted again, they are refused again.
    expect((await clients.admin.post(`/family/members/${fixture.memberId}/role`, { role: 'member' })).status).toBe(200);
    expect((await clients.member.get('/family/members')).body.my_role).toBe('member');
    // Outsiders: not in the family.
    expect((await clients.stranger.post(`/family/members/${fixture.memberId}/role`, { role: 'member' })).status).toBe(404);
    expect((await clients.removed.post(`/family/members/${fixture.memberId}/role`, { role: 'member' })).status).toBe(404);
  }, 60_000);

  it('the admin reaches every route; a member reaches the family routes and is refused the uploader-only ones and every destructive change to what they did not make', async () => {
    const gentle = httpRoutes.filter((route) => !CASES[routeKey(route)]!.destructive);
    for (const route of gentle) {
      const reply = await call('admin', route);
      expect([401, 403], `admin ${routeKey(route)}`).not.toContain(reply.status);
      // The admin is in the family: a family route answering otherwise means its entry misses the real code path.
      assertOutcome('admin', route, reply);
    }
    for (const route of gentle) assertOutcome('member', route, await call('member', route));
    // Destructive ones last, so what they remove is not needed afterwards.
    const destructive = httpRoutes.filter((r) => CASES[routeKey(r)]!.destructive && CASES[routeKey(r)]!.access !== 'public' && CASES[routeKey(r)]!.access !== 'own');
    const inOrder = [...destructive.filter((r) => !CASES[routeKey(r)]!.last), ...destructive.filter((r) => CASES[routeKey(r)]!.last)];
    for (const route of inOrder) assertOutcome('member', route, await call('member', route));
    // The member's refusals changed nothing of what the founder made.
    const person = (await clients.admin.get(`/person/${fixture.personId}`)).body.person;
    expect(person).toMatchObject({ name: 'Rosalind Zebedee', items_deleted: false });
    expect((await clients.admin.get(`/event/${fixture.eventId}`)).status).toBe(200);
    expect((await clients.admin.get(`/person/${fixture.unnamedId}`)).body.person.id).toBe(fixture.unnamedId);
    expect((await clients.admin.get(`/imports/${fixture.importId}`)).body.import.removal ?? null).toBeNull();
    expect((await clients.admin.get(`/document/${fixture.documentId}`)).status).toBe(200);
    expect((await clients.admin.get(`/person/${fixture.personId}/citations`)).body.citations.map((c: { id: string }) => c.id)).toContain(fixture.citationId);

    // What the member was refused, the admin may do (the member's other destructive calls ran above).
    for (const route of inOrder.filter((r) => CASES[routeKey(r)]!.access === 'maker')) assertOutcome('admin', route, await call('admin', route));
  }, 120_000);
});
