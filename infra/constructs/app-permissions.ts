import { Stack } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { AppWebSocketApi } from './ws-api';

export interface AppResourcesForGrants {
  readonly table: dynamodb.ITable;
  readonly uploadsBucket: s3.IBucket;
  readonly mediaBucket: s3.IBucket;
  readonly queues: readonly sqs.IQueue[];
  readonly webSocketApi: AppWebSocketApi;
  /** The sender address of account mail (the part inside <...> of a "Name <address>" form). */
  readonly mailFromAddress: string;
}

/**
 * What each family of functions may do, in one place. Grants are per family (request handlers,
 * realtime handlers, upload processors, scheduled jobs), matching what their code is for.
 */
export class AppPermissions {
  constructor(private readonly resources: AppResourcesForGrants) {}

  /**
   * HTTP handlers: read and write the table, presign PUTs into the uploads bucket, presign GETs
   * of derived media, and hand work to the queues. They never delete objects themselves.
   */
  grantRequestHandling(grantee: iam.IGrantable): void {
    const { table, uploadsBucket, mediaBucket, queues } = this.resources;
    table.grantReadWriteData(grantee);
    uploadsBucket.grantPut(grantee);
    mediaBucket.grantRead(grantee);
    for (const queue of queues) queue.grantSendMessages(grantee);
  }

  /** WebSocket handlers do what request handlers do, and answer on the connection. */
  grantRealtimeHandling(grantee: iam.IGrantable): void {
    this.grantRequestHandling(grantee);
    this.grantRealtimePush(grantee);
  }

  /**
   * Queue consumers: read (and, once processed or when an account goes, delete) uploads, write
   * derived media, read and write the table, and push results to connected clients.
   */
  grantProcessing(grantee: iam.IGrantable): void {
    const { table, uploadsBucket, mediaBucket } = this.resources;
    table.grantReadWriteData(grantee);
    uploadsBucket.grantRead(grantee);
    uploadsBucket.grantDelete(grantee);
    mediaBucket.grantReadWrite(grantee);
    this.grantRealtimePush(grantee);
  }

  /**
   * The upload consumer keeps the photos and videos it takes out of a Takeout or Facebook zip
   * beside the uploads, under users/<id>/archives/ only (never an upload key, which would be
   * processed again).
   */
  grantArchiveOriginals(grantee: iam.IGrantable): void {
    this.resources.uploadsBucket.grantPut(grantee, 'users/*/archives/*');
  }

  /**
   * The GEDCOM exports consumer: reads and writes the table (the tree, its job), writes export files
   * under the media bucket's exports/ prefix only (multipart parts included), and pushes progress.
   */
  grantExportWriting(grantee: iam.IGrantable, prefix: string): void {
    this.resources.table.grantReadWriteData(grantee);
    this.resources.mediaBucket.grantPut(grantee, `${prefix}*`);
    this.grantRealtimePush(grantee);
  }

  /** The photo-source importer puts what it fetched from a provider into the uploads bucket, as a browser would. */
  grantUploadPut(grantee: iam.IGrantable): void {
    this.resources.uploadsBucket.grantPut(grantee);
  }

  /** Scheduled jobs: housekeeping on the table (stale connection records, expired trials). */
  grantScheduledWork(grantee: iam.IGrantable): void {
    this.resources.table.grantReadWriteData(grantee);
  }

  /**
   * E-mail through SES from the app's sender address only, and SMS through SNS to phone numbers
   * only: SNS has no resource for a phone number, so the grant excludes every SNS ARN instead.
   */
  grantNotifications(grantee: iam.IGrantable): void {
    const stack = Stack.of(this.resources.webSocketApi);
    iam.Grant.addToPrincipal({
      grantee,
      actions: ['ses:SendEmail'],
      resourceArns: [stack.formatArn({ service: 'ses', resource: 'identity', resourceName: '*' })],
      conditions: { StringEquals: { 'ses:FromAddress': this.resources.mailFromAddress } },
    });
    grantee.grantPrincipal.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['sns:Publish'],
        notResources: [stack.formatArn({ service: 'sns', region: '*', account: '*', resource: '*' })],
      }),
    );
  }

  /**
   * Face recognition (Rekognition) on this stage's collections only (`heirloom-<stage>-<owner>`).
   * 'index' finds and matches faces (the faces consumer); 'move' indexes a photo's faces into a
   * family's collection, deletes them from the old one and groups the faces of a member who left
   * (the family consumer); 'forget' removes single faces (the face menu's Forget); 'drop' removes
   * a whole collection (account deletion).
   */
  grantFaces(grantee: iam.IGrantable, stage: string, use: 'index' | 'move' | 'forget' | 'drop'): void {
    const actions = {
      index: ['rekognition:CreateCollection', 'rekognition:IndexFaces', 'rekognition:SearchFaces', 'rekognition:DeleteFaces'],
      move: ['rekognition:CreateCollection', 'rekognition:IndexFaces', 'rekognition:SearchFaces', 'rekognition:DeleteFaces'],
      forget: ['rekognition:DeleteFaces'],
      drop: ['rekognition:DeleteCollection'],
    }[use];
    const stack = Stack.of(this.resources.webSocketApi);
    iam.Grant.addToPrincipal({ grantee, actions, resourceArns: [stack.formatArn({ service: 'rekognition', resource: 'collection', resourceName: `heirloom-${stage}-*` })] });
  }

  /** Post to (and close) WebSocket connections through the management API. */
  grantRealtimePush(grantee: iam.IGrantable): void {
    this.resources.webSocketApi.grantManageConnections(grantee);
  }
}
