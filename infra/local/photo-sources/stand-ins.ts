import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { SOURCES_ENV } from '@heirloom/lambdas/runtime/sources-env';
import type { LocalLog } from '../log';
import { startDropboxStandIn, type DropboxStandIn } from './dropbox-stand-in';
import { startFacebookStandIn, type FacebookStandIn } from './facebook-stand-in';
import { startGoogleStandIn, type GoogleStandIn } from './google-stand-in';

export interface PhotoSourceStandIns {
  dropbox?: DropboxStandIn;
  google?: GoogleStandIn;
  facebook?: FacebookStandIn;
  stop(): Promise<void>;
}

/**
 * The photo providers on one machine. A provider whose real app is configured in the environment
 * (DROPBOX_APP_KEY) is used as it is; otherwise its stand-in answers, so every picker works
 * offline. The stand-in for KMS (the key sealing provider tokens) is kept beside the data, so
 * links saved before a restart can still be opened.
 */
export async function startPhotoSourceStandIns(options: { host: string; tokenKeyFile?: string; log: LocalLog }): Promise<{ env: Record<string, string>; standIns: PhotoSourceStandIns }> {
  const env: Record<string, string> = { [SOURCES_ENV.localTokenKey]: localTokenKey(options.tokenKeyFile) };
  let dropbox: DropboxStandIn | undefined;
  if (process.env[SOURCES_ENV.dropboxAppKey]) {
    options.log.info('Dropbox: using the app key from the environment');
  } else {
    dropbox = await startDropboxStandIn({ host: options.host });
    options.log.info(`Dropbox stand-in (sample photos, no real Dropbox) at ${dropbox.url}`);
    Object.assign(env, {
      [SOURCES_ENV.dropboxAppKey]: dropbox.appKey,
      [SOURCES_ENV.dropboxAuthorizeUrl]: `${dropbox.url}/oauth2/authorize`,
      [SOURCES_ENV.dropboxApiUrl]: dropbox.url,
      [SOURCES_ENV.dropboxContentUrl]: dropbox.url,
    });
  }
  let google: GoogleStandIn | undefined;
  if (process.env[SOURCES_ENV.googleClientId]) {
    options.log.info('Google Photos: using the client id from the environment');
  } else {
    google = await startGoogleStandIn({ host: options.host });
    options.log.info(`Google stand-in (sign-in and Photos Picker with sample photos, no real Google) at ${google.url}`);
    Object.assign(env, {
      [SOURCES_ENV.googleClientId]: google.clientId,
      [SOURCES_ENV.googleClientSecret]: google.clientSecret,
      [SOURCES_ENV.googleAuthorizeUrl]: `${google.url}/o/oauth2/v2/auth`,
      [SOURCES_ENV.googleTokenUrl]: `${google.url}/token`,
      [SOURCES_ENV.googlePickerApiUrl]: google.url,
      [SOURCES_ENV.googleMediaUrl]: `${google.url}/media/`,
    });
  }
  let facebook: FacebookStandIn | undefined;
  if (process.env[SOURCES_ENV.facebookAppId]) {
    options.log.info('Facebook photos: using the app id from the environment');
  } else {
    facebook = await startFacebookStandIn({ host: options.host });
    options.log.info(`Facebook stand-in (login dialog and Graph API with sample photos, no real Facebook) at ${facebook.url}`);
    Object.assign(env, {
      [SOURCES_ENV.facebookAppId]: facebook.appId,
      [SOURCES_ENV.facebookAppSecret]: facebook.appSecret,
      [SOURCES_ENV.facebookDialogUrl]: `${facebook.url}/v19.0/dialog/oauth`,
      [SOURCES_ENV.facebookGraphUrl]: `${facebook.url}/v19.0`,
    });
  }
  return { env, standIns: { dropbox, google, facebook, stop: async () => void (await Promise.all([dropbox?.stop(), google?.stop(), facebook?.stop()])) } };
}

function localTokenKey(file: string | undefined): string {
  if (!file) return randomBytes(32).toString('hex');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomBytes(32).toString('hex');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}
