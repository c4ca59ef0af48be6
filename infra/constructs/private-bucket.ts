import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface PrivateBucketProps {
  /** Keep the bucket and its objects when the stack goes (production), or delete both. */
  readonly retain: boolean;
  readonly cors?: s3.CorsRule[];
}

/** Every private bucket's own lifecycle rules, first in its configuration (rules a stack adds come after them, in order). */
export const PRIVATE_BUCKET_LIFECYCLE_RULES: readonly s3.LifecycleRule[] = [
  { id: 'abort-incomplete-multipart-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
  { id: 'expire-noncurrent-versions', noncurrentVersionExpiration: Duration.days(30) },
];

/**
 * A bucket nobody reaches without IAM: all public access blocked, TLS only, S3-managed encryption,
 * versioned so an overwrite or delete can be undone for 30 days, and no storage left behind by
 * abandoned multipart uploads.
 */
export class PrivateBucket extends s3.Bucket {
  constructor(scope: Construct, id: string, props: PrivateBucketProps) {
    super(scope, id, {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [...PRIVATE_BUCKET_LIFECYCLE_RULES],
      cors: props.cors,
      removalPolicy: props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      // A bucket with objects cannot be deleted; outside production, empty it on stack deletion.
      autoDeleteObjects: !props.retain,
    });
  }
}
