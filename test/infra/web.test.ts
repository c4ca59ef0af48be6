import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CfnElement } from 'aws-cdk-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webBuildDir } from '../../infra/constructs/repo-paths';
import { HASHED_ASSETS_DIR, readPrerenderedSite, spaFallbackCode } from '../../infra/constructs/web-hosting';
import { sharedStage, synthStage, type SynthesizedStage } from './support/synth-stage';
import { referencedId, resource, resourcesOfType, resolvedAcrossStacks } from './support/template-queries';

/** AWS-managed CloudFront policies, by their documented ids. */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';

let dev: SynthesizedStage;
/** Whether web/dist held a build when `dev` was synthesized (a build running beside the tests empties it for a while). */
let builtWithSite: boolean;
type Config = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
let config: Config;
let distributionId: string;

beforeAll(() => {
  builtWithSite = webBuildDir() !== undefined;
  dev = sharedStage('dev');
  const distributions = resourcesOfType(dev.templates.web, 'AWS::CloudFront::Distribution');
  expect(distributions).toHaveLength(1);
  [distributionId] = distributions[0]!;
  config = distributions[0]![1].Properties.DistributionConfig as Config;
});

afterAll(() => dev?.dispose());

const resolved = (value: unknown) => resolvedAcrossStacks(value, dev.templatesByStackName);
const originOf = (behavior: Config): Config => {
  const origins = (config.Origins as Config[]).filter((origin) => origin.Id === behavior.TargetOriginId);
  expect(origins).toHaveLength(1);
  return origins[0]!;
};
const behavior = (pattern: string): Config => {
  const found = (config.CacheBehaviors as Config[]).filter((candidate) => candidate.PathPattern === pattern);
  expect(found, pattern).toHaveLength(1);
  return found[0]!;
};
const siteBucketId = (stage: SynthesizedStage = dev) => stage.stacks.web.getLogicalId(stage.stacks.web.hosting.bucket.node.defaultChild as CfnElement);

