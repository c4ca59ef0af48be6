import { Stack, type CfnElement } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '@heirloom/lambdas/runtime/env';
import { CSRF_HEADER } from '@heirloom/shared/constants';
import { readStageConfig } from '../../infra/stacks/stage-config';
import { synthStage, type SynthesizedStage } from './support/synth-stage';
import { resource, resourcesOfType } from './support/template-queries';

const configWith = (context: Record<string, unknown>) =>
  readStageConfig({ tryGetContext: (key: string) => context[key] } as Parameters<typeof readStageConfig>[0]);

describe('reading the stage configuration', () => {
  it('takes the app origin and mail sender from a custom domain unless given explicitly', () => {
    const withDomain = configWith({ stage: 'prod', domainName: 'photos.example.com', certificateArn: 'arn:aws:acm:us-east-1:1:certificate/x' });
    expect(withDomain).toMatchObject({ isProduction: true, appOrigin: 'https://photos.example.com', mailFrom: 'no-reply@photos.example.com' });
    expect(configWith({ appOrigin: 'https://example.org', mailFrom: 'Heirloom <hi@example.org>' })).toMatchObject({
      stage: 'dev',
      isProduction: false,
      appOrigin: 'https://example.org',
      mailFrom: 'Heirloom <hi@example.org>',
    });
    expect(configWith({})).toMatchObject({ appOrigin: undefined, mailFrom: undefined, customDomain: undefined, ffmpegLayerArn: undefined });
    expect(configWith({ ffmpegLayerArn: 'arn:aws:lambda:eu-west-1:111111111111:layer:ffmpeg:2' }).ffmpegLayerArn).toBe(
      'arn:aws:lambda:eu-west-1:111111111111:layer:ffmpeg:2',
    );
  });

  it('rejects invalid stage names, a domain without a certificate and an origin with a path', () => {
    expect(() => configWith({ stage: 'Prod' })).toThrow(/Stage/);
    expect(() => configWith({ stage: 'a-very-long-stage-name' })).toThrow(/Stage/);
    expect(() => configWith({ domainName: 'photos.example.com' })).toThrow(/certificateArn/);
    expect(() => configWith({ appOrigin: 'https://example.org/app' })).toThrow(/appOrigin/);
  });
});

