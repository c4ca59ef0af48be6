import type { ExternalSystemsResponse, ExternalSystemType, LinkExternalSystemRequest } from '@heirloom/shared/contracts/sources';
import { ProviderAuthError, type ExternalLink } from '../../ports/sources';
import { ConflictError, ValidationError } from '../errors';
import type { SourcesDeps } from './deps';

export const NOT_CONNECTED: Record<ExternalSystemType, string> = {
  dropbox: 'Connect your Dropbox account first.',
  google: 'Connect your Google account first.',
  facebook: 'Connect your Facebook account first.',
};
export const SIGN_IN_EXPIRED = 'Your Dropbox sign-in has expired. Connect Dropbox again.';

/**
 * POST /external_system: saves the provider link with its tokens sealed. The token is tried
 * against the provider first, so a forged or stale hash never becomes a link.
 */
export async function linkExternalSystem(deps: SourcesDeps, userId: string, request: LinkExternalSystemRequest): Promise<{ id: string }> {
  if (request.system_type !== 'dropbox') throw new ValidationError(`Linking ${request.system_type} is not available yet`, { system_type: ['Only Dropbox can be linked for now'] });
  if (!request.access_token) throw new ValidationError('The Dropbox sign-in did not return a token', { access_token: ['Required'] });
  try {
    await deps.dropbox.listFolder(request.access_token, '');
  } catch (error) {
    if (error instanceof ProviderAuthError) throw new ValidationError('Dropbox did not accept that sign-in. Please connect again.', { access_token: ['Not accepted by Dropbox'] });
    throw error;
  }
  const now = deps.now();
  await deps.links.put({
    userId,
    systemType: 'dropbox',
    systemId: request.system_id ?? null,
    sealedAccessToken: await deps.sealer.seal(request.access_token),
    sealedRefreshToken: null,
    expiresAt: request.expires_in ? now + request.expires_in * 1000 : null,
    permissions: [],
    linkedAt: now,
  });
  return { id: 'dropbox' };
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
  return { systems, sign_in: { dropbox: deps.dropboxAuthorizeUrl } };
}

/** DELETE /external_system/{system_type}: the tokens are gone; what was imported stays. */
export async function unlinkExternalSystem(deps: SourcesDeps, userId: string, systemType: ExternalSystemType): Promise<void> {
  await deps.links.delete(userId, systemType);
}

/** Dropbox's sign-in gives no refresh token: an expired one means signing in again. */
const isExpired = (link: ExternalLink, now: number) => link.expiresAt !== null && link.expiresAt <= now && !link.sealedRefreshToken;

/** The access token to call the provider with, or a clear 409 telling the person to connect. */
export async function accessTokenFor(deps: Pick<SourcesDeps, 'links' | 'sealer' | 'now'>, userId: string, systemType: ExternalSystemType): Promise<string> {
  const link = await deps.links.get(userId, systemType);
  if (!link) throw new ConflictError(NOT_CONNECTED[systemType]);
  if (isExpired(link, deps.now())) throw new ConflictError(SIGN_IN_EXPIRED);
  return deps.sealer.open(link.sealedAccessToken);
}
