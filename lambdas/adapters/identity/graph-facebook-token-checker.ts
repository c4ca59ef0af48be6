import { createHmac } from 'node:crypto';
import { loginIdKind } from '@heirloom/shared/login-id';
import * as z from 'zod';
import { EXTERNAL_MESSAGES, ExternalIdentityRejectedError, type ExternalRejectionReason } from '../../domain/accounts/external-errors';
import type { ExternalIdentity, FacebookTokenChecker } from '../../ports/identity-providers';
import { getJson } from './remote-json';

export const FACEBOOK_GRAPH_URL = 'https://graph.facebook.com';

// Graph sends ids as strings, but be lenient with a number.
const id = z.union([z.string(), z.number()]).transform(String);

const debugTokenResponse = z.object({
  data: z.object({
    is_valid: z.boolean(),
    app_id: id.optional(),
    user_id: id.optional(),
    type: z.string().optional(),
  }),
});

const meResponse = z.object({ id, name: z.string().optional(), email: z.string().optional() });

export interface GraphFacebookTokenCheckerOptions {
  appId: string;
  /** Read when first needed (Secrets Manager in AWS). */
  appSecret: () => Promise<string>;
  /** The Graph API root, e.g. https://graph.facebook.com or https://graph.facebook.com/v21.0. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/**
 * Checks a Facebook user access token with the Graph API. A token alone proves nothing about who
 * sent it (any app can obtain one), so debug_token, asked with our app's own token, must confirm
 * it is valid, was issued to our app, and belongs to the user the browser named; only then is the
 * profile read, with appsecret_proof so a stolen token is useless to anyone without our secret.
 */
export class GraphFacebookTokenChecker implements FacebookTokenChecker {
  private readonly baseUrl: string;

  constructor(private readonly options: GraphFacebookTokenCheckerOptions) {
    this.baseUrl = (options.baseUrl ?? FACEBOOK_GRAPH_URL).replace(/\/+$/, '');
  }

  async check(systemId: string, accessToken: string): Promise<ExternalIdentity> {
    const appSecret = await this.options.appSecret();
    const debug = await this.get('debug_token', { input_token: accessToken, access_token: `${this.options.appId}|${appSecret}` });
    if (debug.status >= 500) throw new Error(`Facebook debug_token answered HTTP ${debug.status}`);
    const token = debugTokenResponse.safeParse(debug.body);
    // Graph answers a token it cannot read with a 4xx error body, a readable but dead one with is_valid false.
    if (debug.status !== 200 || !token.success || !token.data.data.is_valid) throw reject('invalid-token');
    if (token.data.data.app_id !== this.options.appId) throw reject('wrong-app');
    if (token.data.data.type !== undefined && token.data.data.type !== 'USER') throw reject('invalid-token');
    if (token.data.data.user_id !== systemId) throw reject('wrong-user');

    const appSecretProof = createHmac('sha256', appSecret).update(accessToken).digest('hex');
    const me = await this.get('me', { fields: 'id,name,email', access_token: accessToken, appsecret_proof: appSecretProof });
    if (me.status >= 500) throw new Error(`Facebook /me answered HTTP ${me.status}`);
    const profile = meResponse.safeParse(me.body);
    if (me.status !== 200 || !profile.success) throw reject('invalid-token');
    if (profile.data.id !== systemId) throw reject('wrong-user');

    // Graph returns the e-mail only when the person confirmed it with Facebook.
    const email = profile.data.email && loginIdKind(profile.data.email) === 'email' ? profile.data.email : null;
    return { system: 'facebook', subject: profile.data.id, email, name: profile.data.name?.trim() || null };
  }

  private get(path: string, query: Record<string, string>) {
    const url = new URL(`${this.baseUrl}/${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return getJson(url, this.options.fetch);
  }
}

const MESSAGE_FOR: Partial<Record<ExternalRejectionReason, string>> = {
  'wrong-app': EXTERNAL_MESSAGES.facebookOtherApp,
  'wrong-user': EXTERNAL_MESSAGES.facebookOtherUser,
};

const reject = (reason: ExternalRejectionReason) =>
  new ExternalIdentityRejectedError(MESSAGE_FOR[reason] ?? EXTERNAL_MESSAGES.facebookNotConfirmed, reason);