describe('map tiles for a stage', () => {
  it('takes raster tiles with their credit, and none by default', () => {
    expect(configWith({}).mapTiles).toBeUndefined();
    expect(configWith({ mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png', mapTileAttribution: '&copy; Example' }).mapTiles).toEqual({
      url: 'https://tiles.example.com/{z}/{x}/{y}.png',
      attribution: '&copy; Example',
    });
  });

  it('refuses a tile address that is not https or lacks {z}/{x}/{y}, and tiles without their credit', () => {
    expect(() => configWith({ mapTileUrl: 'http://tiles.example.com/{z}/{x}/{y}.png', mapTileAttribution: 'x' })).toThrow(/https/);
    expect(() => configWith({ mapTileUrl: 'https://tiles.example.com/tiles.png', mapTileAttribution: 'x' })).toThrow(/\{z\}/);
    expect(() => configWith({ mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png' })).toThrow(/mapTileAttribution/);
    expect(() => configWith({ mapTileAttribution: 'x' })).toThrow(/mapTileUrl/);
  });
});

describe('a stage with a custom domain', () => {
  const domain = 'photos.example.com';
  const certificateArn = 'arn:aws:acm:us-east-1:111111111111:certificate/abc';
  let prod: SynthesizedStage;
  let unconfigured: SynthesizedStage;

  beforeAll(() => {
    prod = synthStage({ bundle: false, context: { stage: 'prod', domainName: domain, certificateArn } });
    unconfigured = synthStage({ bundle: false, context: { stage: 'test' } });
  });

  afterAll(() => {
    prod?.dispose();
    unconfigured?.dispose();
  });

  it('serves CloudFront on the domain with its certificate and modern TLS only', () => {
    const distributions = resourcesOfType(prod.templates.web, 'AWS::CloudFront::Distribution');
    expect(distributions).toHaveLength(1);
    const [, distribution] = distributions[0]!;
    expect(distribution.Properties.DistributionConfig.Aliases).toEqual([domain]);
    expect(distribution.Properties.DistributionConfig.ViewerCertificate).toEqual({
      AcmCertificateArn: certificateArn,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    prod.templates.web.hasOutput('AppUrl', { Value: `https://${domain}` });
  });

  it('gives every function the app origin and the sender, and lets them send mail only as that sender', () => {
    const functions = resourcesOfType(prod.templates.stateless, 'AWS::Lambda::Function').filter(
      ([, fn]) => fn.Properties.Environment?.Variables?.[ENV.stage] === 'prod',
    );
    expect(functions.length).toBeGreaterThan(0);
    for (const [id, fn] of functions) {
      expect(fn.Properties.Environment.Variables[ENV.appOrigin], id).toBe(`https://${domain}`);
      if ('mailFrom' in ENV) expect(fn.Properties.Environment.Variables[ENV.mailFrom as string], id).toBe(`no-reply@${domain}`);
    }
    // The accounts routes send codes by e-mail and SMS (infra/permissions/function-needs.ts).
    const signUp = prod.stacks.stateless.handlerFunctions.get('http/accounts/post-signup')!;
    const httpRole = Stack.of(signUp).getLogicalId(signUp.role!.node.defaultChild as CfnElement);
    const policies = resourcesOfType(prod.templates.stateless, 'AWS::IAM::Policy').filter(([, policy]) =>
      (policy.Properties.Roles as { Ref?: string }[]).some((role) => role.Ref === httpRole),
    );
    const statements = policies.flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as Record<string, any>[]); // eslint-disable-line @typescript-eslint/no-explicit-any
    const sendEmail = statements.filter((statement) => statement.Action === 'ses:SendEmail');
    expect(sendEmail).toHaveLength(1);
    expect(sendEmail[0]!.Condition).toEqual({ StringEquals: { 'ses:FromAddress': `no-reply@${domain}` } });
    const sms = statements.filter((statement) => statement.Action === 'sns:Publish');
    expect(sms).toHaveLength(1);
    expect(sms[0]!.Resource).toBeUndefined();
    expect(JSON.stringify(sms[0]!.NotResource)).toContain(':sns:*:*:*');
  });

  it('allows cross-origin API calls with cookies from the app origin only', () => {
    const api = resource(prod.templates.stateless, prod.stacks.stateless.getLogicalId(prod.stacks.stateless.httpApi.api.node.defaultChild as CfnElement));
    expect(api.Properties.CorsConfiguration).toMatchObject({ AllowOrigins: [`https://${domain}`], AllowCredentials: true });
    expect(api.Properties.CorsConfiguration.AllowHeaders).toEqual(expect.arrayContaining(['content-type', CSRF_HEADER]));
  });

  it('allows browser uploads from the app origin only', () => {
    const stateful = prod.stacks.stateful;
    const uploads = resource(prod.templates.stateful, stateful.getLogicalId(stateful.uploadsBucket.node.defaultChild as CfnElement));
    expect(uploads.Properties.CorsConfiguration.CorsRules).toEqual([
      expect.objectContaining({ AllowedMethods: ['PUT'], AllowedOrigins: [`https://${domain}`] }),
    ]);
  });

  it('warns only when the app origin or the mail sender is not configured', () => {
    const warnings = (stage: SynthesizedStage) =>
      Annotations.fromStack(stage.stacks.stateless)
        .findWarning('*', Match.anyValue())
        .map((warning) => String(warning.entry.data));
    expect(warnings(prod).filter((text) => /app origin|mail sender/.test(text))).toEqual([]);
    expect(warnings(unconfigured).some((text) => text.includes('No app origin for stage test'))).toBe(true);
    expect(warnings(unconfigured).some((text) => text.includes('No mail sender for stage test'))).toBe(true);
  });

  it('warns that videos will fail without an ffmpeg layer, and still synthesizes the upload lanes (without layers)', () => {
    const warnings = Annotations.fromStack(unconfigured.stacks.stateless).findWarning('*', Match.stringLikeRegexp('ffmpeg'));
    expect(warnings).toHaveLength(1);
    expect(String(warnings[0]!.entry.data)).toMatch(/videos will fail to process.*-c ffmpegLayerArn=arn:aws:lambda:/);
    // The upload lanes that may meet a video (its poster, an archive's or a tree's media) all get the ffmpeg paths.
    const processors = resourcesOfType(unconfigured.templates.stateless, 'AWS::Lambda::Function').filter(
      ([, fn]) => fn.Properties.Environment?.Variables?.FFMPEG_PATH !== undefined,
    );
    expect(processors.map(([, fn]) => String(fn.Properties.Description)).sort()).toEqual(
      ['archives', 'gedcomImports', 'processing', 'videos'].map((queue) => `Consumer of the ${queue} queue`),
    );
    for (const [, fn] of processors) {
      expect(fn.Properties.Layers).toBeUndefined();
      expect(fn.Properties.Environment.Variables.FFMPEG_PATH).toBe('/opt/bin/ffmpeg');
    }
  });
});
