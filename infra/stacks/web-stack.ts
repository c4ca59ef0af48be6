import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { EdgeWebAcl } from '../constructs/edge-web-acl';
import { WebHosting } from '../constructs/web-hosting';
import type { StageConfig } from './stage-config';

export interface WebStackProps extends StackProps {
  readonly config: StageConfig;
  readonly httpApiDomain: string;
  readonly webSocketDomain: string;
  /** The HTTP API's origin secret (a dynamic reference to the stateless stack's secret). */
  readonly originVerifySecret: string;
  /** Buckets the browser reaches directly with presigned URLs. */
  readonly browserBuckets: readonly s3.IBucket[];
  readonly siteDir: string | undefined;
  /** The web ACL made in us-east-1 by the edge stack; without one the ACL is made here (this stack is in us-east-1). */
  readonly webAclArn?: string;
}

/** The SPA and the single public entry point: CloudFront for the site, /api/* and /ws. */
export class WebStack extends Stack {
  readonly hosting: WebHosting;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const webAclArn = props.webAclArn ?? new EdgeWebAcl(this, 'WebAcl', { stage: props.config.stage }).arn;
    this.hosting = new WebHosting(this, 'WebHosting', {
      webAclArn,
      retain: props.config.isProduction,
      httpApiDomain: props.httpApiDomain,
      webSocketDomain: props.webSocketDomain,
      originVerifySecret: props.originVerifySecret,
      // The host the AWS SDK presigns for (virtual-hosted style, regional endpoint).
      storageOrigins: props.browserBuckets.map((bucket) => `https://${bucket.bucketName}.s3.${this.region}.${this.urlSuffix}`),
      siteDir: props.siteDir,
      customDomain: props.config.customDomain,
      socialSignIn: { google: Boolean(props.config.socialSignIn.googleClientId), facebook: Boolean(props.config.socialSignIn.facebookAppId) },
      mapTiles: props.config.mapTiles,
    });
    // The blog's publish command (npm run blog) finds where post images go through this output.
    new CfnOutput(this, 'BlogMediaBucketName', { value: this.hosting.blogMediaBucket.bucketName });
    new CfnOutput(this, 'AppUrl', {
      value: props.config.customDomain ? `https://${props.config.customDomain.domainName}` : this.hosting.appUrl,
    });
  }
}
