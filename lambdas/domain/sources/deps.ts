import type { ExternalImportMessage } from '@heirloom/shared/contracts/sources';
import type { AccountStore } from '../../ports/accounts';
import type { JobQueue } from '../../ports/job-queue';
import type { RealtimePublisher } from '../../ports/realtime';
import type { DropboxApi, ExternalLinkStore, FacebookApi, GooglePhotosApi, PickingSessionStore, SourceItemStore, TokenSealer } from '../../ports/sources';
import type { UploadStore } from '../../ports/uploads';

export interface SourcesDeps {
  links: ExternalLinkStore;
  items: SourceItemStore;
  sealer: TokenSealer;
  dropbox: DropboxApi;
  imports: JobQueue<ExternalImportMessage>;
  /** Where Dropbox's sign-in starts (the app key in it), or null when the stage has no Dropbox app. */
  dropboxAuthorizeUrl: string | null;
  google: GooglePhotosApi;
  /** Google picking sessions in use, deleted at Google once their items are fetched and the person is done. */
  pickingSessions: PickingSessionStore;
  /** Where Google's sign-in starts (client id and scope in it), or null when the stage has no Google client. */
  googleAuthorizeUrl: string | null;
  /** Where picked items' baseUrls live: the only address the back end sends a Google token to. */
  googleMediaUrl: string;
  facebook: FacebookApi;
  /** Facebook's login dialog (app id, user_photos scope, token in the hash), or null when the stage has no Facebook app. */
  facebookAuthorizeUrl: string | null;
  now: () => number;
}

/** What the import consumer needs besides: plan checks, upload reservation, storage, realtime. */
export interface ImportDeps extends SourcesDeps {
  accounts: AccountStore;
  uploads: UploadStore;
  /** Puts a fetched original where a browser upload would land (the uploads bucket). */
  putUpload(key: string, file: string, contentType: string): Promise<void>;
  realtime: RealtimePublisher;
  tmpDir: string;
}
