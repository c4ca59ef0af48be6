import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedStage, synthStage, type SynthesizedStage } from './support/synth-stage';
import { resourcesOfType } from './support/template-queries';

/** The Content-Security-Policy CloudFront sends with the site, as text (bucket names stay tokens). */
function contentSecurityPolicy(stage: SynthesizedStage): string {
  const policies = resourcesOfType(stage.templates.web, 'AWS::CloudFront::ResponseHeadersPolicy') as unknown as Array<[string, { Properties: Record<string, any> }]>; // eslint-disable-line @typescript-eslint/no-explicit-any
  expect(policies).toHaveLength(1);
  return JSON.stringify(policies[0]![1].Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
}

/** The environment of every app function (CDK's own helper functions carry none). */
function functionEnvironments(stage: SynthesizedStage): Array<Record<string, string>> {
  const environments = resourcesOfType(stage.templates.stateless, 'AWS::Lambda::Function')
    .map(([, fn]) => (fn as { Properties: { Environment?: { Variables?: Record<string, string> } } }).Properties.Environment?.Variables)
    .filter((env): env is Record<string, string> => env !== undefined && 'TABLE_NAME' in env);
  expect(environments.length).toBeGreaterThan(50);
  return environments;
}

let plain: SynthesizedStage;
let social: SynthesizedStage;
beforeAll(() => {
  plain = sharedStage('dev');
  social = synthStage({ bundle: false, context: { googleClientId: 'client-1.apps.googleusercontent.com', facebookAppId: '1234', facebookAppSecretName: 'heirloom/dev/facebook' } });
});
afterAll(() => {
  plain?.dispose();
  social?.dispose();
});

describe('sign in with Google and Facebook', () => {
  it('is off unless configured: no provider settings, and the page may load nothing from them', () => {
    expect(functionEnvironments(plain).every((env) => !('GOOGLE_CLIENT_ID' in env) && !('FACEBOOK_APP_ID' in env))).toBe(true);
    const csp = contentSecurityPolicy(plain);
    expect(csp).not.toMatch(/google|facebook/);
    expect(csp).toContain("frame-src 'none'");
  });

  it('when configured, functions get the provider settings and the page may load the providers', () => {
    expect(functionEnvironments(social).every((env) => env.GOOGLE_CLIENT_ID === 'client-1.apps.googleusercontent.com' && env.FACEBOOK_APP_ID === '1234')).toBe(true);
    // The app secret by its Secrets Manager name only, read at run time.
    expect(functionEnvironments(social).every((env) => env.FACEBOOK_APP_SECRET_ID === 'heirloom/dev/facebook' && !('FACEBOOK_APP_SECRET' in env))).toBe(true);
    const csp = contentSecurityPolicy(social);
    expect(csp).toMatch(/script-src 'self' https:\/\/accounts\.google\.com https:\/\/connect\.facebook\.net/);
    expect(csp).toMatch(/frame-src https:\/\/accounts\.google\.com/);
  });
});
