import type { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedStage, synthStage, type SynthesizedStage } from './support/synth-stage';
import { allowedActions, referencedId, resourcesOfType, type CfnResource } from './support/template-queries';

/** Photo sources as synthesized for stage dev: the token key, the imports queue and who may do what. */
let plain: SynthesizedStage;
let withDropbox: SynthesizedStage;
let template: Template;
beforeAll(() => {
  plain = sharedStage('dev');
  withDropbox = synthStage({ bundle: false, context: { dropboxAppKey: 'dropbox-app-key-1', googlePhotosClientId: 'photos-client-1', googlePhotosClientSecretName: 'heirloom/dev/google-photos', facebookPhotosAppId: 'fb-app-1', facebookPhotosAppSecretName: 'heirloom/dev/facebook-photos' } });
  template = plain.templates.stateless;
});
afterAll(() => {
  plain?.dispose();
  withDropbox?.dispose();
});

const functions = (t: Template) => resourcesOfType(t, 'AWS::Lambda::Function').filter(([, fn]) => fn.Properties.Environment?.Variables?.TABLE_NAME);
const described = (t: Template, description: string): CfnResource => {
  const found = functions(t).filter(([, fn]) => fn.Properties.Description === description);
  expect(found, description).toHaveLength(1);
  return found[0]![1];
};
const roleOf = (fn: CfnResource) => referencedId(fn.Properties.Role, 'Arn');
const keyId = () => {
  const keys = resourcesOfType(template, 'AWS::KMS::Key');
  expect(keys).toHaveLength(1);
  return keys[0]!;
};

describe('photo sources infrastructure', () => {
  it('seals provider tokens with a rotating KMS key that every function is told about', () => {
    const [id, key] = keyId();
    expect(key.Properties.EnableKeyRotation).toBe(true);
    for (const [, fn] of functions(template)) expect(referencedId(fn.Properties.Environment.Variables.TOKEN_KEY_ARN, 'Arn')).toBe(id);
  });

  it('has an imports queue consumed ten at a time, with a dead-letter queue', () => {
    const consumer = described(template, 'Consumer of the imports queue');
    const mappings = resourcesOfType(template, 'AWS::Lambda::EventSourceMapping').filter(([, mapping]) => referencedId(mapping.Properties.FunctionName) === functions(template).find(([, fn]) => fn === consumer)![0]);
    expect(mappings).toHaveLength(1);
    expect(mappings[0]![1].Properties.BatchSize).toBe(10);
    expect(mappings[0]![1].Properties.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    const queueId = referencedId(mappings[0]![1].Properties.EventSourceArn, 'Arn');
    const queue = resourcesOfType(template, 'AWS::SQS::Queue').find(([qid]) => qid === queueId)![1];
    expect(queue.Properties.RedrivePolicy.maxReceiveCount).toBe(3);
  });

  it('lets the importer open tokens and put originals in the uploads bucket, and request handlers seal and open them', () => {
    const [id] = keyId();
    const importer = allowedActions(template, roleOf(described(template, 'Consumer of the imports queue')));
    const kmsGrants = importer.filter((grant) => grant.action.startsWith('kms:'));
    expect(kmsGrants.map((grant) => grant.action)).toContain('kms:Decrypt');
    expect(kmsGrants.map((grant) => grant.action)).not.toContain('kms:Encrypt');
    for (const grant of kmsGrants) expect(referencedId(grant.resource, 'Arn')).toBe(id);
    expect(importer.some((grant) => grant.action === 's3:PutObject')).toBe(true);

    const [, route] = functions(template).find(([, fn]) => String(fn.Properties.Description).startsWith('POST /api/external_system'))!;
    const httpKms = allowedActions(template, roleOf(route)).filter((grant) => grant.action.startsWith('kms:')).map((grant) => grant.action);
    expect(httpKms).toEqual(expect.arrayContaining(['kms:Encrypt', 'kms:Decrypt']));
    // The processing consumer has no business with tokens.
    const processing = allowedActions(template, roleOf(described(template, 'Consumer of the processing queue')));
    expect(processing.filter((grant) => grant.action.startsWith('kms:'))).toEqual([]);
  });

  it('turns Dropbox on only when the stage names its app key', () => {
    for (const [, fn] of functions(template)) expect(fn.Properties.Environment.Variables).not.toHaveProperty('DROPBOX_APP_KEY');
    for (const [, fn] of functions(withDropbox.templates.stateless)) expect(fn.Properties.Environment.Variables.DROPBOX_APP_KEY).toBe('dropbox-app-key-1');
  });

  it('turns Google Photos and Facebook on only when the stage names their apps, apart from the sign-in ones', () => {
    for (const [, fn] of functions(template)) {
      expect(fn.Properties.Environment.Variables).not.toHaveProperty('GOOGLE_PHOTOS_CLIENT_ID');
      expect(fn.Properties.Environment.Variables).not.toHaveProperty('FACEBOOK_PHOTOS_APP_ID');
    }
    for (const [, fn] of functions(withDropbox.templates.stateless)) {
      expect(fn.Properties.Environment.Variables).toMatchObject({
        GOOGLE_PHOTOS_CLIENT_ID: 'photos-client-1',
        GOOGLE_PHOTOS_CLIENT_SECRET_ID: 'heirloom/dev/google-photos',
        FACEBOOK_PHOTOS_APP_ID: 'fb-app-1',
        FACEBOOK_PHOTOS_APP_SECRET_ID: 'heirloom/dev/facebook-photos',
      });
      expect(fn.Properties.Environment.Variables).not.toHaveProperty('GOOGLE_PHOTOS_CLIENT_SECRET');
      expect(fn.Properties.Environment.Variables).not.toHaveProperty('FACEBOOK_PHOTOS_APP_SECRET');
      expect(fn.Properties.Environment.Variables).not.toHaveProperty('GOOGLE_CLIENT_ID');
    }
  });
});
