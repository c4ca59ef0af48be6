import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { BLOG_MEDIA_PREFIX } from '@heirloom/lambdas/domain/blog/media-path';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '@heirloom/lambdas/runtime/http/origin';
import { SERVICE_WORKER_FILE } from '@heirloom/shared/constants';
import { PrivateBucket } from './private-bucket';

export interface CustomDomain {
  readonly domainName: string;
  /** An ACM certificate for the domain, in us-east-1 (CloudFront's region). */
  readonly certificateArn: string;
}

export interface WebHostingProps {
  readonly retain: boolean;
  /** Host of the HTTP API, reached under /api/*. */
  readonly httpApiDomain: string;
  /**
   * Sent to the HTTP API as the origin-verify header on every request; the API refuses requests
   * without it, so nobody can reach it around CloudFront with a forged viewer address.
   */
  readonly originVerifySecret: string;
  /** Host of the WebSocket API; its stage is named `ws`, reached at /ws. */
  readonly webSocketDomain: string;
  /** https origins of the buckets the browser talks to directly (presigned PUTs and GETs). */
  readonly storageOrigins: readonly string[];
  /** The built single-page app; without it the bucket is created empty (synth needs no web build). */
  readonly siteDir?: string;
  readonly customDomain?: CustomDomain;
  /** Sign-in providers whose scripts and frames the page must be allowed to load. */
  readonly socialSignIn?: { readonly google: boolean; readonly facebook: boolean };
  /** Raster tiles for the maps, written over the build's map-tiles.json (which says there are none). */
  readonly mapTiles?: { readonly url: string; readonly attribution: string };
  /** The WAF web ACL (scope CLOUDFRONT) in front of the distribution. */
  readonly webAclArn: string;
}

/** CloudFront access logs are kept this long, then expire. */
export const ACCESS_LOG_DAYS = 90;

/** What the web build prerendered (web/scripts/prerender.ts), read from the build folder. */
export interface PrerenderedSite {
  /** Paths with a prerendered <path>/index.html ('/' is index.html itself). */
  readonly paths: readonly string[];
  /** The bare app shell for every other route: app.html when prerendered, else index.html. */
  readonly shell: string;
}

export function readPrerenderedSite(siteDir: string | undefined): PrerenderedSite {
  const manifest = siteDir ? join(siteDir, 'prerendered.json') : undefined;
  if (!manifest || !existsSync(manifest)) return { paths: [], shell: '/index.html' };
  return { paths: JSON.parse(readFileSync(manifest, 'utf8')) as string[], shell: '/app.html' };
}

/**
 * Viewer-request function on the site's behaviour. A prerendered public page is served as its own
 * file (/features -> /features/index.html), so search engines and link previews read real HTML;
 * any other app route (no file extension in its last segment) gets the app shell for the client
 * router. It runs on the site's behaviour only: CloudFront's distribution-wide error responses
 * (403/404 -> a page) would also turn the API's own 403 and 404 answers into 200 HTML.
 */
export function spaFallbackCode(site: PrerenderedSite): string {
  const prerendered: Record<string, 1> = {};
  for (const path of site.paths) if (path !== '/') prerendered[path] = 1;
  return `var PRERENDERED = ${JSON.stringify(prerendered)};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.length > 1 && uri.charAt(uri.length - 1) === '/') uri = uri.substring(0, uri.length - 1);
  if (uri === '/' || uri === '') {
    request.uri = '/index.html';
  } else if (PRERENDERED[uri]) {
    request.uri = uri + '/index.html';
  } else if (uri.split('/').pop().indexOf('.') === -1) {
    request.uri = ${JSON.stringify(site.shell)};
  }
  return request;
}`;
}

/**
 * Writes the viewer's address (as CloudFront saw the TCP connection) into a header for the API's
 * per-address rate limits, overwriting any value the viewer sent under that name. A function is
 * used because the origin request policy that forwards CloudFront-Viewer-Address also forwards the
 * Host header, which API Gateway routes on.
 */
export const VIEWER_ADDRESS_CODE = `function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_ADDRESS_HEADER}'] = { value: event.viewer.ip };
  return request;
}`;

