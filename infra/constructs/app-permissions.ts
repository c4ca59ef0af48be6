import { Stack } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { QueueName } from '@heirloom/lambdas/queue/consumers';
import type { FunctionNeeds } from '../permissions/function-needs';
import type { FaceEngine } from '../stacks/stage-config';
import type { ProviderSecrets } from './provider-secrets';
import type { AppWebSocketApi } from './ws-api';

export interface AppResourcesForGrants {
  readonly table: dynamodb.ITable;
  readonly uploadsBucket: s3.IBucket;
  readonly mediaBucket: s3.IBucket;
  readonly queues: ReadonlyMap<QueueName, sqs.IQueue>;
  readonly webSocketApi: AppWebSocketApi;
  /** The sender address of account mail (the part inside <...> of a "Name <address>" form). */
  readonly mailFromAddress: string;
  /** Seals provider tokens of linked photo sources. */
  readonly providerTokenKey: kms.IKey;
  readonly providerSecrets: ProviderSecrets;
  readonly stage: string;
  /** With 'model' the faces live in the table (granted above): no Rekognition action is granted. */
  readonly faceEngine: FaceEngine;
}

/**
 * Item actions on the table and its indexes. Transactions need no actions of their own (each item
 * in one is authorized by these). Scan is left out: it reads every family's items, so only the
 * backfills that must visit every item have it (FunctionNeeds.table 'scan').
 */
export const TABLE_ITEM_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:DescribeTable',
] as const;

/**
 * What each function may do, derived from its needs (infra/permissions/function-needs.ts) and
 * nothing else: grantNeeds is the only grant of data access the stacks make.
 */
export class AppPermissions {
  constructor(private readonly resources: AppResourcesForGrants) {}

  grantNeeds(grantee: iam.IGrantable, needs: FunctionNeeds): void {
    const { table, uploadsBucket, mediaBucket } = this.resources;
    iam.Grant.addToPrincipal({
      grantee,
      actions: [...TABLE_ITEM_ACTIONS, ...(needs.table === 'scan' ? ['dynamodb:Scan'] : [])],
      resourceArns: [table.tableArn, `${table.tableArn}/index/*`],
    });
    const { originals = {}, media = {} } = needs;
    if (originals.read) uploadsBucket.grantRead(grantee);
    if (originals.put) uploadsBucket.grantPut(grantee, originals.put === true ? '*' : originals.put);
    if (originals.delete) uploadsBucket.grantDelete(grantee);
    if (media.read === true) mediaBucket.grantRead(grantee);
    // Under a prefix, objects only: grantRead would add listing the whole bucket (every family's keys).
    else if (media.read) iam.Grant.addToPrincipal({ grantee, actions: ['s3:GetObject*'], resourceArns: [mediaBucket.arnForObjects(media.read)] });
    if (media.write) mediaBucket.grantPut(grantee, media.write === true ? '*' : media.write);
    if (media.delete) mediaBucket.grantDelete(grantee);
    for (const name of new Set(needs.sends ?? [])) {
      const queue = this.resources.queues.get(name);
      if (!queue) throw new Error(`No "${name}" queue to grant sending to`);
      queue.grantSendMessages(grantee);
    }
    if (needs.mail) this.grantMail(grantee);
    if (needs.sms) this.grantSms(grantee);
    if (needs.realtime) this.grantRealtimePush(grantee);
    if (needs.tokenKey === 'seal') this.resources.providerTokenKey.grantEncryptDecrypt(grantee);
    if (needs.tokenKey === 'open') this.resources.providerTokenKey.grantDecrypt(grantee);
    if (needs.providerSecrets) this.resources.providerSecrets.grantRead(grantee);
    if (needs.faces && this.resources.faceEngine === 'rekognition') this.grantFaces(grantee, this.resources.stage, needs.faces);
  }

  /** E-mail through SES from the app's sender address only. */
  private grantMail(grantee: iam.IGrantable): void {
    const stack = Stack.of(this.resources.webSocketApi);
    iam.Grant.addToPrincipal({
      grantee,
      actions: ['ses:SendEmail'],
      resourceArns: [stack.formatArn({ service: 'ses', resource: 'identity', resourceName: '*' })],
      conditions: { StringEquals: { 'ses:FromAddress': this.resources.mailFromAddress } },
    });
  }

  /**
   * SMS through SNS to phone numbers only: SNS has no resource for a phone number, so the grant
   * excludes every SNS ARN (no topic, no platform endpoint) instead.
   */
  private grantSms(grantee: iam.IGrantable): void {
    const stack = Stack.of(this.resources.webSocketApi);
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
   * a whole collection, or the faces of a deleted account's photos from a family's that stays
   * (account deletion).
   */
  private grantFaces(grantee: iam.IGrantable, stage: string, use: 'index' | 'move' | 'forget' | 'drop'): void {
    const actions = {
      index: ['rekognition:CreateCollection', 'rekognition:IndexFaces', 'rekognition:SearchFaces', 'rekognition:DeleteFaces'],
      move: ['rekognition:CreateCollection', 'rekognition:IndexFaces', 'rekognition:SearchFaces', 'rekognition:DeleteFaces'],
      forget: ['rekognition:DeleteFaces'],
      drop: ['rekognition:DeleteCollection', 'rekognition:DeleteFaces'],
    }[use];
    const stack = Stack.of(this.resources.webSocketApi);
    iam.Grant.addToPrincipal({ grantee, actions, resourceArns: [stack.formatArn({ service: 'rekognition', resource: 'collection', resourceName: `heirloom-${stage}-*` })] });
  }

  /** Post to (and close) WebSocket connections through the management API. */
  private grantRealtimePush(grantee: iam.IGrantable): void {
    this.resources.webSocketApi.grantManageConnections(grantee);
  }
}