describe('CloudFront in front of the site bucket', () => {
  it('serves index.html at the root from the private bucket through origin access control', () => {
    expect(config.DefaultRootObject).toBe('index.html');
    const origin = originOf(config.DefaultCacheBehavior);
    expect(origin.DomainName).toEqual({ 'Fn::GetAtt': [siteBucketId(), 'RegionalDomainName'] });
    expect(origin.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
    const oac = resource(dev.templates.web, referencedId(origin.OriginAccessControlId, 'Id'));
    expect(oac.Properties.OriginAccessControlConfig).toMatchObject({
      OriginAccessControlOriginType: 's3',
      SigningBehavior: 'always',
      SigningProtocol: 'sigv4',
    });
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
  });

  it('lets only this distribution read the site bucket', () => {
    const policies = resourcesOfType(dev.templates.web, 'AWS::S3::BucketPolicy').filter(
      ([, policy]) => policy.Properties.Bucket?.Ref === siteBucketId(),
    );
    expect(policies).toHaveLength(1);
    const statements = policies[0]![1].Properties.PolicyDocument.Statement as Config[];
    const cloudFrontRead = statements.filter((statement) => statement.Principal?.Service === 'cloudfront.amazonaws.com');
    expect(cloudFrontRead).toHaveLength(1);
    expect(cloudFrontRead[0]).toMatchObject({ Effect: 'Allow', Action: 's3:GetObject' });
    expect(JSON.stringify(cloudFrontRead[0]!.Condition.StringEquals['AWS:SourceArn'])).toContain(`{"Ref":"${distributionId}"}`);
  });

  const siteFunction = () => {
    const associations = config.DefaultCacheBehavior.FunctionAssociations as Config[];
    expect(associations).toHaveLength(1);
    expect(associations[0]!.EventType).toBe('viewer-request');
    return resource(dev.templates.web, referencedId(associations[0]!.FunctionARN, 'FunctionARN'));
  };
  const runFunction = (code: string) => {
    const handler = new Function(`${code}\nreturn handler;`)() as (event: Config) => { uri: string };
    return (uri: string) => handler({ request: { uri, headers: {} } }).uri;
  };

  it('runs a viewer-request function on the site behaviour only, built from what the web build prerendered', () => {
    const fn = siteFunction();
    expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    expect(fn.Properties.FunctionCode).toBe(spaFallbackCode(readPrerenderedSite(webBuildDir())));
    for (const pattern of ['/ws*', '/blog-media/*']) expect(behavior(pattern).FunctionAssociations, pattern).toBeUndefined();
    // /api/* runs only the viewer-address function (edge-and-runtime.test.ts), never the site's.
    expect(JSON.stringify(behavior('/api/*').FunctionAssociations)).not.toContain(referencedId(config.DefaultCacheBehavior.FunctionAssociations[0].FunctionARN, 'FunctionARN'));
  });

  it('serves prerendered public pages as their own files and every other app route the bare app shell', () => {
    const rewrite = runFunction(spaFallbackCode({ paths: ['/', '/features', '/blog', '/blog/hello-world'], shell: '/app.html' }));
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/features')).toBe('/features/index.html');
    expect(rewrite('/features/')).toBe('/features/index.html');
    expect(rewrite('/blog')).toBe('/blog/index.html');
    expect(rewrite('/blog/hello-world')).toBe('/blog/hello-world/index.html');
    // A post published after the build, and the signed-in pages: the client router draws them.
    expect(rewrite('/blog/published-later')).toBe('/app.html');
    expect(rewrite('/photos')).toBe('/app.html');
    expect(rewrite('/person/01HZX/timeline')).toBe('/app.html');
    expect(rewrite('/assets/index-4f2a.js')).toBe('/assets/index-4f2a.js');
    expect(rewrite('/sitemap.xml')).toBe('/sitemap.xml');
    expect(rewrite('/robots.txt')).toBe('/robots.txt');
  });

  it('falls back to index.html for every app route when the build has no prerendered pages', () => {
    const rewrite = runFunction(spaFallbackCode({ paths: [], shell: '/index.html' }));
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/features')).toBe('/index.html');
    expect(rewrite('/favicon.ico')).toBe('/favicon.ico');
  });

  it('serves blog images from their own private bucket at /blog-media/*, cached, through origin access control', () => {
    const media = behavior('/blog-media/*');
    expect(media).toMatchObject({ CachePolicyId: CACHING_OPTIMIZED, ViewerProtocolPolicy: 'redirect-to-https' });
    const web = dev.stacks.web;
    const bucketId = web.getLogicalId(web.hosting.blogMediaBucket.node.defaultChild as CfnElement);
    const origin = originOf(media);
    expect(origin.DomainName).toEqual({ 'Fn::GetAtt': [bucketId, 'RegionalDomainName'] });
    expect(origin.OriginAccessControlId).toBeDefined();
    const bucket = resource(dev.templates.web, bucketId);
    expect(bucket.Properties.PublicAccessBlockConfiguration).toMatchObject({ BlockPublicAcls: true, RestrictPublicBuckets: true });
    const policies = resourcesOfType(dev.templates.web, 'AWS::S3::BucketPolicy').filter(([, policy]) => policy.Properties.Bucket?.Ref === bucketId);
    const cloudFrontRead = (policies[0]![1].Properties.PolicyDocument.Statement as Config[]).filter((statement) => statement.Principal?.Service === 'cloudfront.amazonaws.com');
    expect(cloudFrontRead).toHaveLength(1);
    expect(JSON.stringify(cloudFrontRead[0]!.Condition.StringEquals['AWS:SourceArn'])).toContain(`{"Ref":"${distributionId}"}`);
    // The publish command finds the bucket through this output.
    dev.templates.web.hasOutput('BlogMediaBucketName', { Value: { Ref: bucketId } });
  });

  it('has no distribution-wide error pages, which would turn API 403/404 answers into index.html', () => {
    expect(config.CustomErrorResponses).toBeUndefined();
  });
});

describe('CloudFront in front of the APIs', () => {
  it.each([
    ['/api/*', 'httpApi'],
    ['/ws*', 'webSocketApi'],
  ] as const)('%s goes uncached to the %s with every viewer header but Host', (pattern, api) => {
    const apiBehavior = behavior(pattern);
    expect(apiBehavior).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      ViewerProtocolPolicy: 'https-only',
    });
    expect([...(apiBehavior.AllowedMethods as string[])].sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
    const origin = originOf(apiBehavior);
    expect(origin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    const stateless = dev.stacks.stateless;
    const apiId = stateless.getLogicalId(stateless[api].api.node.defaultChild as CfnElement);
    const domain = resolved(origin.DomainName);
    expect(domain).toContain(`{"Ref":"${apiId}"}`);
    expect(domain).toContain('.execute-api.');
  });
});

describe('security headers', () => {
  const policy = () => {
    const policies = resourcesOfType(dev.templates.web, 'AWS::CloudFront::ResponseHeadersPolicy');
    expect(policies).toHaveLength(1);
    return policies[0]!;
  };

  it('apply to the site and the API responses', () => {
    const [policyId] = policy();
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    expect(behavior('/api/*').ResponseHeadersPolicyId).toEqual({ Ref: policyId });
  });

  it('set HSTS, nosniff, DENY framing and a strict referrer policy', () => {
    const headers = policy()[1].Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig as Config;
    expect(headers.StrictTransportSecurity.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(31_536_000);
    expect(headers.StrictTransportSecurity).toMatchObject({ IncludeSubdomains: true, Override: true });
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(headers.ReferrerPolicy).toEqual({ ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true });
  });

  it('set a content security policy that allows scripts from the app only and storage from its own buckets', () => {
    const headers = policy()[1].Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig as Config;
    const csp = resolved(headers.ContentSecurityPolicy.ContentSecurityPolicy);
    for (const directive of ["default-src 'self'", "script-src 'self'", "object-src 'none'", "frame-ancestors 'none'", "base-uri 'self'"]) {
      expect(csp).toContain(directive);
    }
    const stateful = dev.stacks.stateful;
    for (const bucket of [stateful.uploadsBucket, stateful.mediaBucket]) {
      expect(csp).toContain(`{"Ref":"${stateful.getLogicalId(bucket.node.defaultChild as CfnElement)}"}`);
    }
    expect(headers.ContentSecurityPolicy.Override).toBe(true);
  });
});

describe('site deployment', () => {
  // A web build of its own (-c siteDir), so the deployment is asserted whether or not web/dist was built.
  let withSite: SynthesizedStage;
  let siteDir: string;
  beforeAll(() => {
    siteDir = mkdtempSync(join(tmpdir(), 'heirloom-site-'));
    mkdirSync(join(siteDir, HASHED_ASSETS_DIR));
    writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Heirloom</title>');
    writeFileSync(join(siteDir, 'app.html'), '<!doctype html><title>Heirloom</title>');
    writeFileSync(join(siteDir, HASHED_ASSETS_DIR, 'index-Bns4fqJS.js'), 'export {};');
    withSite = synthStage({ bundle: false, context: { siteDir } });
  });
  afterAll(() => {
    withSite?.dispose();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it('has no site files without a web build', () => {
    if (builtWithSite) return; // a local build is deployed, as below
    expect(resourcesOfType(dev.templates.web, 'Custom::CDKBucketDeployment')).toHaveLength(0);
  });

  it('releases without breaking open tabs: hashed files immutable for a year and kept, then the pages no-cache, pruned and invalidated', () => {
    const deployments = resourcesOfType(withSite.templates.web, 'Custom::CDKBucketDeployment');
    expect(deployments).toHaveLength(2);
    const [assetsId, assets] = deployments.find(([, d]) => d.Properties.DestinationBucketKeyPrefix === `${HASHED_ASSETS_DIR}/`)!;
    const [, pages] = deployments.find(([id]) => id !== assetsId)!;
    const bucket = { Ref: siteBucketId(withSite) };
    expect(assets.Properties).toMatchObject({ DestinationBucketName: bucket, Prune: false, SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' } });
    expect(assets.Properties.DistributionId).toBeUndefined();
    expect(pages.Properties).toMatchObject({
      DestinationBucketName: bucket,
      Exclude: [`${HASHED_ASSETS_DIR}/*`],
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/*'],
    });
    expect(pages.Properties.Prune).not.toBe(false);
    // The pages go after the files they load.
    expect((pages as { DependsOn?: string[] }).DependsOn).toContain(assetsId);
  });
});