/** The web app: a private bucket served only through CloudFront, which also fronts both APIs. */
export class WebHosting extends Construct {
  readonly bucket: PrivateBucket;
  /** Blog post images, written by the publish command and served at /blog-media/*. */
  readonly blogMediaBucket: PrivateBucket;
  readonly distribution: cloudfront.Distribution;
  /** CloudFront's access logs (ACCESS_LOG_DAYS). */
  readonly accessLogBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: WebHostingProps) {
    super(scope, id);
    this.bucket = new PrivateBucket(this, 'SiteBucket', { retain: props.retain });
    // Its own bucket: the site deployment replaces the site bucket's contents on every deploy.
    this.blogMediaBucket = new PrivateBucket(this, 'BlogMediaBucket', { retain: props.retain });

    const securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'HSTS, no sniffing, no framing, strict referrer, content security policy',
      securityHeadersBehavior: {
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(props.storageOrigins, props.socialSignIn), override: true },
      },
    });

    const spaFallback = new cloudfront.Function(this, 'SpaFallback', {
      comment: 'Serve index.html for app routes',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(spaFallbackCode(readPrerenderedSite(props.siteDir))),
    });

    const viewerAddress = new cloudfront.Function(this, 'ViewerAddress', {
      comment: 'Pass the viewer address to the API',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(VIEWER_ADDRESS_CODE),
    });

    const toApi = (domain: string, customHeaders?: Record<string, string>): cloudfront.BehaviorOptions => ({
      origin: new origins.HttpOrigin(domain, { protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY, customHeaders }),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      // API Gateway routes on its own Host header, so forward everything else (cookies, query, body).
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: securityHeaders,
    });

    // CloudFront's standard logs are written with an ACL grant, so this bucket (unlike the app's)
    // keeps ACLs; nothing is public, and the logs expire.
    this.accessLogBucket = new s3.Bucket(this, 'AccessLogs', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      // Versioned like every bucket of the app (a deleted log can be recovered for 30 days).
      versioned: true,
      lifecycleRules: [
        { id: 'expire-access-logs', expiration: Duration.days(ACCESS_LOG_DAYS) },
        { id: 'abort-incomplete-multipart-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        { id: 'expire-noncurrent-versions', noncurrentVersionExpiration: Duration.days(30) },
      ],
      removalPolicy: props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      autoDeleteObjects: !props.retain,
    });

    const siteOrigin = origins.S3BucketOrigin.withOriginAccessControl(this.bucket);
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Heirloom web app and APIs',
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // North America and Europe edges only: the families the app serves, at the lowest data-out price
      // (others are served from the nearest of those, a little slower).
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: this.accessLogBucket,
      logFilePrefix: 'cloudfront/',
      ...(props.customDomain && {
        domainNames: [props.customDomain.domainName],
        certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', props.customDomain.certificateArn),
        // Only a custom certificate can refuse old TLS; the default *.cloudfront.net one cannot.
        minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
      }),
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaFallback, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          ...toApi(props.httpApiDomain, { [ORIGIN_VERIFY_HEADER]: props.originVerifySecret }),
          functionAssociations: [{ function: viewerAddress, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        },
        '/ws*': toApi(props.webSocketDomain),
        // The Web Push service worker: browsers check it for updates, so the edge must never hand
        // out a stale copy (a worker kept a day would show last release's notifications).
        [`/${SERVICE_WORKER_FILE}`]: {
          origin: siteOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          responseHeadersPolicy: securityHeaders,
        },
        [`/${BLOG_MEDIA_PREFIX}/*`]: {
          origin: origins.S3BucketOrigin.withOriginAccessControl(this.blogMediaBucket),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: securityHeaders,
        },
      },
    });

    if (props.siteDir) deploySite(this, this.bucket, this.distribution, props.siteDir, props.mapTiles);
  }

  /** https://<domain> the app is served from. */
  get appUrl(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }
}

/** Where the web build puts its content-hashed files (Vite's build.assetsDir). */
export const HASHED_ASSETS_DIR = 'assets';
const YEAR = Duration.days(365);

/**
 * A release in two steps, so a tab opened before it keeps working. First the content-hashed files,
 * immutable for a year and never pruned: a tab still running last release's code lazy-loads last
 * release's chunks, which stay (they are small, and a name never changes meaning). Then everything
 * else (the pages, the service worker, map-tiles.json), `no-cache` so browsers ask again each time,
 * pruned of pages a release removed, with the CDN's copies invalidated.
 */
function deploySite(scope: Construct, bucket: s3.IBucket, distribution: cloudfront.IDistribution, siteDir: string, mapTiles: WebHostingProps['mapTiles']): void {
  const assets = new s3deploy.BucketDeployment(scope, 'HashedAssets', {
    sources: [s3deploy.Source.asset(join(siteDir, HASHED_ASSETS_DIR))],
    destinationBucket: bucket,
    destinationKeyPrefix: `${HASHED_ASSETS_DIR}/`,
    prune: false,
    cacheControl: [s3deploy.CacheControl.setPublic(), s3deploy.CacheControl.maxAge(YEAR), s3deploy.CacheControl.immutable()],
    memoryLimit: 512,
  });
  const pages = new s3deploy.BucketDeployment(scope, 'Deployment', {
    // A later source's file replaces an earlier one's of the same name.
    sources: [s3deploy.Source.asset(siteDir, { exclude: [`${HASHED_ASSETS_DIR}/**`] }), ...(mapTiles ? [s3deploy.Source.jsonData('map-tiles.json', mapTiles)] : [])],
    destinationBucket: bucket,
    // Kept out of this step's prune as well as its upload: the hashed files are the other step's.
    exclude: [`${HASHED_ASSETS_DIR}/*`],
    cacheControl: [s3deploy.CacheControl.noCache()],
    distribution,
    distributionPaths: ['/*'],
    memoryLimit: 512,
  });
  pages.node.addDependency(assets);
}

/**
 * Scripts only from the app itself; inline styles for the CSS-in-JS UI kit; images from anywhere
 * over https (map tiles are configurable); media and uploads straight to the app's buckets.
 */
function contentSecurityPolicy(storageOrigins: readonly string[], social: WebHostingProps['socialSignIn'] = { google: false, facebook: false }): string {
  const storage = storageOrigins.join(' ');
  // Each sign-in provider's script, its sign-in frame and its API, only when that provider is on.
  const google = social.google ? ['https://accounts.google.com'] : [];
  const facebook = social.facebook ? ['https://connect.facebook.net', 'https://www.facebook.com', 'https://graph.facebook.com'] : [];
  const providers = [...google, ...facebook].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${providers}`.trim(),
    `style-src 'self' 'unsafe-inline' ${google.join(' ')}`.trim(),
    "img-src 'self' data: blob: https:",
    `media-src 'self' blob: ${storage}`,
    "font-src 'self' data:",
    `connect-src 'self' ${storage} ${providers}`.trim(),
    `frame-src ${providers || "'none'"}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}
