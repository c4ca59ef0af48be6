import { PLAYBACK_COPY_MB, RENDITION_KB } from '../../infra/cost/assumptions';
import { LARGE_MEDIA_BYTES } from '../../infra/stacks/stateful-stack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CfnElement } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { TABLE_INDEXES, TABLE_KEYS, TABLE_TTL_ATTRIBUTE } from '@heirloom/lambdas/adapters/aws/table-definition';
import { sharedStage, synthStage, type SynthesizedStage } from './support/synth-stage';
import { resourcesOfType, type CfnResource } from './support/template-queries';

let dev: SynthesizedStage;
let prod: SynthesizedStage;

beforeAll(() => {
  dev = sharedStage('dev');
  prod = synthStage({ bundle: false, context: { stage: 'prod', appOrigin: 'https://photos.example.com' } });
});

afterAll(() => {
  dev?.dispose();
  prod?.dispose();
});

const onlyTable = (template: Template): CfnResource => {
  const tables = resourcesOfType(template, 'AWS::DynamoDB::Table');
  expect(tables).toHaveLength(1);
  return tables[0]![1];
};

describe('stage stacks', () => {
  it('defaults to the dev stage and prefixes every stack name with the stage', () => {
    expect(dev.config.stage).toBe('dev');
    expect(Object.values(dev.stacks).map((stack) => stack.stackName)).toEqual([
      'dev-heirloom-stateful',
      'dev-heirloom-stateless',
      'dev-heirloom-web',
    ]);
    expect(Object.values(prod.stacks).map((stack) => stack.stackName).every((name) => name.startsWith('prod-'))).toBe(true);
  });

  it('protects the production stateful stack from deletion, and only that one', () => {
    expect(prod.stacks.stateful.terminationProtection).toBe(true);
    expect(dev.stacks.stateful.terminationProtection).toBe(false);
  });
});

