import type { DropboxEntry, ExternalSystemType } from '@heirloom/shared/contracts/sources';

/** A person's link to a provider account. Tokens are stored sealed (KMS in AWS), never in the clear. */
export interface ExternalLink {
  userId: string;
  systemType: ExternalSystemType;
  /** The provider account's id. */
  systemId: string | null;
  sealedAccessToken: string;
  sealedRefreshToken: string | null;
  /** Epoch ms when the access token stops working; null when it does not expire. */
  expiresAt: number | null;
  permissions: string[];
  linkedAt: number;
}

export interface ExternalLinkStore {
  get(userId: string, systemType: ExternalSystemType): Promise<ExternalLink | null>;
  list(userId: string): Promise<ExternalLink[]>;
  put(link: ExternalLink): Promise<void>;
  delete(userId: string, systemType: ExternalSystemType): Promise<void>;
  /** Every link of a user, removed (account deletion). */
  deleteAll(userId: string): Promise<void>;
}

/** Encrypts provider tokens at rest (KMS in AWS; a local key stand-in on one machine). */
export interface TokenSealer {
  seal(plain: string): Promise<string>;
  open(sealed: string): Promise<string>;
}

/** What the family already has, or is adding, from a provider: keyed by the provider's item id. */
export interface SourceItemRecord {
  libraryOwner: string;
  systemType: ExternalSystemType;
  sourceId: string;
  status: 'adding' | 'added';
  photoId: string | null;
  userId: string;
}

export interface SourceItemStore {
  /** The known ones among `sourceIds` (at most 100). */
  find(libraryOwner: string, systemType: ExternalSystemType, sourceIds: readonly string[]): Promise<SourceItemRecord[]>;
  /** Claims an item for adding; false when the family has it or is adding it already. */
  claim(item: Omit<SourceItemRecord, 'status' | 'photoId'>): Promise<boolean>;
  markAdded(libraryOwner: string, systemType: ExternalSystemType, sourceId: string, photoId: string): Promise<void>;
  /** A failed item can be chosen again. */
  release(libraryOwner: string, systemType: ExternalSystemType, sourceId: string): Promise<void>;
  /** How many items of this system the library holds. */
  countAdded(libraryOwner: string, systemType: ExternalSystemType): Promise<number>;
}

/**
 * Google picking sessions in use: which picked items are still being fetched, and whether the
 * person is done with the session. A session is deleted at Google only when both are true, since
 * its picked items can no longer be read once it is gone.
 */
export interface PickingSessionStore {
  /** Items of the session queued for fetching. */
  addPending(userId: string, sessionId: string, itemIds: readonly string[]): Promise<void>;
  /** An item was fetched or given up on; true when the session may now be deleted (released, nothing pending). */
  settle(userId: string, sessionId: string, itemId: string): Promise<boolean>;
  /** The person is done with the session; true when nothing is left to fetch (delete it now). */
  release(userId: string, sessionId: string): Promise<boolean>;
  /** The session was deleted at Google: its record goes. */
  forget(userId: string, sessionId: string): Promise<void>;
}

/** The provider refused the token (expired or revoked): the person must sign in again. */
export class ProviderAuthError extends Error {}
/** The provider is waiting on the person (Google: picking is not finished). */
export class ProviderNotReadyError extends Error {}
/** The item is gone or cannot be read at the provider: retrying will not help. */
export class ProviderItemError extends Error {}

export interface DownloadedFile {
  size: number;
  name: string;
  /** ISO time the provider gives the file (Dropbox client_modified). */
  modified: string | null;
}

/** Dropbox's HTTP API (api / content hosts), with a bearer token, and its OAuth token endpoint (PKCE, no app secret). */
export interface DropboxApi {
  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<ProviderTokens>;
  refresh(refreshToken: string): Promise<ProviderTokens>;
  listFolder(token: string, path: string, cursor?: string): Promise<{ entries: DropboxEntry[]; cursor: string | null }>;
  thumbnails(token: string, paths: readonly string[]): Promise<Record<string, string>>;
  download(token: string, path: string, toFile: string): Promise<DownloadedFile>;
}

export interface ProviderTokens {
  accessToken: string;
  /** Google gives one on the first consent (access_type=offline); a refresh may omit it (keep the old one). */
  refreshToken: string | null;
  expiresIn: number | null;
  scope: string[];
  /** The provider account (Dropbox's account_id), when the token endpoint names it. */
  accountId?: string | null;
}

export interface PickingSession {
  id: string;
  pickerUri: string;
  mediaItemsSet: boolean;
  pollIntervalMs: number;
  expireTime: string | null;
}

export interface PickedMediaItem {
  id: string;
  createTime: string | null;
  mimeType: string;
  filename: string;
  baseUrl: string;
}

/** Google's OAuth token endpoint and the Photos Picker API (photospicker.googleapis.com). */
export interface GooglePhotosApi {
  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<ProviderTokens>;
  refresh(refreshToken: string): Promise<ProviderTokens>;
  createSession(token: string): Promise<PickingSession>;
  getSession(token: string, sessionId: string): Promise<PickingSession>;
  /** sessions.delete: the session and its picked items are gone at Google (a session already gone is no error). */
  deleteSession(token: string, sessionId: string): Promise<void>;
  listMediaItems(token: string, sessionId: string, pageSize: number, pageToken?: string): Promise<{ items: PickedMediaItem[]; nextPageToken: string | null }>;
  /** A picked item's bytes: `${baseUrl}=w..-h..` for a thumbnail, `${baseUrl}=d` for the original. */
  thumbnail(token: string, baseUrl: string): Promise<string>;
  download(token: string, baseUrl: string, toFile: string): Promise<{ size: number }>;
}

export interface FacebookPhotoInfo {
  id: string;
  caption: string | null;
  createdTime: string | null;
  placeName: string | null;
  latitude: number | null;
  longitude: number | null;
  thumbnailUrl: string | null;
  /** The largest rendition Facebook keeps (its original is not offered). */
  imageUrl: string | null;
}

/** Facebook's Graph API with the person's user access token. */
export interface FacebookApi {
  me(token: string): Promise<{ id: string; name: string | null }>;
  grantedPermissions(token: string): Promise<string[]>;
  /** A short-lived token from the login dialog, swapped for a long-lived (about 60 days) one. */
  longLived(token: string): Promise<{ accessToken: string; expiresIn: number | null }>;
  listPhotos(token: string, pageSize: number, after?: string): Promise<{ photos: FacebookPhotoInfo[]; after: string | null }>;
  photo(token: string, id: string): Promise<FacebookPhotoInfo>;
  download(url: string, toFile: string): Promise<{ size: number }>;
}
