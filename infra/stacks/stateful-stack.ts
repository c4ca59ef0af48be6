import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { TABLE_INDEXES, TABLE_KEYS, TABLE_TTL_ATTRIBUTE } from '@heirloom/lambdas/adapters/aws/table-definition';
import { PRIVATE_BUCKET_LIFECYCLE_RULES, PrivateBucket } from '../constructs/private-bucket';
import { EXPORT_FILE_DAYS, EXPORT_PREFIX } from '@heirloom/lambdas/domain/gedcom-export/export-files';
import type { StageConfig } from './stage-config';

/**
 * Media objects above this size (videos' playback copies) move to Intelligent-Tiering at once;
 * renditions (a 1600 px JPEG is ~350 KB) are under it.
 */
export const LARGE_MEDIA_BYTES = 1024 * 1024;

export interface StatefulStackProps extends StackProps {
  readonly config: StageConfig;
}

/** What must outlive a deployment: the single table and the two buckets of photos and documents. */
export class StatefulStack extends Stack {
  readonly table: dynamodb.Table;
  /** Originals as browsers upload them (presigned PUT). */
  readonly uploadsBucket: s3.Bucket;
  /** What the processors derive: resized images, posters, page renders. */
  readonly mediaBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, props);
    const retain = props.config.isProduction;

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: TABLE_KEYS.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: TABLE_KEYS.sortKey, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: TABLE_TTL_ATTRIBUTE,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: retain,
      removalPolicy: retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    // An existing stage gets later indexes one deploy at a time (README: "Upgrading a stage").
    for (const index of TABLE_INDEXES.slice(0, props.config.tableIndexes ?? TABLE_INDEXES.length)) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: index.sortKey, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    this.uploadsBucket = new PrivateBucket(this, 'UploadsBucket', {
      retain,
      cors: [
        {
          allowedMethods: [s3.HttpMethods.PUT],
          allowedOrigins: [props.config.appOrigin ?? '*'],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: Duration.hours(1).toSeconds(),
        },
      ],
    });
    this.mediaBucket = new PrivateBucket(this, 'MediaBucket', {
      retain,
      // Presigned GETs in <img> need no CORS, but the app also fetches media (downloads, face crops).
      cors: [{ allowedMethods: [s3.HttpMethods.GET, s3.HttpMethods.HEAD], allowedOrigins: [props.config.appOrigin ?? '*'], maxAge: Duration.hours(1).toSeconds() }],
    });
    // Originals are read rarely after their first weeks (the app shows renditions; originals are for
    // downloads and re-processing). Intelligent-Tiering moves each one untouched for 30 days to a
    // tier ~45% cheaper, and after 90 to one ~80% cheaper, with no retrieval fee and no restore: a
    // download is as immediate as from Standard, and a read moves the object back. Objects under
    // 128 KB stay in the frequent tier at Standard's price, unmonitored.
    this.uploadsBucket.addLifecycleRule({ id: 'originals-to-intelligent-tiering', transitions: [{ storageClass: s3.StorageClass.INTELLIGENT_TIERING, transitionAfter: Duration.days(0) }] });
    // Videos' playback copies (tens of MB each) are played a few times, mostly in their first weeks:
    // Intelligent-Tiering too, by size, so renditions (well under 1 MB, read on every visit) stay in
    // Standard where monitoring would cost more than it saves.
    this.mediaBucket.addLifecycleRule({
      id: 'large-media-to-intelligent-tiering',
      objectSizeGreaterThan: LARGE_MEDIA_BYTES,
      transitions: [{ storageClass: s3.StorageClass.INTELLIGENT_TIERING, transitionAfter: Duration.days(0) }],
    });
    // CDK writes the size as a number where CloudFormation's schema has a string (W9003): this is
    // the media bucket's first rule after its own.
    (this.mediaBucket.node.defaultChild as s3.CfnBucket).addPropertyOverride(`LifecycleConfiguration.Rules.${PRIVATE_BUCKET_LIFECYCLE_RULES.length}.ObjectSizeGreaterThan`, String(LARGE_MEDIA_BYTES));
    // GEDCOM exports are downloaded within minutes of being written; they are not kept (versions included).
    this.mediaBucket.addLifecycleRule({ id: 'expire-gedcom-exports', prefix: EXPORT_PREFIX, expiration: Duration.days(EXPORT_FILE_DAYS), noncurrentVersionExpiration: Duration.days(EXPORT_FILE_DAYS) });

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'UploadsBucketName', { value: this.uploadsBucket.bucketName });
    new CfnOutput(this, 'MediaBucketName', { value: this.mediaBucket.bucketName });
  }
}
