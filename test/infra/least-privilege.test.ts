import { Stack, type CfnElement } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpRoutes } from '@heirloom/lambdas/http/routes';
import { queueConsumers } from '@heirloom/lambdas/queue/consumers';
import { scheduledJobs } from '@heirloom/lambdas/jobs/schedules';
import { wsRoutes } from '@heirloom/lambdas/ws/routes';
import { routeDomain } from '../../infra/stacks/http-route-stack';
import { sharedStage, type SynthesizedStage } from './support/synth-stage';
import { referencedId, resource, resourcesOfType } from './support/template-queries';

/**
 * Least privilege over the prod stage, as rules a change must not break. The lists below are the
 * only functions allowed each sensitive action; adding one is a decision made here, in review.
 */
const SCANNERS = ['jobs/backfill-faces', 'jobs/index-citations', 'jobs/index-photo-words'];
/** Code that removes photos, uploads or accounts, and so their originals. */
const ORIGINAL_DELETERS = [
  ...httpRoutes.map((route) => `http/${route.handler}`).filter((name) => /^http\/(photos|documents|uploads)\//.test(name)),
  'queue/process-upload',
  'queue/process-video',
  'queue/process-archive',
  'queue/import-gedcom-upload',
  'queue/delete-account',
  'jobs/release-abandoned-uploads',
  'jobs/purge-trash',
];
/** Codes and contact changes (accounts), and message delivery (the messages consumer, digests, trial expiry). */
const SMS_SENDERS = [
  ...httpRoutes.map((route) => `http/${route.handler}`).filter((name) => name.startsWith('http/accounts/')),
  'queue/record-messages',
  'jobs/expire-trials',
  'jobs/send-hourly-digests',
  'jobs/send-daily-digests',
  'jobs/send-weekly-digests',
  'jobs/send-monthly-digests',
];
const DELETION_QUEUE_SENDERS = ['http/accounts/post-delete-user'];
const TOKEN_KEY_USERS = [...httpRoutes.map((route) => `http/${route.handler}`).filter((name) => name.startsWith('http/external/')), 'queue/import-external-item'];
/**
 * Actions that have no resource to name, or CDK's own deployment helpers that ask for '*':
 * X-Ray's segment upload, CloudFront invalidations of the site deployment.
 */
const STAR_RESOURCE_ACTIONS = new Set(['xray:PutTraceSegments', 'xray:PutTelemetryRecords', 'cloudfront:CreateInvalidation', 'cloudfront:GetInvalidation']);

let prod: SynthesizedStage;
let template: Template;
beforeAll(() => {
  prod = sharedStage('prod');
  template = prod.templates.stateless;
});
afterAll(() => prod?.dispose());

interface Statement {
  readonly Effect: string;
  readonly Action?: string | string[];
  readonly Resource?: unknown;
  readonly NotResource?: unknown;
}

const functionId = (name: string): string => {
  const fn = prod.stacks.stateless.handlerFunctions.get(name);
  if (!fn) throw new Error(`No function for ${name}`);
  return Stack.of(fn).getLogicalId(fn.node.defaultChild as CfnElement);
};
const roleOf = (name: string): string => referencedId(resource(template, functionId(name)).Properties.Role, 'Arn');
const everyFunction = (): string[] => [...prod.stacks.stateless.handlerFunctions.keys()];

/** Every allowing statement of every policy attached to a role (inline or separate), with the role. */
function statements(): { role: string; statement: Statement }[] {
  const found: { role: string; statement: Statement }[] = [];
  for (const [, policy] of resourcesOfType(template, 'AWS::IAM::Policy')) {
    for (const role of (policy.Properties.Roles ?? []) as { Ref?: string }[]) {
      for (const statement of policy.Properties.PolicyDocument.Statement as Statement[]) if (statement.Effect === 'Allow') found.push({ role: role.Ref ?? '?', statement });
    }
  }
  for (const [roleId, role] of resourcesOfType(template, 'AWS::IAM::Role')) {
    for (const policy of (role.Properties.Policies ?? []) as { PolicyDocument: { Statement: Statement[] } }[]) {
      for (const statement of policy.PolicyDocument.Statement) if (statement.Effect === 'Allow') found.push({ role: roleId, statement });
    }
  }
  return found;
}
const actionsOf = (statement: Statement): string[] => ([] as string[]).concat(statement.Action ?? []);
/** Whether a statement's actions cover `action` (exactly, or by a wildcard such as s3:Delete* or dynamodb:*). */
const covers = (statement: Statement, action: string): boolean =>
  actionsOf(statement).some((pattern) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`, 'i').test(action));
const mentions = (statement: Statement, logicalId: string): boolean => JSON.stringify(statement.Resource ?? statement.NotResource ?? '').includes(`"${logicalId}"`);

/** Roles with a statement covering `action` (on a resource that mentions `onResource`, when given). */
function rolesAllowed(action: string, onResource?: string): Set<string> {
  return new Set(statements().filter(({ statement }) => covers(statement, action) && (!onResource || mentions(statement, onResource))).map(({ role }) => role));
}
const rolesOf = (names: readonly string[]): Set<string> => new Set(names.map(roleOf));

/** Logical id of a stateful resource as the stateless template names it through a cross-stack reference. */
const statefulOutputFor = (construct: { node: { defaultChild?: unknown } }): string => prod.stacks.stateful.getLogicalId(construct.node.defaultChild as CfnElement);

function resolvedStatementsMention(action: string, producerId: string): Set<string> {
  // Cross-stack values are read from the stateful stack's outputs; resolve them to its logical ids.
  const outputs = prod.templates.stateful.toJSON().Outputs as Record<string, { Value: unknown }>;
  const outputNames = Object.entries(outputs).filter(([, output]) => JSON.stringify(output.Value).includes(`"${producerId}"`)).map(([name]) => name);
  return new Set(
    statements()
      .filter(({ statement }) => covers(statement, action))
      .filter(({ statement }) => outputNames.some((name) => JSON.stringify(statement.Resource ?? '').includes(`"OutputName":"${name}"`)))
      .map(({ role }) => role),
  );
}

describe('least privilege (prod)', () => {
  it('the table can be scanned only by the backfill that visits every item; no role has dynamodb:*', () => {
    expect(everyFunction().length).toBe(httpRoutes.filter((r, i) => httpRoutes.findIndex((o) => o.handler === r.handler) === i).length + wsRoutes.length + queueConsumers.length + scheduledJobs.length);
    expect([...rolesAllowed('dynamodb:Scan')].sort()).toEqual([...rolesOf(SCANNERS)].sort());
    expect(statements().filter(({ statement }) => actionsOf(statement).some((action) => action === 'dynamodb:*' || action === '*'))).toEqual([]);
  });

  it('request paths (HTTP and WebSocket) read and write items by key and index, never by Scan', () => {
    const table = statefulOutputFor(prod.stacks.stateful.table);
    const requestRoles = rolesOf(everyFunction().filter((name) => name.startsWith('http/') || name.startsWith('ws/')));
    for (const role of requestRoles) {
      const own = statements().filter((entry) => entry.role === role);
      expect(own.some(({ statement }) => covers(statement, 'dynamodb:Query')), role).toBe(true);
      expect(own.some(({ statement }) => covers(statement, 'dynamodb:Scan')), role).toBe(false);
    }
    expect(resolvedStatementsMention('dynamodb:Query', table).size).toBeGreaterThan(requestRoles.size);
  });

  it('originals (the uploads bucket) can be deleted only by the code that removes photos, uploads or accounts', () => {
    const uploads = statefulOutputFor(prod.stacks.stateful.uploadsBucket);
    const deleters = resolvedStatementsMention('s3:DeleteObject', uploads);
    expect([...deleters].sort()).toEqual([...rolesOf(ORIGINAL_DELETERS)].sort());
    // Versions too only for them (account deletion erases every version).
    for (const role of resolvedStatementsMention('s3:DeleteObjectVersion', uploads)) expect(deleters.has(role), role).toBe(true);
  });

  it('consumers that never delete originals cannot: fix-image, faces, family moves, imports, removals, messages, exports', () => {
    const uploads = statefulOutputFor(prod.stacks.stateful.uploadsBucket);
    const deleters = resolvedStatementsMention('s3:DeleteObject', uploads);
    for (const handler of ['fix-image', 'detect-faces', 'move-family-items', 'import-external-item', 'remove-import', 'record-messages', 'export-gedcom']) {
      expect(deleters.has(roleOf(`queue/${handler}`)), handler).toBe(false);
    }
  });

  it('SMS (sns:Publish) only for their senders, and only to phone numbers: never on a topic or "*"', () => {
    expect([...rolesAllowed('sns:Publish')].sort()).toEqual([...rolesOf(SMS_SENDERS)].sort());
    for (const { statement } of statements().filter(({ statement }) => covers(statement, 'sns:Publish'))) {
      expect(statement.Resource, 'no Resource').toBeUndefined();
      expect(JSON.stringify(statement.NotResource)).toContain(':sns:*:*:*');
    }
  });

  it('the account-deletion queue has one sender: confirming the deletion link', () => {
    const deleteQueue = prod.stacks.stateless.workQueues.get('delete')!.queue;
    const queueId = Stack.of(deleteQueue).getLogicalId(deleteQueue.node.defaultChild as CfnElement);
    expect([...rolesAllowed('sqs:SendMessage', queueId)].sort()).toEqual([...rolesOf(DELETION_QUEUE_SENDERS)].sort());
  });

  it('the downloads queue has two senders: asking for a download, and its consumer (the next run of a long zip)', () => {
    const downloadsQueue = prod.stacks.stateless.workQueues.get('downloads')!.queue;
    const queueId = Stack.of(downloadsQueue).getLogicalId(downloadsQueue.node.defaultChild as CfnElement);
    expect([...rolesAllowed('sqs:SendMessage', queueId)].sort()).toEqual([...rolesOf(['http/photos/post-photos-download', 'queue/zip-photos'])].sort());
  });

  it('the provider-token key is used only by the photo-source routes (seal and open) and the importer (open only)', () => {
    const key = Stack.of(prod.stacks.stateless.providerTokenKey).getLogicalId(prod.stacks.stateless.providerTokenKey.node.defaultChild as CfnElement);
    const kmsRoles = new Set(statements().filter(({ statement }) => actionsOf(statement).some((action) => action.startsWith('kms:'))).map(({ role }) => role));
    expect([...kmsRoles].sort()).toEqual([...rolesOf(TOKEN_KEY_USERS)].sort());
    expect([...rolesAllowed('kms:Encrypt', key)]).not.toContain(roleOf('queue/import-external-item'));
    expect(rolesAllowed('kms:Decrypt', key).has(roleOf('queue/import-external-item'))).toBe(true);
  });

  it('with the stage\'s face engine the in-repo model (the default), no role of any template may call Rekognition', () => {
    expect(prod.config.faceEngine).toBe('model');
    // Every template as deployed, nested route stacks included: grants, managed policies, anything.
    for (const [path, stackTemplate] of prod.stackTemplates) expect(JSON.stringify(stackTemplate.toJSON()), path).not.toContain('rekognition:');
  });

  it('no statement allows Resource "*" but for actions that have no resource to name', () => {
    for (const stackTemplate of Object.values(prod.templates)) {
      for (const [, policy] of resourcesOfType(stackTemplate, 'AWS::IAM::Policy')) {
        for (const statement of policy.Properties.PolicyDocument.Statement as Statement[]) {
          if (statement.Effect !== 'Allow' || !([] as unknown[]).concat(statement.Resource ?? []).includes('*')) continue;
          expect(actionsOf(statement).filter((action) => !STAR_RESOURCE_ACTIONS.has(action)), JSON.stringify(statement)).toEqual([]);
        }
      }
    }
  });

  it('no role serves more than one folder of HTTP routes, nor both routes and other functions', () => {
    const folders = new Map<string, Set<string>>();
    for (const name of everyFunction()) {
      const folder = name.startsWith('http/') ? `http/${routeDomain(name.slice('http/'.length))}` : name;
      const role = roleOf(name);
      folders.set(role, new Set([...(folders.get(role) ?? []), folder.startsWith('http/') ? folder : 'not http']));
    }
    for (const [role, served] of folders) expect([...served], role).toHaveLength(1);
    const httpRoles = new Set(everyFunction().filter((name) => name.startsWith('http/')).map(roleOf));
    expect(httpRoles.size).toBeGreaterThanOrEqual(new Set(httpRoutes.map((route) => routeDomain(route.handler))).size);
  });

  it('only the billing routes and account deletion read the Stripe secret', () => {
    const readers = new Set(
      statements()
        .filter(({ statement }) => covers(statement, 'secretsmanager:GetSecretValue') && JSON.stringify(statement.Resource).includes('heirloom/prod/stripe'))
        .map(({ role }) => role),
    );
    const expected = rolesOf([...httpRoutes.filter((route) => route.handler.startsWith('billing/')).map((route) => `http/${route.handler}`), 'queue/delete-account']);
    expect([...readers].sort()).toEqual([...expected].sort());
  });
});
