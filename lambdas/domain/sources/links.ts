import type { ExternalSystemsResponse, ExternalSystemType, LinkExternalSystemRequest } from '@heirloom/shared/contracts/sources';
import { ProviderAuthError, type DropboxApi, type ExternalLink, type GooglePhotosApi } from '../../ports/sources';
import { ConflictError, ValidationError } from '../errors';
import type { SourcesDeps } from './deps';

export const NOT_CONNECTED: Record<ExternalSystemType, string> = {
  dropbox: 'Connect your Dropbox account first.',
  google: 'Connect your Google account first.',
  facebook: 'Connect your Facebook account first.',
};
export const SIGN_IN_EXPIRED = 'Your Dropbox sign-in has expired. Connect Dropbox again.';
export const SIGN_IN_EXPIRED_FOR: Record<ExternalSystemType, string> = {
  dropbox: SIGN_IN_EXPIRED,
  google: 'Your Google sign-in has expired. Connect Google Photos again.',
  facebook: 'Your Facebook sign-in has expired. Connect Facebook again.',
};
/** A token this close to its expiry is refreshed before use, so a call does not fail halfway. */
const REFRESH_MARGIN_MS = 60_000;

/** POST /external_system: saves the provider link with its tokens sealed, once the provider has accepted the sign-in. */
export async function linkExternalSystem(deps: SourcesDeps, userId: string, request: LinkExternalSystemRequest): Promise<{ id: string }> {
  if (request.system_type === 'facebook') return linkFacebook(deps, userId, request);
  return linkWithCode(deps, userId, request, request.system_type);
}

type CodeFlowSystem = 'google' | 'dropbox';
type TokenEndpoint = Pick<GooglePhotosApi & DropboxApi, 'exchangeCode' | 'refresh'>;
/** The systems that sign in with an authorization code and PKCE, and keep a refresh token. */
const CODE_FLOW: Record<CodeFlowSystem, { service: string; notSetUp: string; api: (deps: Pick<SourcesDeps, 'google' | 'dropbox'>) => TokenEndpoint; signIn: (deps: SourcesDeps) => string | null }> = {
  google: { service: 'Google', notSetUp: 'Google Photos is not set up for this site yet.', api: (deps) => deps.google, signIn: (deps) => deps.googleAuthorizeUrl },
  dropbox: { service: 'Dropbox', notSetUp: 'Dropbox is not set up for this site yet.', api: (deps) => deps.dropbox, signIn: (deps) => deps.dropboxAuthorizeUrl },
};

/**
 * Google and Dropbox: the authorization code and its PKCE verifier are exchanged server-side (a
 * stolen code is useless without the verifier the person's tab kept); the access token is
 * short-lived and the refresh token, sealed, keeps the link working until the person revokes it.
 */
async function linkWithCode(deps: SourcesDeps, userId: string, request: LinkExternalSystemRequest, system: CodeFlowSystem): Promise<{ id: string }> {
  const flow = CODE_FLOW[system];
  if (!request.code || !request.code_verifier || !request.redirect_uri) {
    throw new ValidationError(`The ${flow.service} sign-in did not return a code`, { code: request.code ? [] : ['Required'], code_verifier: request.code_verifier ? [] : ['Required'], redirect_uri: request.redirect_uri ? [] : ['Required'] });
  }
  if (!flow.signIn(deps)) throw new ConflictError(flow.notSetUp);
  let tokens;
  try {
    tokens = await flow.api(deps).exchangeCode({ code: request.code, codeVerifier: request.code_verifier, redirectUri: request.redirect_uri });
  } catch (error) {
    if (error instanceof ProviderAuthError) throw new ValidationError(`${flow.service} did not accept that sign-in. Please connect again.`, { code: [`Not accepted by ${flow.service}`] });
    throw error;
  }
  const now = deps.now();
  await deps.links.put({
    userId,
    systemType: system,
    // The account the provider names, never one the browser claims.
    systemId: tokens.accountId ?? null,
    sealedAccessToken: await deps.sealer.seal(tokens.accessToken),
    sealedRefreshToken: tokens.refreshToken ? await deps.sealer.seal(tokens.refreshToken) : null,
    expiresAt: tokens.expiresIn ? now + tokens.expiresIn * 1000 : null,
    permissions: system === 'google' ? tokens.scope : [],
    linkedAt: now,
  });
  return { id: system };
}

/**
 * Facebook (spec: access_token and system_id): the login dialog's token is checked against the
 * Graph API (the user id comes from Facebook, not the browser), swapped for a long-lived one, and
 * saved with the permissions the person granted (shown on the integrations card).
 */
