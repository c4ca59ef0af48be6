import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { KMSClient } from '@aws-sdk/client-kms';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { ExternalImportMessage } from '@heirloom/shared/contracts/sources';
import { DynamoAccountStore } from '../adapters/aws/dynamo-account-store';
import { DynamoExternalLinkStore, DynamoPickingSessionStore, DynamoSourceItemStore } from '../adapters/aws/dynamo-source-stores';
import { KmsTokenSealer } from '../adapters/aws/kms-token-sealer';
import { SqsJobQueue } from '../adapters/aws/sqs-job-queue';
import { AesTokenSealer } from '../adapters/local/aes-token-sealer';
import { DropboxHttpApi } from '../adapters/providers/dropbox-http-api';
import { FacebookGraphApi } from '../adapters/providers/facebook-graph-api';
import { GooglePhotosHttpApi } from '../adapters/providers/google-photos-http-api';
import type { ImportDeps, SourcesDeps } from '../domain/sources/deps';
import type { TokenSealer } from '../ports/sources';
import { documentClient, s3Client, sqsClient } from './clients';
import { readEnv } from './env';
import { secretIdVariable, secretSetting } from './secret-setting';
import { uploadStore } from './media-deps';
import { realtimePublisher } from './realtime-deps';
import { DROPBOX_DEFAULTS, FACEBOOK_DEFAULTS, GOOGLE_DEFAULTS, SOURCES_ENV } from './sources-env';

const env = (name: keyof typeof SOURCES_ENV) => process.env[SOURCES_ENV[name]] || undefined;

/** A provider whose app has no secret is not offered; reaching its token exchange anyway is a setup error. */
const notConfigured = (name: string) => async (): Promise<string> => {
  throw new Error(`Neither ${name} nor ${secretIdVariable(name)} is set`);
};

function tokenSealer(): TokenSealer {
  const keyArn = env('tokenKeyArn');
  if (keyArn) return new KmsTokenSealer(new KMSClient({}), keyArn);
  const localKey = env('localTokenKey');
  if (localKey) return new AesTokenSealer(localKey);
  throw new Error(`Neither ${SOURCES_ENV.tokenKeyArn} nor ${SOURCES_ENV.localTokenKey} is set`);
}

/**
 * The sign-in address with the app key, or null when the stage has no Dropbox app: the code flow
 * with offline access (a refresh token); the client adds redirect_uri, state and the PKCE challenge.
 */
function dropboxAuthorizeUrl(): string | null {
  const appKey = env('dropboxAppKey');
  if (!appKey) return null;
  const url = new URL(env('dropboxAuthorizeUrl') ?? DROPBOX_DEFAULTS.authorizeUrl);
  url.searchParams.set('client_id', appKey);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('token_access_type', 'offline');
  return url.toString();
}

/** Google's consent page for the Picker scope, offline (a refresh token); the client adds redirect_uri, state and the PKCE challenge. */
function googleAuthorizeUrl(): string | null {
  const clientId = env('googleClientId');
  if (!clientId) return null;
  const url = new URL(env('googleAuthorizeUrl') ?? GOOGLE_DEFAULTS.authorizeUrl);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', GOOGLE_DEFAULTS.scope);
  url.searchParams.set('access_type', 'offline');
  url.searchParams.set('prompt', 'consent');
  return url.toString();
}

/** Facebook's login dialog asking for the photos; the token comes back in the URL hash. */
function facebookAuthorizeUrl(): string | null {
  const appId = env('facebookAppId');
  if (!appId) return null;
  const url = new URL(env('facebookDialogUrl') ?? FACEBOOK_DEFAULTS.dialogUrl);
  url.searchParams.set('client_id', appId);
  url.searchParams.set('response_type', 'token');
  url.searchParams.set('scope', 'user_photos');
  return url.toString();
}

let deps: SourcesDeps | undefined;

/** Composition root for the photo-source routes, built once per container on first use. */
export function sourcesDeps(): SourcesDeps {
  return (deps ??= {
    links: new DynamoExternalLinkStore(documentClient(), readEnv('tableName')),
    items: new DynamoSourceItemStore(documentClient(), readEnv('tableName')),
    sealer: tokenSealer(),
    dropbox: new DropboxHttpApi({ api: env('dropboxApiUrl') ?? DROPBOX_DEFAULTS.apiUrl, content: env('dropboxContentUrl') ?? DROPBOX_DEFAULTS.contentUrl, appKey: env('dropboxAppKey') ?? '' }),
    imports: new SqsJobQueue<ExternalImportMessage>(sqsClient(), readEnv('importsQueueUrl')),
    dropboxAuthorizeUrl: dropboxAuthorizeUrl(),
    google: new GooglePhotosHttpApi({
      tokenUrl: env('googleTokenUrl') ?? GOOGLE_DEFAULTS.tokenUrl,
      pickerApiUrl: env('googlePickerApiUrl') ?? GOOGLE_DEFAULTS.pickerApiUrl,
      clientId: env('googleClientId') ?? '',
      clientSecret: secretSetting(SOURCES_ENV.googleClientSecret) ?? notConfigured(SOURCES_ENV.googleClientSecret),
    }),
    pickingSessions: new DynamoPickingSessionStore(documentClient(), readEnv('tableName')),
    googleAuthorizeUrl: googleAuthorizeUrl(),
    googleMediaUrl: env('googleMediaUrl') ?? GOOGLE_DEFAULTS.mediaUrl,
    facebook: new FacebookGraphApi({ graphUrl: env('facebookGraphUrl') ?? FACEBOOK_DEFAULTS.graphUrl, appId: env('facebookAppId') ?? '', appSecret: secretSetting(SOURCES_ENV.facebookAppSecret) ?? notConfigured(SOURCES_ENV.facebookAppSecret) }),
    facebookAuthorizeUrl: facebookAuthorizeUrl(),
    now: Date.now,
  });
}

let importDeps: ImportDeps | undefined;

/** Composition root for the import consumer. */
export function sourcesImportDeps(): ImportDeps {
  return (importDeps ??= {
    ...sourcesDeps(),
    accounts: new DynamoAccountStore(documentClient(), readEnv('tableName')),
    uploads: uploadStore(),
    realtime: realtimePublisher(),
    putUpload: async (key, file, contentType) => {
      const { size } = await stat(file);
      await s3Client().send(new PutObjectCommand({ Bucket: readEnv('uploadsBucket'), Key: key, Body: createReadStream(file), ContentLength: size, ContentType: contentType }));
    },
    tmpDir: tmpdir(),
  });
}

