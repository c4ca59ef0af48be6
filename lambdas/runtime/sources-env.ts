/**
 * Photo-source settings. A stage without a provider's app leaves its variables unset (the picker
 * then says the service is not set up); the local runtime points them at its stand-ins.
 */
export const SOURCES_ENV = {
  dropboxAppKey: 'DROPBOX_APP_KEY',
  /** https://www.dropbox.com/oauth2/authorize in AWS. */
  dropboxAuthorizeUrl: 'DROPBOX_AUTHORIZE_URL',
  dropboxApiUrl: 'DROPBOX_API_URL',
  dropboxContentUrl: 'DROPBOX_CONTENT_URL',
  /** The stage's Google OAuth client (web application) and its secret; unset: Google is not offered. */
  googleClientId: 'GOOGLE_PHOTOS_CLIENT_ID',
  googleClientSecret: 'GOOGLE_PHOTOS_CLIENT_SECRET',
  googleAuthorizeUrl: 'GOOGLE_PHOTOS_AUTHORIZE_URL',
  googleTokenUrl: 'GOOGLE_PHOTOS_TOKEN_URL',
  googlePickerApiUrl: 'GOOGLE_PHOTOS_PICKER_API_URL',
  /** Where picked items' baseUrls live. */
  googleMediaUrl: 'GOOGLE_PHOTOS_MEDIA_URL',
  /** The stage's Facebook app (its id and secret); unset: Facebook photos are not offered. */
  facebookAppId: 'FACEBOOK_PHOTOS_APP_ID',
  facebookAppSecret: 'FACEBOOK_PHOTOS_APP_SECRET',
  facebookDialogUrl: 'FACEBOOK_PHOTOS_DIALOG_URL',
  facebookGraphUrl: 'FACEBOOK_PHOTOS_GRAPH_URL',
  /** The KMS key sealing provider tokens (AWS). */
  tokenKeyArn: 'TOKEN_KEY_ARN',
  /** The local stand-in for that key: 32 bytes of hex. */
  localTokenKey: 'LOCAL_TOKEN_KEY',
} as const;

export const DROPBOX_DEFAULTS = {
  authorizeUrl: 'https://www.dropbox.com/oauth2/authorize',
  apiUrl: 'https://api.dropboxapi.com',
  contentUrl: 'https://content.dropboxapi.com',
};

export const GOOGLE_DEFAULTS = {
  authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  pickerApiUrl: 'https://photospicker.googleapis.com',
  mediaUrl: 'https://lh3.googleusercontent.com/',
  scope: 'https://www.googleapis.com/auth/photospicker.mediaitems.readonly',
};

export const FACEBOOK_DEFAULTS = {
  dialogUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
  graphUrl: 'https://graph.facebook.com/v19.0',
};
