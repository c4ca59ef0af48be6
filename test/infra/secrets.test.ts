import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_SECRET_ENV } from '../../lambdas/runtime/http/origin';
import { PASSWORD_HASH_COST_ENV } from '../../lambdas/runtime/password-hash-cost';
import { WEB_PUSH_ENV } from '../../lambdas/runtime/web-push-env';
import { synthStage, type SynthesizedStage } from './support/synth-stage';
import { resourcesOfType } from './support/template-queries';

/**
 * Secrets live in Secrets Manager and are read at run time: with every provider turned on, no
 * function's environment holds a secret, only secrets' names; and a secret given as context is refused.
 */
let prod: SynthesizedStage;
beforeAll(() => {
  prod = synthStage({
    bundle: false,
    context: {
      stage: 'prod',
      facebookAppId: '1234',
      facebookAppSecretName: 'heirloom/prod/facebook',
      googlePhotosClientId: 'photos-client',
      googlePhotosClientSecretName: 'heirloom/prod/google-photos',
      facebookPhotosAppId: '5678',
      facebookPhotosAppSecretName: 'heirloom/prod/facebook-photos',
      webPushPublicKey: 'B'.repeat(87),
      webPushPrivateKeySecret: 'heirloom/prod/web-push',
    },
  });
});
afterAll(() => prod?.dispose());

const environments = () =>
  Object.values(prod.templates).flatMap((template) =>
    resourcesOfType(template, 'AWS::Lambda::Function').flatMap(([, fn]) => Object.entries((fn as { Properties: { Environment?: { Variables?: Record<string, unknown> } } }).Properties.Environment?.Variables ?? {})),
  );

describe('secrets', () => {
  it('are in no function environment: only the names of the secrets that hold them', () => {
    const variables = environments();
    expect(variables.length).toBeGreaterThan(100);
    const secretLooking = variables.filter(([name]) => /(SECRET|PRIVATE_KEY|PASSWORD|API_KEY)$/.test(name));
    // The CloudFront origin header's value is a dynamic reference CloudFormation resolves; no literal reaches the template.
    for (const [name, value] of secretLooking) {
      if (name === WEB_PUSH_ENV.privateKeySecret) expect(value).toBe('heirloom/prod/web-push'); // the secret's name
      else {
        expect(name).toBe(ORIGIN_VERIFY_SECRET_ENV);
        expect(JSON.stringify(value)).toContain('{{resolve:secretsmanager:');
      }
    }
    const names = Object.fromEntries(variables.filter(([name]) => name.endsWith('_SECRET_ID')));
    expect(names).toEqual({
      FACEBOOK_APP_SECRET_ID: 'heirloom/prod/facebook',
      GOOGLE_PHOTOS_CLIENT_SECRET_ID: 'heirloom/prod/google-photos',
      FACEBOOK_PHOTOS_APP_SECRET_ID: 'heirloom/prod/facebook-photos',
    });
  });

  it('are hashed at full strength: no function is given the test layers\' cheaper password hash', () => {
    expect(environments().filter(([name]) => name === PASSWORD_HASH_COST_ENV)).toEqual([]);
  });

  it('given as context are refused with the way to do it', () => {
    for (const secret of ['facebookAppSecret', 'googlePhotosClientSecret', 'facebookPhotosAppSecret']) {
      expect(() => synthStage({ bundle: false, context: { [secret]: 'plain-text-secret' } })).toThrow(`store it in Secrets Manager and pass -c ${secret}Name=`);
    }
  });
});
