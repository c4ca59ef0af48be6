import * as z from 'zod';
import * as accounts from './accounts';
import * as billing from './billing';
import * as blog from './blog';
import * as duplicates from './duplicates';
import * as faces from './faces';
import * as messages from './messages';
import * as family from './family';
import * as gedcomExport from './gedcom-export';
import * as familyRoles from './family-roles';
import * as home from './home';
import * as photos from './photos';
import * as photoDownloads from './photo-downloads';
import * as relationships from './relationships';
import * as sharing from './sharing';
import * as sources from './sources';
import * as system from './system';
import * as maps from './maps';
import * as memories from './memories';
import * as timeline from './timeline';
import * as trash from './trash';
import * as uploads from './uploads';
import * as webPush from './web-push';

/**
 * The typed table of HTTP endpoints the web client calls: method + path to request and response
 * schemas. Handlers validate with the same schemas, so a type is never declared twice.
 */
export interface Endpoint<Req extends z.ZodType | undefined, Res extends z.ZodType> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly request: Req;
  readonly response: Res;
}

const endpoint = <Req extends z.ZodType | undefined, Res extends z.ZodType>(e: Endpoint<Req, Res>) => e;

export const endpoints = {
  getHealth: endpoint({ method: 'GET', path: '/health', request: undefined, response: system.healthResponse }),
  getSession: endpoint({ method: 'GET', path: '/session', request: undefined, response: system.sessionResponse }),
  postClientError: endpoint({ method: 'POST', path: '/client_errors', request: system.clientErrorRequest, response: system.clientErrorResponse }),

  // Blog and page views (shared/contracts/blog.ts); public.
  listBlogPosts: endpoint({ method: 'GET', path: '/blog', request: blog.blogListQuery, response: blog.blogListResponse }),
  getBlogPost: endpoint({ method: 'GET', path: '/blog/{slug}', request: undefined, response: blog.blogPostResponse }),
  postPageView: endpoint({ method: 'POST', path: '/page_views', request: blog.pageViewRequest, response: blog.pageViewResponse }),

  signup: endpoint({ method: 'POST', path: '/signup', request: accounts.signupRequest, response: accounts.signupResponse }),
  login: endpoint({ method: 'POST', path: '/login', request: accounts.loginRequest, response: accounts.loginResponse }),
  externalLogin: endpoint({ method: 'POST', path: '/external_login', request: accounts.externalLoginRequest, response: accounts.externalLoginResponse }),
  verify: endpoint({ method: 'POST', path: '/verify', request: accounts.verifyRequest, response: accounts.verifyResponse }),
  forgotPassword: endpoint({ method: 'POST', path: '/forgot_password', request: accounts.forgotPasswordRequest, response: accounts.statusResponse }),
  updatePassword: endpoint({ method: 'POST', path: '/update_password', request: accounts.updatePasswordRequest, response: accounts.userResponse }),
  refreshToken: endpoint({ method: 'POST', path: '/token', request: undefined, response: accounts.userResponse }),
  logout: endpoint({ method: 'POST', path: '/logout', request: undefined, response: accounts.statusResponse }),
  getUser: endpoint({ method: 'GET', path: '/user', request: undefined, response: accounts.userResponse }),
  startFreeTrial: endpoint({ method: 'POST', path: '/user/free_trial', request: undefined, response: accounts.freeTrialResponse }),
  updateUser: endpoint({ method: 'POST', path: '/user/{user_id}', request: accounts.updateUserRequest, response: accounts.userResponse }),
  sendReauthCode: endpoint({ method: 'POST', path: '/user/reauth_code', request: undefined, response: accounts.statusResponse }),
  confirmContact: endpoint({ method: 'POST', path: '/user/confirm_contact', request: accounts.confirmContactRequest, response: accounts.userResponse }),
  undoContactChange: endpoint({ method: 'POST', path: '/undo_change/{user_id}', request: accounts.undoContactChangeRequest, response: accounts.undoContactChangeResponse }),
  setOwnPerson: endpoint({ method: 'PUT', path: '/user/person', request: accounts.ownPersonRequest, response: accounts.userResponse }),
  requestDeletion: endpoint({ method: 'POST', path: '/delete_request', request: undefined, response: accounts.statusResponse }),

  // Billing (shared/contracts/billing.ts).
  startCheckout: endpoint({ method: 'GET', path: '/stripe_session/{plan_id}', request: billing.checkoutSessionQuery, response: billing.checkoutSessionResponse }),
  getCheckoutStatus: endpoint({ method: 'GET', path: '/stripe_session_status/{session_id}', request: undefined, response: billing.checkoutStatusResponse }),
  getBilling: endpoint({ method: 'GET', path: '/billing', request: undefined, response: billing.billingResponse }),
  openBillingPortal: endpoint({ method: 'POST', path: '/billing/portal', request: billing.billingPortalBody, response: billing.billingPortalResponse }),
  cancelUpload: endpoint({ method: 'DELETE', path: '/upload/{upload_id}', request: undefined, response: accounts.statusResponse }),
  uploadUrl: endpoint({ method: 'POST', path: '/upload_url', request: uploads.uploadUrlRequest, response: uploads.uploadUrlResponse }),

  // Photo sources (shared/contracts/sources.ts).
  linkExternalSystem: endpoint({ method: 'POST', path: '/external_system', request: sources.linkExternalSystemRequest, response: z.object({ id: z.string() }) }),
  listExternalSystems: endpoint({ method: 'GET', path: '/external_system', request: undefined, response: sources.externalSystemsResponse }),
  unlinkExternalSystem: endpoint({ method: 'DELETE', path: '/external_system/{system_type}', request: undefined, response: z.object({ status: z.literal('Success') }) }),
  dropboxFolder: endpoint({ method: 'GET', path: '/dropbox/folder', request: sources.dropboxFolderQuery, response: sources.dropboxFolderResponse }),
  dropboxThumbnails: endpoint({ method: 'POST', path: '/dropbox/thumbnails', request: sources.dropboxThumbnailsRequest, response: sources.dropboxThumbnailsResponse }),
  googleCreateSession: endpoint({ method: 'POST', path: '/google/sessions', request: undefined, response: sources.googleSessionView }),
  googleSession: endpoint({ method: 'GET', path: '/google/sessions/{session_id}', request: undefined, response: sources.googleSessionView }),
  googleReleaseSession: endpoint({ method: 'DELETE', path: '/google/sessions/{session_id}', request: undefined, response: z.object({ status: z.literal('Success') }) }),
  googleMediaItems: endpoint({ method: 'GET', path: '/google/media_items', request: sources.googleMediaItemsQuery, response: sources.googleMediaItemsResponse }),
  googleThumbnails: endpoint({ method: 'POST', path: '/google/thumbnails', request: sources.googleThumbnailsRequest, response: sources.dropboxThumbnailsResponse }),
  facebookPhotos: endpoint({ method: 'GET', path: '/facebook/photos', request: sources.facebookPhotosQuery, response: sources.facebookPhotosResponse }),
  checkPhotosExists: endpoint({ method: 'POST', path: '/check_photos_exists', request: sources.checkPhotosExistsRequest, response: sources.checkPhotosExistsResponse }),
  externalImport: endpoint({ method: 'POST', path: '/external_import', request: sources.externalImportRequest, response: sources.externalImportResponse }),

  // Photo library (shared/contracts/photos.ts). Lists take `page` (the previous page's next_page).
  listPhotos: endpoint({ method: 'GET', path: '/photos', request: photos.photosQuery, response: photos.photosResponse }),
  updatePhotos: endpoint({ method: 'POST', path: '/photos', request: photos.bulkUpdateRequest, response: photos.bulkUpdateResponse }),
  favoritePhotos: endpoint({ method: 'POST', path: '/photos/favorite', request: photos.bulkFavoriteRequest, response: photos.bulkFavoriteResponse }),
  deletePhotos: endpoint({ method: 'POST', path: '/photos/delete', request: photos.deletePhotosRequest, response: photos.statusResponse }),
  // Download a selection as one zip (shared/contracts/photo-downloads.ts): a job, followed to its link.
  startPhotoDownload: endpoint({ method: 'POST', path: '/photos/download', request: photos.startPhotoDownloadRequest, response: photoDownloads.photoDownloadResponse }),
  getPhotoDownload: endpoint({ method: 'GET', path: '/photos/download/{id}', request: undefined, response: photoDownloads.photoDownloadResponse }),
  // Recently deleted (shared/contracts/trash.ts): the caller's own trash.
  listTrash: endpoint({ method: 'GET', path: '/photos/trash', request: trash.trashQuery, response: trash.trashResponse }),
  restoreTrash: endpoint({ method: 'POST', path: '/photos/trash/restore', request: trash.trashSelection, response: trash.trashStatusResponse }),
  deleteTrashForever: endpoint({ method: 'POST', path: '/photos/trash/delete', request: trash.trashSelection, response: trash.trashStatusResponse }),
  emptyTrash: endpoint({ method: 'POST', path: '/photos/trash/empty', request: undefined, response: trash.emptyTrashResponse }),
  getPhotoMap: endpoint({ method: 'GET', path: '/photos/map', request: photos.photoMapQuery, response: photos.photoMapResponse }),
  getPhoto: endpoint({ method: 'GET', path: '/photo/{id}', request: undefined, response: photos.photoResponse }),
  savePhoto: endpoint({ method: 'POST', path: '/photo/{id}', request: photos.savePhotoRequest, response: photos.photoResponse }),
  deletePhoto: endpoint({ method: 'DELETE', path: '/photo/{id}', request: undefined, response: photos.statusResponse }),
  downloadPhoto: endpoint({ method: 'GET', path: '/photo/{id}/download', request: undefined, response: photos.downloadResponse }),
  photoToDocument: endpoint({ method: 'POST', path: '/photo/{id}/to_document', request: undefined, response: photos.toDocumentResponse }),
  fixPhoto: endpoint({ method: 'POST', path: '/photo/{id}/fix', request: photos.fixRequest, response: photos.fixResponse }),
  favoritePhoto: endpoint({ method: 'POST', path: '/photo/{id}/favorite', request: photos.favoriteRequest, response: photos.favoriteResponse }),
  rotatePhoto: endpoint({ method: 'POST', path: '/photo/{id}/rotate', request: photos.rotateRequest, response: photos.rotateResponse }),
  linkEventImage: endpoint({ method: 'POST', path: '/event/{id}/image/{imageId}', request: undefined, response: photos.photoResponse }),
  unlinkEventImage: endpoint({ method: 'DELETE', path: '/event/{id}/image/{imageId}', request: undefined, response: photos.photoResponse }),
  searchLocations: endpoint({ method: 'GET', path: '/locations', request: photos.locationsQuery, response: photos.locationsResponse }),
  searchPhotos: endpoint({ method: 'GET', path: '/photos/search', request: photos.photoSearchQuery, response: photos.photoSearchResponse }),
  getMapLabels: endpoint({ method: 'GET', path: '/places/labels', request: photos.mapLabelsQuery, response: photos.mapLabelsResponse }),
  getLocationList: endpoint({ method: 'GET', path: '/locationlist/{locationId}', request: photos.locationListQuery, response: photos.locationListResponse }),
  listDocuments: endpoint({ method: 'GET', path: '/documents', request: photos.documentsQuery, response: photos.documentsResponse }),
  getDocument: endpoint({ method: 'GET', path: '/document/{id}', request: photos.documentQuery, response: photos.documentResponse }),
  saveDocument: endpoint({ method: 'POST', path: '/document/{id}', request: photos.saveDocumentRequest, response: photos.documentResponse }),
  deleteDocuments: endpoint({ method: 'POST', path: '/document/delete', request: photos.deleteDocumentsRequest, response: photos.statusResponse }),
  documentToPhoto: endpoint({ method: 'POST', path: '/document/{id}/to_photo', request: undefined, response: photos.toPhotoResponse }),
  confirmDeletion: endpoint({ method: 'POST', path: '/delete_user/{user_id}', request: accounts.deleteUserRequest, response: accounts.statusResponse }),

  // Family tree (shared/contracts/family.ts).
  listPeople: endpoint({ method: 'GET', path: '/people', request: family.peopleQuery, response: family.peopleResponse }),
  searchPersons: endpoint({ method: 'GET', path: '/persons', request: family.personSearchQuery, response: family.personSearchResponse }),
  createPerson: endpoint({ method: 'POST', path: '/person', request: family.createPersonRequest, response: family.personResponse }),
  addParent: endpoint({ method: 'POST', path: '/person/{id}/parents', request: family.addParentRequest, response: family.addParentResponse }),
  unlinkRelative: endpoint({ method: 'POST', path: '/person/{id}/unlink', request: family.unlinkRelativeRequest, response: family.unlinkRelativeResponse }),
  getPerson: endpoint({ method: 'GET', path: '/person/{id}', request: undefined, response: family.personResponse }),
  savePerson: endpoint({ method: 'POST', path: '/person/{id}', request: family.savePersonRequest, response: family.personResponse }),
  forgetPeople: endpoint({ method: 'POST', path: '/people/delete', request: family.deletePeopleRequest, response: family.countResponse }),
  listRemovedPeople: endpoint({ method: 'GET', path: '/people/removed', request: family.removedPeopleQuery, response: family.peopleResponse }),
  restorePeople: endpoint({ method: 'POST', path: '/people/restore', request: family.restorePeopleRequest, response: family.countResponse }),
  getPersonContacts: endpoint({ method: 'GET', path: '/person/{id}/contacts', request: undefined, response: family.contactsResponse }),
  savePersonContacts: endpoint({ method: 'POST', path: '/person/{id}/contacts', request: family.contactsRequest, response: family.contactsResponse }),
  getPersonAttributes: endpoint({ method: 'GET', path: '/person/{id}/attributes', request: undefined, response: family.attributesResponse }),
  savePersonAttributes: endpoint({ method: 'POST', path: '/person/{id}/attributes', request: family.attributesRequest, response: family.attributesResponse }),
  createEvent: endpoint({ method: 'POST', path: '/event', request: family.createEventRequest, response: family.createEventResponse }),
  getEvent: endpoint({ method: 'GET', path: '/event/{id}', request: undefined, response: family.eventResponse }),
  saveEvent: endpoint({ method: 'POST', path: '/event/{id}', request: family.saveEventRequest, response: family.eventResponse }),
  deleteEvent: endpoint({ method: 'DELETE', path: '/event/{id}', request: undefined, response: family.deleteEventResponse }),
  restoreEvent: endpoint({ method: 'POST', path: '/event/{id}/restore', request: undefined, response: family.eventResponse }),
  listRemovedEvents: endpoint({ method: 'GET', path: '/events/removed', request: family.removedEventsQuery, response: family.removedEventsResponse }),
  searchEvents: endpoint({ method: 'GET', path: '/events', request: family.eventSearchQuery, response: family.eventsResponse }),
  getPersonEvents: endpoint({ method: 'GET', path: '/events/{personId}', request: undefined, response: family.eventsResponse }),
  getPersonNotes: endpoint({ method: 'GET', path: '/person/{id}/notes', request: undefined, response: family.notesResponse }),
  savePersonNotes: endpoint({ method: 'POST', path: '/person/{id}/notes', request: family.notesRequest, response: family.notesResponse }),
  getNameNotes: endpoint({ method: 'GET', path: '/name/{id}/notes', request: undefined, response: family.notesResponse }),
  saveNameNotes: endpoint({ method: 'POST', path: '/name/{id}/notes', request: family.notesRequest, response: family.notesResponse }),
  getEventNotes: endpoint({ method: 'GET', path: '/event/{id}/notes', request: undefined, response: family.notesResponse }),
  saveEventNotes: endpoint({ method: 'POST', path: '/event/{id}/notes', request: family.notesRequest, response: family.notesResponse }),
  getPersonCitations: endpoint({ method: 'GET', path: '/person/{id}/citations', request: undefined, response: family.citationsResponse }),
  savePersonCitations: endpoint({ method: 'POST', path: '/person/{id}/citations', request: family.citationsRequest, response: family.citationsResponse }),
  getNameCitations: endpoint({ method: 'GET', path: '/name/{id}/citations', request: undefined, response: family.citationsResponse }),
  saveNameCitations: endpoint({ method: 'POST', path: '/name/{id}/citations', request: family.citationsRequest, response: family.citationsResponse }),
  getNoteCitations: endpoint({ method: 'GET', path: '/note/{id}/citations', request: undefined, response: family.citationsResponse }),
  saveNoteCitations: endpoint({ method: 'POST', path: '/note/{id}/citations', request: family.citationsRequest, response: family.citationsResponse }),
  getEventCitations: endpoint({ method: 'GET', path: '/event/{id}/citations', request: undefined, response: family.citationsResponse }),
  saveEventCitations: endpoint({ method: 'POST', path: '/event/{id}/citations', request: family.citationsRequest, response: family.citationsResponse }),
  deleteCitation: endpoint({ method: 'DELETE', path: '/citation/{id}', request: undefined, response: family.statusResponse }),
  searchSources: endpoint({ method: 'GET', path: '/source/search', request: family.sourceSearchQuery, response: family.sourcesResponse }),
  listSources: endpoint({ method: 'GET', path: '/sources', request: family.sourcesListQuery, response: family.sourcesPageResponse }),
  getSource: endpoint({ method: 'GET', path: '/source/{id}', request: family.sourcePageQuery, response: family.sourcePageResponse }),
  updateSource: endpoint({ method: 'POST', path: '/source/{id}', request: family.updateSourceRequest, response: family.sourceResponse }),
  createSource: endpoint({ method: 'POST', path: '/source', request: family.createSourceRequest, response: family.sourceResponse }),
  getRelationships: endpoint({ method: 'GET', path: '/relationships/{personId}', request: family.graphQuery, response: family.graphResponse }),
  getAncestors: endpoint({ method: 'GET', path: '/ancestors/{personId}', request: family.graphQuery, response: family.graphResponse }),
  getDescendents: endpoint({ method: 'GET', path: '/descendents/{personId}', request: family.graphQuery, response: family.graphResponse }),
  getRelationship: endpoint({ method: 'GET', path: '/relationship/{personId}/{otherId}', request: undefined, response: relationships.relationshipResponse }),
  getPersonRelatives: endpoint({ method: 'GET', path: '/person/{id}/relatives', request: relationships.relativesQuery, response: relationships.relativesResponse }),
  listImports: endpoint({ method: 'GET', path: '/imports', request: family.importsQuery, response: family.importsResponse }),
  getImport: endpoint({ method: 'GET', path: '/imports/{id}', request: undefined, response: family.importResponse }),
  getImportWarnings: endpoint({ method: 'GET', path: '/imports/{id}/warnings', request: family.importWarningsQuery, response: family.importWarningsResponse }),
  removeImport: endpoint({ method: 'POST', path: '/imports/{id}/remove', request: family.removeImportBody, response: family.importResponse }),
  exportGedcom: endpoint({ method: 'GET', path: '/export/gedcom', request: family.exportQuery, response: family.exportResponse }),
  startGedcomExport: endpoint({ method: 'POST', path: '/export/gedcom', request: gedcomExport.startExportRequest, response: gedcomExport.exportJobResponse }),
  getGedcomExport: endpoint({ method: 'GET', path: '/export/gedcom/{id}', request: undefined, response: gedcomExport.exportJobResponse }),

  // Timeline (shared/contracts/timeline.ts): newest first, keyset paging up and down.
  familyTimeline: endpoint({ method: 'GET', path: '/events/timeline', request: timeline.timelineQuery, response: timeline.timelineResponse }),
  personTimeline: endpoint({ method: 'GET', path: '/person/{id}/timeline', request: timeline.timelineQuery, response: timeline.timelineResponse }),
  eventTimeline: endpoint({ method: 'GET', path: '/event/{id}/timeline', request: timeline.timelineQuery, response: timeline.timelineResponse }),
  // The person and event Map tabs (shared/contracts/maps.ts).
  personMap: endpoint({ method: 'GET', path: '/person/{id}/map', request: undefined, response: maps.personMapResponse }),
  eventMap: endpoint({ method: 'GET', path: '/event/{id}/map', request: undefined, response: maps.eventMapResponse }),
  // Faces (shared/contracts/faces.ts).
  getPhotoPeople: endpoint({ method: 'GET', path: '/photo/{id}/people', request: undefined, response: faces.photoPeopleResponse }),
  addPhotoFace: endpoint({ method: 'POST', path: '/photo/{id}/faces', request: faces.addPhotoFaceRequest, response: faces.linkFaceResponse }),
  linkFace: endpoint({ method: 'POST', path: '/person/{id}/face/{faceId}', request: undefined, response: faces.linkFaceResponse }),
  unlinkFace: endpoint({ method: 'DELETE', path: '/person/{id}/face/{faceId}', request: undefined, response: faces.faceStatusResponse }),
  forgetFace: endpoint({ method: 'DELETE', path: '/person/{id}/face/forget/{faceId}', request: undefined, response: faces.faceStatusResponse }),
  setPersonThumbnail: endpoint({ method: 'POST', path: '/person/{id}/thumbnail/{imageId}', request: undefined, response: family.personResponse }),
  listFacesSeenOnce: endpoint({ method: 'GET', path: '/faces/seen_once', request: faces.facesSeenOnceQuery, response: faces.facesSeenOnceResponse }),
  listUnnamedPeople: endpoint({ method: 'GET', path: '/faces/unnamed', request: faces.unnamedPeopleQuery, response: faces.unnamedPeopleResponse }),
  getMergeDiff: endpoint({ method: 'GET', path: '/person/merge_diff', request: faces.mergeDiffQuery, response: faces.mergeDiffResponse }),
  mergePeople: endpoint({ method: 'POST', path: '/person/merge', request: faces.mergeRequest, response: faces.mergeResponse }),
  announceUnnamedPeople: endpoint({ method: 'POST', path: '/faces/unnamed/announced', request: faces.announceUnnamedRequest, response: faces.faceStatusResponse }),
  // Family sharing (shared/contracts/sharing.ts).
  sendInvites: endpoint({ method: 'POST', path: '/invite', request: sharing.sendInviteRequest, response: sharing.sendInviteResponse }),
  createInviteLink: endpoint({ method: 'POST', path: '/invite_link/{personId}', request: undefined, response: sharing.inviteLinkResponse }),
  facebookInvite: endpoint({ method: 'POST', path: '/facebook_invite', request: sharing.facebookInviteRequest, response: sharing.inviteLinkResponse }),
  listInvites: endpoint({ method: 'GET', path: '/invitesfrom', request: undefined, response: sharing.invitesResponse }),
  getInvite: endpoint({ method: 'GET', path: '/invite/{id}', request: sharing.inviteKeyQuery, response: sharing.inviteResponse }),
  acceptInvite: endpoint({ method: 'POST', path: '/invite/{id}', request: sharing.acceptInviteRequest, response: accounts.userResponse }),
  dismissInvite: endpoint({ method: 'DELETE', path: '/invite/{id}', request: undefined, response: sharing.removeFamilyResponse }),
  resendInvite: endpoint({ method: 'POST', path: '/invite/{id}/resend', request: undefined, response: sharing.inviteResponse }),
  askForInvite: endpoint({ method: 'POST', path: '/invite/{id}/ask', request: sharing.askForInviteRequest, response: sharing.askForInviteResponse }),
  getFamily: endpoint({ method: 'GET', path: '/family', request: undefined, response: sharing.familyResponse }),
  removeFamilyMember: endpoint({ method: 'POST', path: '/remove_family/{userId}', request: undefined, response: sharing.removeFamilyResponse }),
  // Family roles (shared/contracts/family-roles.ts).
  getFamilyMembers: endpoint({ method: 'GET', path: '/family/members', request: undefined, response: familyRoles.familyMembersResponse }),
  setMemberRole: endpoint({ method: 'POST', path: '/family/members/{userId}/role', request: familyRoles.setMemberRoleRequest, response: familyRoles.setMemberRoleResponse }),
  getPersonVersions: endpoint({ method: 'GET', path: '/person/{id}/versions', request: undefined, response: sharing.personVersionsResponse }),
  choosePersonVersion: endpoint({ method: 'POST', path: '/person/{id}/version', request: sharing.chooseVersionRequest, response: family.personResponse }),
  listDuplicates: endpoint({ method: 'GET', path: '/people/duplicates', request: undefined, response: sharing.duplicatesResponse }),
  dismissDuplicate: endpoint({ method: 'DELETE', path: '/people/duplicates/{pairId}', request: undefined, response: sharing.removeFamilyResponse }),
  // Messages and notification settings (shared/contracts/messages.ts).
  listMessages: endpoint({ method: 'GET', path: '/messages', request: messages.messagesQuery, response: messages.messagesResponse }),
  getMessage: endpoint({ method: 'GET', path: '/message/{id}', request: undefined, response: messages.messageResponse }),
  markMessageRead: endpoint({ method: 'POST', path: '/message/{id}/read', request: messages.markReadRequest, response: messages.messageResponse }),
  getUserPreferences: endpoint({ method: 'GET', path: '/user_preferences', request: undefined, response: messages.userPreferencesResponse }),
  saveUserPreferences: endpoint({ method: 'POST', path: '/user_preferences', request: messages.userPreferencesRequest, response: messages.userPreferencesResponse }),
  unsubscribe: endpoint({ method: 'POST', path: '/unsubscribe', request: undefined, response: messages.unsubscribeResponse }),
  // Web Push (shared/contracts/web-push.ts): the VAPID key and this browser's subscription.
  getWebPush: endpoint({ method: 'GET', path: '/web_push', request: undefined, response: webPush.webPushResponse }),
  savePushSubscription: endpoint({ method: 'POST', path: '/push_subscription', request: webPush.pushSubscriptionRequest, response: webPush.webPushResponse }),
  deletePushSubscription: endpoint({ method: 'DELETE', path: '/push_subscription', request: webPush.pushUnsubscribeRequest, response: webPush.webPushResponse }),
  getInviterInfo: endpoint({ method: 'GET', path: '/inviter_info/{inviterId}', request: sharing.inviterInfoQuery, response: sharing.inviterInfoResponse }),

  // Home dashboard and onboarding (shared/contracts/home.ts).
  getDashboard: endpoint({ method: 'GET', path: '/dashboard', request: undefined, response: home.dashboardResponse }),
  // Near-duplicates (shared/contracts/duplicates.ts).
  listNearDuplicates: endpoint({ method: 'GET', path: '/duplicates', request: duplicates.duplicatesQuery, response: duplicates.duplicatesResponse }),
  keepNearDuplicate: endpoint({ method: 'POST', path: '/duplicates/keep', request: duplicates.keepDuplicateRequest, response: duplicates.keepDuplicateResponse }),
  dismissNearDuplicates: endpoint({ method: 'POST', path: '/duplicates/dismiss', request: duplicates.dismissDuplicatesRequest, response: duplicates.dismissDuplicatesResponse }),
  getMemories: endpoint({ method: 'GET', path: '/memories', request: memories.memoriesQuery, response: memories.memoriesResponse }),
  listMissingFiles: endpoint({ method: 'GET', path: '/missing_files', request: home.missingFilesQuery, response: home.missingFilesResponse }),
  endOnboarding: endpoint({ method: 'POST', path: '/user/onboarding', request: accounts.onboardingRequest, response: accounts.userResponse }),
} as const;

export type Endpoints = typeof endpoints;