async function linkFacebook(deps: SourcesDeps, userId: string, request: LinkExternalSystemRequest): Promise<{ id: string }> {
  if (!request.access_token) throw new ValidationError('The Facebook sign-in did not return a token', { access_token: ['Required'] });
  let me;
  let token = { accessToken: request.access_token, expiresIn: request.expires_in ?? null };
  let permissions: string[];
  try {
    me = await deps.facebook.me(request.access_token);
    token = await deps.facebook.longLived(request.access_token).catch(() => token);
    permissions = await deps.facebook.grantedPermissions(token.accessToken);
  } catch (error) {
    if (error instanceof ProviderAuthError) throw new ValidationError('Facebook did not accept that sign-in. Please connect again.', { access_token: ['Not accepted by Facebook'] });
    throw error;
  }
  if (!permissions.includes('user_photos')) throw new ValidationError('Heirloom needs permission to see your Facebook photos. Connect again and allow it.', { access_token: ['user_photos not granted'] });
  const now = deps.now();
  await deps.links.put({
    userId,
    systemType: 'facebook',
    systemId: me.id,
    sealedAccessToken: await deps.sealer.seal(token.accessToken),
    sealedRefreshToken: null,
    expiresAt: token.expiresIn ? now + token.expiresIn * 1000 : null,
    permissions,
    linkedAt: now,
  });
  return { id: 'facebook' };
}

/** GET /external_system: the caller's links with their family library's image counts. */
export async function listExternalSystems(deps: SourcesDeps, userId: string, libraryOwner: string): Promise<ExternalSystemsResponse> {
  const links = await deps.links.list(userId);
  const systems = await Promise.all(
    links.map(async (link) => ({
      id: link.systemType,
      system_type: link.systemType,
      num_pics: await deps.items.countAdded(libraryOwner, link.systemType),
      system_id: link.systemId,
      permissions: link.permissions,
      linked_at: link.linkedAt,
      expired: isExpired(link, deps.now()),
    })),
  );
  return { systems, sign_in: { dropbox: deps.dropboxAuthorizeUrl, google: deps.googleAuthorizeUrl, facebook: deps.facebookAuthorizeUrl } };
}

/** DELETE /external_system/{system_type}: the tokens are gone; what was imported stays. */
export async function unlinkExternalSystem(deps: SourcesDeps, userId: string, systemType: ExternalSystemType): Promise<void> {
  await deps.links.delete(userId, systemType);
}

/** A token that has expired with no refresh token (never given, or revoked) means signing in again. */
const isExpired = (link: ExternalLink, now: number) => link.expiresAt !== null && link.expiresAt <= now && !link.sealedRefreshToken;

/**
 * The access token to call the provider with (refreshed first when it is about to expire and a
 * refresh token exists), or a clear 409 telling the person to connect.
 */
type TokenDeps = Pick<SourcesDeps, 'links' | 'sealer' | 'now' | 'google' | 'dropbox'>;

export async function accessTokenFor(deps: TokenDeps, userId: string, systemType: ExternalSystemType): Promise<string> {
  const link = await deps.links.get(userId, systemType);
  if (!link) throw new ConflictError(NOT_CONNECTED[systemType]);
  if (isExpired(link, deps.now())) throw new ConflictError(SIGN_IN_EXPIRED_FOR[systemType]);
  const due = link.expiresAt !== null && link.expiresAt - REFRESH_MARGIN_MS <= deps.now();
  if (due && link.sealedRefreshToken && systemType !== 'facebook') return refreshLink(deps, link, systemType);
  return deps.sealer.open(link.sealedAccessToken);
}

async function refreshLink(deps: TokenDeps, link: ExternalLink, system: CodeFlowSystem): Promise<string> {
  let tokens;
  try {
    tokens = await CODE_FLOW[system].api(deps).refresh(await deps.sealer.open(link.sealedRefreshToken!));
  } catch (error) {
    if (!(error instanceof ProviderAuthError)) throw error;
    // Revoked at the provider: the link stays, marked expired, until the person connects again.
    await deps.links.put({ ...link, sealedRefreshToken: null, expiresAt: Math.min(link.expiresAt ?? 0, deps.now()) });
    throw new ConflictError(SIGN_IN_EXPIRED_FOR[system]);
  }
  await deps.links.put({
    ...link,
    sealedAccessToken: await deps.sealer.seal(tokens.accessToken),
    sealedRefreshToken: tokens.refreshToken ? await deps.sealer.seal(tokens.refreshToken) : link.sealedRefreshToken,
    expiresAt: tokens.expiresIn ? deps.now() + tokens.expiresIn * 1000 : null,
  });
  return tokens.accessToken;
}