describe('the single table', () => {
  it('has the pk/sk keys, on-demand billing, TTL and point-in-time recovery', () => {
    for (const stage of [dev, prod]) {
      const table = onlyTable(stage.templates.stateful);
      expect(table.Properties.KeySchema).toEqual([
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ]);
      expect(table.Properties.BillingMode).toBe('PAY_PER_REQUEST');
      expect(table.Properties.TimeToLiveSpecification).toEqual({ AttributeName: TABLE_TTL_ATTRIBUTE, Enabled: true });
      expect(table.Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    }
  });

  it('has every global secondary index of the table definition, each with its own keys', () => {
    const table = onlyTable(dev.templates.stateful);
    expect(TABLE_INDEXES).toHaveLength(8);
    const indexes = table.Properties.GlobalSecondaryIndexes as { IndexName: string }[];
    expect(indexes.map((index) => index.IndexName).sort()).toEqual(TABLE_INDEXES.map((index) => index.indexName).sort());
    for (const index of TABLE_INDEXES) {
      expect(indexes).toContainEqual({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      });
      expect(table.Properties.AttributeDefinitions).toContainEqual({ AttributeName: index.partitionKey, AttributeType: 'S' });
      expect(table.Properties.AttributeDefinitions).toContainEqual({ AttributeName: index.sortKey, AttributeType: 'S' });
    }
  });

  it('gets only its first indexes with -c tableIndexes, so an existing stage adds one index per deploy', () => {
    const stepping = synthStage({ bundle: false, context: { stage: 'up', tableIndexes: '5' } });
    try {
      const indexes = onlyTable(stepping.templates.stateful).Properties.GlobalSecondaryIndexes as { IndexName: string }[];
      expect(indexes.map((index) => index.IndexName)).toEqual(['gsi1', 'gsi2', 'gsi3', 'gsi4', 'gsi5']);
    } finally {
      stepping.dispose();
    }
    expect(() => synthStage({ bundle: false, context: { tableIndexes: 'all' } })).toThrow('tableIndexes "all" must be a number of indexes, such as 5');
  });

  it('is retained and deletion-protected in prod', () => {
    const table = onlyTable(prod.templates.stateful);
    expect(table.Properties.DeletionProtectionEnabled).toBe(true);
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
  });

  it('is deleted with the stack outside prod', () => {
    const table = onlyTable(dev.templates.stateful);
    expect(table.Properties.DeletionProtectionEnabled).toBe(false);
    expect(table.DeletionPolicy).toBe('Delete');
  });
});

describe('buckets', () => {
  const allBuckets = (stage: SynthesizedStage) => [
    ...resourcesOfType(stage.templates.stateful, 'AWS::S3::Bucket'),
    ...resourcesOfType(stage.templates.web, 'AWS::S3::Bucket'),
  ];

  it('every bucket of every stack blocks public access, is versioned, encrypted and TLS-only', () => {
    for (const stage of [dev, prod]) {
      const buckets = allBuckets(stage);
      expect(buckets).toHaveLength(5); // uploads, media, site, blog media, CloudFront access logs
      for (const [id, bucket] of buckets) {
        expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
        expect(bucket.Properties.VersioningConfiguration, id).toEqual({ Status: 'Enabled' });
        expect(bucket.Properties.BucketEncryption, id).toEqual({
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        });
        const template = id in stage.templates.stateful.findResources('AWS::S3::Bucket') ? stage.templates.stateful : stage.templates.web;
        template.hasResourceProperties('AWS::S3::BucketPolicy', {
          Bucket: { Ref: id },
          PolicyDocument: {
            Statement: Match.arrayWith([
              Match.objectLike({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
            ]),
          },
        });
      }
    }
  });

  it('abort incomplete multipart uploads after a day and expire noncurrent versions after 30 days', () => {
    for (const [id, bucket] of allBuckets(dev)) {
      const rules = bucket.Properties.LifecycleConfiguration?.Rules as Record<string, unknown>[];
      expect(rules, id).toContainEqual(expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }));
      expect(rules, id).toContainEqual(expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 30 }, Status: 'Enabled' }));
    }
  });

  it('move the originals to Intelligent-Tiering at once (no retrieval fee, no restore), and of the media only playback copies (over 1 MB), no renditions', () => {
    const rulesOf = (bucket: s3.Bucket) => prod.templates.stateful.toJSON().Resources[prod.stacks.stateful.getLogicalId(bucket.node.defaultChild as CfnElement)].Properties.LifecycleConfiguration.Rules as Array<Record<string, unknown>>;
    expect(rulesOf(prod.stacks.stateful.uploadsBucket)).toContainEqual(
      expect.objectContaining({ Id: 'originals-to-intelligent-tiering', Status: 'Enabled', Transitions: [{ StorageClass: 'INTELLIGENT_TIERING', TransitionInDays: 0 }] }),
    );
    const mediaTransitions = rulesOf(prod.stacks.stateful.mediaBucket).filter((rule) => 'Transitions' in rule);
    expect(mediaTransitions).toEqual([
      expect.objectContaining({ Id: 'large-media-to-intelligent-tiering', Status: 'Enabled', ObjectSizeGreaterThan: String(LARGE_MEDIA_BYTES), Transitions: [{ StorageClass: 'INTELLIGENT_TIERING', TransitionInDays: 0 }] }),
    ]);
    // A 1600 px rendition (the cost model's stated size) stays in Standard.
    expect(RENDITION_KB.jpeg1600 * 1024).toBeLessThan(LARGE_MEDIA_BYTES);
    expect(PLAYBACK_COPY_MB * 1024 * 1024).toBeGreaterThan(LARGE_MEDIA_BYTES);
  });

  it('are retained in prod and emptied and deleted with the stack elsewhere', () => {
    for (const [id, bucket] of allBuckets(prod)) expect(bucket.DeletionPolicy, id).toBe('Retain');
    for (const [id, bucket] of allBuckets(dev)) expect(bucket.DeletionPolicy, id).toBe('Delete');
    expect(resourcesOfType(prod.templates.stateful, 'Custom::S3AutoDeleteObjects')).toHaveLength(0);
    expect(resourcesOfType(dev.templates.stateful, 'Custom::S3AutoDeleteObjects')).toHaveLength(2);
  });

  it('the uploads bucket accepts browser PUTs from the app origin only, when one is configured', () => {
    const uploadsId = (stage: SynthesizedStage) => stage.stacks.stateful.getLogicalId(stage.stacks.stateful.uploadsBucket.node.defaultChild as CfnElement);
    const prodUploads = prod.templates.stateful.toJSON().Resources[uploadsId(prod)];
    expect(prodUploads.Properties.CorsConfiguration.CorsRules).toEqual([
      expect.objectContaining({ AllowedMethods: ['PUT'], AllowedOrigins: ['https://photos.example.com'] }),
    ]);
    // Without a configured origin the signature on the presigned URL is the only credential.
    const devUploads = dev.templates.stateful.toJSON().Resources[uploadsId(dev)];
    expect(devUploads.Properties.CorsConfiguration.CorsRules).toEqual([
      expect.objectContaining({ AllowedMethods: ['PUT'], AllowedOrigins: ['*'] }),
    ]);
  });
});
