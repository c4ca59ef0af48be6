/**
 * THE HTTP route manifest. The CDK stack creates one Lambda and one API Gateway route per entry,
 * and the local runtime mounts the same entries, so the two can never drift apart.
 *
 * `path` is API Gateway syntax ({param}); every route is served under the /api prefix.
 * `handler` is the module under lambdas/http (without extension) that exports `handler`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpRoute {
  readonly method: HttpMethod;
  readonly path: string;
  readonly handler: string;
}

export const API_PREFIX = '/api';

export const httpRoutes: readonly HttpRoute[] = [
  { method: 'GET', path: '/health', handler: 'system/get-health' },
  { method: 'GET', path: '/session', handler: 'system/get-session' },
  { method: 'POST', path: '/client_errors', handler: 'system/post-client-error' },

  // Blog and page views (shared/contracts/blog.ts); public.
  { method: 'GET', path: '/blog', handler: 'blog/get-blog-posts' },
  { method: 'GET', path: '/blog/{slug}', handler: 'blog/get-blog-post' },
  { method: 'POST', path: '/page_views', handler: 'blog/post-page-view' },

  { method: 'POST', path: '/signup', handler: 'accounts/post-signup' },
  { method: 'POST', path: '/login', handler: 'accounts/post-login' },
  { method: 'POST', path: '/external_login', handler: 'accounts/post-external-login' },
  { method: 'POST', path: '/verify', handler: 'accounts/post-verify' },
  { method: 'POST', path: '/forgot_password', handler: 'accounts/post-forgot-password' },
  { method: 'POST', path: '/update_password', handler: 'accounts/post-update-password' },
  { method: 'POST', path: '/token', handler: 'accounts/post-token' },
  { method: 'POST', path: '/logout', handler: 'accounts/post-logout' },
  { method: 'GET', path: '/user', handler: 'accounts/get-user' },
  { method: 'POST', path: '/user/free_trial', handler: 'accounts/post-free-trial' },
  { method: 'POST', path: '/user/reauth_code', handler: 'accounts/post-reauth-code' },
  { method: 'POST', path: '/user/confirm_contact', handler: 'accounts/post-confirm-contact' },
  { method: 'POST', path: '/undo_change/{user_id}', handler: 'accounts/post-undo-change' },
  { method: 'POST', path: '/user/{user_id}', handler: 'accounts/post-user' },
  { method: 'PUT', path: '/user/person', handler: 'accounts/put-user-person' },
  { method: 'POST', path: '/delete_request', handler: 'accounts/post-delete-request' },
  { method: 'POST', path: '/delete_user/{user_id}', handler: 'accounts/post-delete-user' },

  // Billing (shared/contracts/billing.ts): checkout, the payment provider's webhook, invoices.
  { method: 'GET', path: '/stripe_session/{plan_id}', handler: 'billing/get-stripe-session' },
  { method: 'GET', path: '/stripe_session_status/{session_id}', handler: 'billing/get-stripe-session-status' },
  { method: 'POST', path: '/stripe_webhook', handler: 'billing/post-stripe-webhook' },
  { method: 'GET', path: '/billing', handler: 'billing/get-billing' },
  { method: 'POST', path: '/billing/portal', handler: 'billing/post-billing-portal' },

  { method: 'POST', path: '/upload_url', handler: 'uploads/post-upload-url' },
  { method: 'DELETE', path: '/upload/{upload_id}', handler: 'uploads/delete-upload' },

  // Photo sources: provider links, the pickers' listings, imports fetched by the back end (shared/contracts/sources.ts).
  { method: 'POST', path: '/external_system', handler: 'external/post-external-system' },
  { method: 'GET', path: '/external_system', handler: 'external/get-external-systems' },
  { method: 'DELETE', path: '/external_system/{system_type}', handler: 'external/delete-external-system' },
  { method: 'GET', path: '/dropbox/folder', handler: 'external/get-dropbox-folder' },
  { method: 'POST', path: '/dropbox/thumbnails', handler: 'external/post-dropbox-thumbnails' },
  { method: 'POST', path: '/google/sessions', handler: 'external/post-google-session' },
  { method: 'GET', path: '/google/sessions/{session_id}', handler: 'external/get-google-session' },
  { method: 'DELETE', path: '/google/sessions/{session_id}', handler: 'external/delete-google-session' },
  { method: 'GET', path: '/google/media_items', handler: 'external/get-google-media-items' },
  { method: 'POST', path: '/google/thumbnails', handler: 'external/post-google-thumbnails' },
  { method: 'GET', path: '/facebook/photos', handler: 'external/get-facebook-photos' },
  { method: 'POST', path: '/check_photos_exists', handler: 'external/post-check-photos-exists' },
  { method: 'POST', path: '/external_import', handler: 'external/post-external-import' },

  // Photo library: the strip and its filters, side panels, bulk edits, documents, places (shared/contracts/photos.ts).
  { method: 'GET', path: '/photos', handler: 'photos/get-photos' },
  { method: 'POST', path: '/photos', handler: 'photos/post-photos' },
  { method: 'POST', path: '/photos/delete', handler: 'photos/post-photos-delete' },
  { method: 'DELETE', path: '/photos/delete', handler: 'photos/post-photos-delete' },
  { method: 'POST', path: '/photos/download', handler: 'photos/post-photos-download' },
  { method: 'GET', path: '/photos/download/{id}', handler: 'photos/get-photos-download' },
  { method: 'GET', path: '/photos/map', handler: 'photos/get-photos-map' },
  { method: 'GET', path: '/photos/search', handler: 'photos/get-photos-search' },
  // Recently deleted: Delete moves photos here; restore, delete for good, empty (shared/contracts/trash.ts).
  { method: 'GET', path: '/photos/trash', handler: 'photos/get-photos-trash' },
  { method: 'POST', path: '/photos/trash/restore', handler: 'photos/post-photos-trash-restore' },
  { method: 'POST', path: '/photos/trash/delete', handler: 'photos/post-photos-trash-delete' },
  { method: 'POST', path: '/photos/trash/empty', handler: 'photos/post-photos-trash-empty' },
  // Near-duplicates (shared/contracts/duplicates.ts): the review's groups, keep one, not duplicates.
  { method: 'GET', path: '/duplicates', handler: 'photos/get-duplicates' },
  { method: 'POST', path: '/duplicates/keep', handler: 'photos/post-duplicates-keep' },
  { method: 'POST', path: '/duplicates/dismiss', handler: 'photos/post-duplicates-dismiss' },
  { method: 'GET', path: '/photo/{id}', handler: 'photos/get-photo' },
  { method: 'POST', path: '/photo/{id}', handler: 'photos/post-photo' },
  { method: 'DELETE', path: '/photo/{id}', handler: 'photos/delete-photo' },
  { method: 'GET', path: '/photo/{id}/download', handler: 'photos/get-photo-download' },
  // The media gate: every picture and download link points here (checked per fetch, then redirected).
  { method: 'GET', path: '/media/{key+}', handler: 'photos/get-media' },
  { method: 'POST', path: '/photo/{id}/to_document', handler: 'photos/post-photo-to-document' },
  { method: 'POST', path: '/photo/{id}/fix', handler: 'photos/post-photo-fix' },
  { method: 'POST', path: '/photo/{id}/favorite', handler: 'photos/post-photo-favorite' },
  { method: 'POST', path: '/photos/favorite', handler: 'photos/post-photos-favorite' },
  { method: 'POST', path: '/photo/{id}/rotate', handler: 'photos/post-photo-rotate' },
  { method: 'POST', path: '/event/{id}/image/{imageId}', handler: 'photos/post-event-image' },
  { method: 'DELETE', path: '/event/{id}/image/{imageId}', handler: 'photos/delete-event-image' },
  { method: 'GET', path: '/locations', handler: 'locations/get-locations' },
  { method: 'GET', path: '/places/labels', handler: 'locations/get-map-labels' },
  { method: 'GET', path: '/locationlist/{locationId}', handler: 'locations/get-location-list' },
  { method: 'GET', path: '/documents', handler: 'documents/get-documents' },
  { method: 'GET', path: '/document/{id}', handler: 'documents/get-document' },
  { method: 'POST', path: '/document/{id}', handler: 'documents/post-document' },
  { method: 'POST', path: '/document/delete', handler: 'documents/post-documents-delete' },
  { method: 'POST', path: '/document/{id}/to_photo', handler: 'documents/post-document-to-photo' },

  // Family tree: people, events, notes, citations, sources, tree graphs (shared/contracts/family.ts).
  { method: 'GET', path: '/people', handler: 'people/get-people' },
  { method: 'GET', path: '/persons', handler: 'people/get-persons' },
  { method: 'POST', path: '/person', handler: 'people/post-person' },
  { method: 'GET', path: '/person/{id}', handler: 'people/get-person' },
  { method: 'POST', path: '/person/{id}', handler: 'people/post-person-by-id' },
  { method: 'POST', path: '/people/delete', handler: 'people/post-people-delete' },
  { method: 'GET', path: '/people/removed', handler: 'people/get-people-removed' },
  { method: 'POST', path: '/people/restore', handler: 'people/post-people-restore' },
  { method: 'POST', path: '/person/{id}/parents', handler: 'people/post-person-parents' },
  { method: 'POST', path: '/person/{id}/unlink', handler: 'people/post-person-unlink' },
  { method: 'GET', path: '/person/{id}/contacts', handler: 'people/get-person-contacts' },
  { method: 'POST', path: '/person/{id}/contacts', handler: 'people/post-person-contacts' },
  { method: 'GET', path: '/person/{id}/attributes', handler: 'people/get-person-attributes' },
  { method: 'POST', path: '/person/{id}/attributes', handler: 'people/post-person-attributes' },
  { method: 'POST', path: '/event', handler: 'events/post-event' },
  { method: 'GET', path: '/event/{id}', handler: 'events/get-event' },
  { method: 'POST', path: '/event/{id}', handler: 'events/post-event-by-id' },
  { method: 'DELETE', path: '/event/{id}', handler: 'events/delete-event' },
  { method: 'POST', path: '/event/{id}/restore', handler: 'events/post-event-restore' },
  { method: 'GET', path: '/events/removed', handler: 'events/get-events-removed' },
  { method: 'GET', path: '/events', handler: 'events/get-events' },
  { method: 'GET', path: '/events/{personId}', handler: 'events/get-person-events' },
  { method: 'GET', path: '/person/{id}/notes', handler: 'notes/get-person-notes' },
  { method: 'POST', path: '/person/{id}/notes', handler: 'notes/post-person-notes' },
  { method: 'GET', path: '/name/{id}/notes', handler: 'notes/get-name-notes' },
  { method: 'POST', path: '/name/{id}/notes', handler: 'notes/post-name-notes' },
  { method: 'GET', path: '/event/{id}/notes', handler: 'notes/get-event-notes' },
  { method: 'POST', path: '/event/{id}/notes', handler: 'notes/post-event-notes' },
  { method: 'GET', path: '/person/{id}/citations', handler: 'notes/get-person-citations' },
  { method: 'POST', path: '/person/{id}/citations', handler: 'notes/post-person-citations' },
  { method: 'GET', path: '/name/{id}/citations', handler: 'notes/get-name-citations' },
  { method: 'POST', path: '/name/{id}/citations', handler: 'notes/post-name-citations' },
  { method: 'GET', path: '/note/{id}/citations', handler: 'notes/get-note-citations' },
  { method: 'POST', path: '/note/{id}/citations', handler: 'notes/post-note-citations' },
  { method: 'GET', path: '/event/{id}/citations', handler: 'notes/get-event-citations' },
  { method: 'POST', path: '/event/{id}/citations', handler: 'notes/post-event-citations' },
  { method: 'DELETE', path: '/citation/{id}', handler: 'notes/delete-citation' },
  { method: 'GET', path: '/source/search', handler: 'sources/get-source-search' },
  { method: 'GET', path: '/sources', handler: 'sources/get-sources' },
  { method: 'POST', path: '/source', handler: 'sources/post-source' },
  { method: 'GET', path: '/source/{id}', handler: 'sources/get-source' },
  { method: 'POST', path: '/source/{id}', handler: 'sources/post-source-by-id' },
  // Faces (shared/contracts/faces.ts).
  { method: 'GET', path: '/photo/{id}/people', handler: 'faces/get-photo-people' },
  { method: 'POST', path: '/photo/{id}/faces', handler: 'faces/post-photo-face' },
  { method: 'POST', path: '/person/{id}/face/{faceId}', handler: 'faces/post-person-face' },
  { method: 'DELETE', path: '/person/{id}/face/{faceId}', handler: 'faces/delete-person-face' },
  { method: 'DELETE', path: '/person/{id}/face/forget/{faceId}', handler: 'faces/delete-person-face-forget' },
  { method: 'POST', path: '/person/{id}/thumbnail/{imageId}', handler: 'faces/post-person-thumbnail' },
  { method: 'GET', path: '/person/{id}/thumbnail', handler: 'faces/get-person-thumbnail' },
  { method: 'GET', path: '/faces/unnamed', handler: 'faces/get-unnamed-people' },
  { method: 'GET', path: '/faces/seen_once', handler: 'faces/get-faces-seen-once' },
  { method: 'POST', path: '/faces/unnamed/announced', handler: 'faces/post-unnamed-announced' },
  { method: 'POST', path: '/faces/regroup', handler: 'faces/post-faces-regroup' },
  { method: 'GET', path: '/person/merge_diff', handler: 'faces/get-merge-diff' },
  { method: 'POST', path: '/person/merge', handler: 'faces/post-person-merge' },
  { method: 'GET', path: '/relationships/{personId}', handler: 'family/get-relationships' },
  { method: 'GET', path: '/ancestors/{personId}', handler: 'family/get-ancestors' },
  { method: 'GET', path: '/descendents/{personId}', handler: 'family/get-descendents' },
  // How are we related? and relatives as people-list filters (shared/contracts/relationships.ts).
  { method: 'GET', path: '/relationship/{personId}/{otherId}', handler: 'family/get-relationship' },
  { method: 'GET', path: '/person/{id}/relatives', handler: 'family/get-person-relatives' },
  { method: 'GET', path: '/imports', handler: 'family/get-imports' },
  { method: 'GET', path: '/imports/{id}', handler: 'family/get-import' },
  { method: 'GET', path: '/imports/{id}/warnings', handler: 'family/get-import-warnings' },
  { method: 'POST', path: '/imports/{id}/remove', handler: 'family/post-import-removal' },
  // GEDCOM export as a job of any size (shared/contracts/gedcom-export.ts); the GET without an id
  // answers the whole file at once, for small trees and API clients (AWS caps a response at 6 MB).
  { method: 'POST', path: '/export/gedcom', handler: 'family/post-export-gedcom' },
  { method: 'GET', path: '/export/gedcom/{id}', handler: 'family/get-export-gedcom-job' },
  { method: 'GET', path: '/export/gedcom', handler: 'family/get-export-gedcom' },

  // Timeline: dated events and photos, keyset paging both ways (shared/contracts/timeline.ts).
  { method: 'GET', path: '/events/timeline', handler: 'timeline/get-events-timeline' },
  { method: 'GET', path: '/person/{id}/timeline', handler: 'timeline/get-person-timeline' },
  { method: 'GET', path: '/event/{id}/timeline', handler: 'timeline/get-event-timeline' },
  // The person and event Map tabs (shared/contracts/maps.ts).
  { method: 'GET', path: '/person/{id}/map', handler: 'locations/get-person-map' },
  { method: 'GET', path: '/event/{id}/map', handler: 'locations/get-event-map' },
  // Family sharing: invites, requests, members (shared/contracts/sharing.ts).
  { method: 'POST', path: '/invite', handler: 'sharing/post-invite' },
  { method: 'POST', path: '/invite_link/{personId}', handler: 'sharing/post-invite-link' },
  { method: 'POST', path: '/facebook_invite', handler: 'sharing/post-facebook-invite' },
  { method: 'GET', path: '/invitesfrom', handler: 'sharing/get-invites' },
  { method: 'GET', path: '/invite/{id}', handler: 'sharing/get-invite' },
  { method: 'POST', path: '/invite/{id}', handler: 'sharing/post-invite-accept' },
  { method: 'DELETE', path: '/invite/{id}', handler: 'sharing/delete-invite' },
  { method: 'POST', path: '/invite/{id}/resend', handler: 'sharing/post-invite-resend' },
  { method: 'POST', path: '/invite/{id}/ask', handler: 'sharing/post-invite-ask' },
  { method: 'GET', path: '/family', handler: 'sharing/get-family' },
  { method: 'POST', path: '/remove_family/{userId}', handler: 'sharing/post-remove-family' },
  // Family roles (shared/contracts/family-roles.ts): the members panel, and admins promoting or demoting.
  { method: 'GET', path: '/family/members', handler: 'sharing/get-family-members' },
  { method: 'POST', path: '/family/members/{userId}/role', handler: 'sharing/post-member-role' },
  { method: 'GET', path: '/inviter_info/{inviterId}', handler: 'sharing/get-inviter-info' },
  { method: 'GET', path: '/person/{id}/versions', handler: 'sharing/get-person-versions' },
  { method: 'POST', path: '/person/{id}/version', handler: 'sharing/post-person-version' },
  { method: 'GET', path: '/people/duplicates', handler: 'sharing/get-duplicates' },
  { method: 'DELETE', path: '/people/duplicates/{pairId}', handler: 'sharing/delete-duplicate' },

  // Messages and notification settings (shared/contracts/messages.ts).
  { method: 'GET', path: '/messages', handler: 'messages/get-messages' },
  { method: 'GET', path: '/message/{id}', handler: 'messages/get-message' },
  { method: 'POST', path: '/message/{id}/read', handler: 'messages/post-message-read' },
  { method: 'GET', path: '/user_preferences', handler: 'messages/get-user-preferences' },
  { method: 'POST', path: '/user_preferences', handler: 'messages/post-user-preferences' },
  { method: 'POST', path: '/unsubscribe', handler: 'messages/post-unsubscribe' },
  // Web Push (shared/contracts/web-push.ts): the VAPID key and the browser's subscription.
  { method: 'GET', path: '/web_push', handler: 'messages/get-web-push' },
  { method: 'POST', path: '/push_subscription', handler: 'messages/post-push-subscription' },
  { method: 'DELETE', path: '/push_subscription', handler: 'messages/delete-push-subscription' },
  // Home dashboard and onboarding (shared/contracts/home.ts).
  { method: 'GET', path: '/dashboard', handler: 'home/get-dashboard' },
  { method: 'GET', path: '/missing_files', handler: 'home/get-missing-files' },
  { method: 'GET', path: '/memories', handler: 'home/get-memories' },
  { method: 'POST', path: '/user/onboarding', handler: 'accounts/post-user-onboarding' },
];
