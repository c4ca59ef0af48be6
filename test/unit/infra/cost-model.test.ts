import { describe, expect, it } from 'vitest';
import { NEW_FACES_MARGIN_MS } from '../../../lambdas/adapters/local/model-face-recognition';
import { queueConsumers } from '../../../lambdas/queue/consumers';
import { FACE_MODEL_ARCHITECTURE, FACE_MODEL_MEMORY_MB } from '../../../infra/constructs/face-model-processing';
import * as A from '../../../infra/cost/assumptions';
import { formatReport } from '../../../infra/cost/format';
import { computeCost, type CostLine } from '../../../infra/cost/model';
import { PRICES } from '../../../infra/cost/prices';
import { parseProfileArgs, ISSUE_33_PROFILE, type UsageProfile } from '../../../infra/cost/profile';
import { readStageFacts, type CfnTemplate } from '../../../infra/cost/read-templates';

/** A tiny stage: an uploads bucket tiering at once, a table, one HTTP function, the upload consumer, a queue, a key. */
function tinyTemplate(originalsClass?: string): CfnTemplate {
  return {
    Resources: {
      UploadsBucketAB12: { Type: 'AWS::S3::Bucket', Properties: originalsClass ? { LifecycleConfiguration: { Rules: [{ Status: 'Enabled', Transitions: [{ StorageClass: originalsClass, TransitionInDays: 0 }] }] } } : {} },
      TableCD34: { Type: 'AWS::DynamoDB::Table', Properties: { BillingMode: 'PAY_PER_REQUEST' } },
      HttpPhotosGetPhotos: { Type: 'AWS::Lambda::Function', Properties: { MemorySize: 1024, Architectures: ['arm64'] } },
      QueueProcessUploadEF: { Type: 'AWS::Lambda::Function', Properties: { MemorySize: 2048, Architectures: ['x86_64'] } },
      QueueDetectFacesGH: { Type: 'AWS::Lambda::Function', Properties: { MemorySize: 1024, Environment: { Variables: { FACE_RECOGNITION: 'rekognition' } } } },
      ProcessingQueue: { Type: 'AWS::SQS::Queue', Properties: {} },
      ProcessingQueueDeadLetterQueue: { Type: 'AWS::SQS::Queue', Properties: {} },
      Key: { Type: 'AWS::KMS::Key', Properties: {} },
    },
  };
}

const profile: UsageProfile = { members: 1, photos: 1000, photoMb: 1, videos: 0, people: 0, families: 2 };
const line = (lines: readonly CostLine[], item: string) => lines.find((candidate) => candidate.item.startsWith(item));

/**
 * The model's onboarding of the profile's 1,000 photos at `mb` on `architecture`: GB-seconds,
 * embeddings written, and the growing collection (half the faces on average) read whole once by each
 * of the faces consumer's containers (20 minutes of work, within one container's lifetime), plus a
 * Query a face for the faces made within the margin of the newest held.
 */
function modelOnboarding(mb: number, architecture: string): number {
  const faces = 1000 * A.FACES_PER_PHOTO;
  const perGbS = architecture === 'x86_64' ? PRICES.lambdaX86GbSecond.usd : PRICES.lambdaArmGbSecond.usd;
  const lambda = 1000 * A.FACE_MODEL_SECONDS_PER_PHOTO * (mb / 1024) * perGbS + (100 / 1e6) * 0.2;
  const writes = ((faces * Math.ceil(A.FACE_EMBEDDING_ITEM_BYTES / 1024)) / 1e6) * 0.625;
  const containers = queueConsumers.find((consumer) => consumer.queue === 'faces')!.maxConcurrency;
  const whole = containers * (((faces / 2) * A.FACE_EMBEDDING_ITEM_BYTES) / 4096) * 0.5;
  const marginFaces = (NEW_FACES_MARGIN_MS / 1000 / A.FACE_MODEL_SECONDS_PER_PHOTO) * A.FACES_PER_PHOTO + 1;
  const newFaces = faces * Math.ceil((marginFaces * A.FACE_EMBEDDING_ITEM_BYTES) / 4096) * 0.5;
  const reads = ((whole + newFaces) / 1e6) * 0.125;
  return lambda + writes + reads;
}

describe('readStageFacts', () => {
  it('reads memory, architecture, the day-0 transition, queues, billing and the price class default', () => {
    const facts = readStageFacts([tinyTemplate('INTELLIGENT_TIERING'), { Resources: { Dist: { Type: 'AWS::CloudFront::Distribution', Properties: { DistributionConfig: {} } } } }]);
    expect(facts.functions.map((fn) => [fn.id, fn.memoryMb, fn.architecture])).toEqual([
      ['HttpPhotosGetPhotos', 1024, 'arm64'],
      ['QueueProcessUploadEF', 2048, 'x86_64'],
      ['QueueDetectFacesGH', 1024, 'x86_64'],
    ]);
    expect(facts.buckets[0]!.transitions).toEqual([{ storageClass: 'INTELLIGENT_TIERING', days: 0 }]);
    expect(facts.queues).toHaveLength(2);
    expect(facts.tableBillingModes).toEqual(['PAY_PER_REQUEST']);
    expect(facts.priceClass).toBe('PriceClass_All');
    expect(facts.kmsKeys).toBe(1);
  });
});

describe('computeCost', () => {
  it('prices originals in Intelligent-Tiering by the stated tier shares', () => {
    const report = computeCost(readStageFacts([tinyTemplate('INTELLIGENT_TIERING')]), profile);
    const gb = 1000 / 1024;
    const s = A.INTELLIGENT_TIERING_SHARE;
    expect(line(report.monthly, 'originals, Intelligent-Tiering frequent')!.usd).toBeCloseTo(gb * s.frequent * 0.023, 10);
    expect(line(report.monthly, 'originals, Intelligent-Tiering infrequent')!.usd).toBeCloseTo(gb * s.infrequent * 0.0125, 10);
    expect(line(report.monthly, 'originals, Intelligent-Tiering archive instant')!.usd).toBeCloseTo(gb * s.archiveInstant * 0.004, 10);
    expect(line(report.monthly, 'Intelligent-Tiering monitoring')!.usd).toBeCloseTo(0.0025, 10);
    expect(line(report.monthly, 'originals, Standard')).toBeUndefined();
  });

  it('prices originals in Standard when the bucket has no lifecycle transition', () => {
    const report = computeCost(readStageFacts([tinyTemplate()]), profile);
    expect(line(report.monthly, 'originals, Standard')!.usd).toBeCloseTo((1000 / 1024) * 0.023, 10);
    expect(line(report.monthly, 'renditions, Standard')!.usd).toBeCloseTo((1000 * (3 + 25 + 350)) / 1024 / 1024 * 0.023, 10);
  });

  it('prices Lambda from the template memory and architecture and a stated duration', () => {
    const report = computeCost(readStageFacts([tinyTemplate()]), profile);
    const upload = line(report.onboarding, 'process upload')!;
    const w = A.WORK.processUpload;
    expect(upload.usd).toBeCloseTo(1000 * w.secondsPerUnit * 2 * PRICES.lambdaX86GbSecond.usd + (100 / 1e6) * 0.2, 10);
    expect(upload.quantity).toContain('2048 MB x86_64');
  });

  it('prices Rekognition per photo (IndexFaces + a SearchFaces a face) against the in-repo model', () => {
    const report = computeCost(readStageFacts([tinyTemplate()]), profile);
    expect(line(report.onboarding, 'Rekognition IndexFaces')!.usd).toBeCloseTo(1000 * (1 + A.FACES_PER_PHOTO) * 0.001, 10);
    const model = report.faceEngines.find((engine) => engine.engine.startsWith('in-repo'))!;
    // Not this stage's engine: priced at the model's own memory and architecture (x86_64 since d4ada04).
    expect(FACE_MODEL_ARCHITECTURE.name).toBe('x86_64');
    expect(model.engine).toContain(`${FACE_MODEL_MEMORY_MB} MB x86_64`);
    expect(model.onboarding).toBeCloseTo(modelOnboarding(FACE_MODEL_MEMORY_MB, 'x86_64'), 10);
  });

  it('prices the model engine of a stage that runs it: the faces consumer\'s GB-seconds from the template, and its collections in the table', () => {
    const template = tinyTemplate();
    const resources = template.Resources as Record<string, { Type: string; Properties?: Record<string, unknown> }>;
    resources.QueueDetectFacesGH = { Type: 'AWS::Lambda::Function', Properties: { MemorySize: 3072, Architectures: ['arm64'], Environment: { Variables: { FACE_RECOGNITION: 'model' } } } };
    const report = computeCost(readStageFacts([template]), profile);
    expect(report.faceEngine).toBe('model');
    expect(line(report.onboarding, 'Rekognition')).toBeUndefined();
    expect(line(report.monthly, 'Rekognition')).toBeUndefined();
    expect(line(report.onboarding, 'in-repo face model on Lambda')!.quantity).toContain('3072 MB arm64');
    expect(report.onboarding.filter((l) => l.group === 'Faces').reduce((total, l) => total + l.usd, 0)).toBeCloseTo(modelOnboarding(3072, 'arm64'), 10);
    // A month: the new photos' faces, and the whole collection's embeddings stored.
    const stored = (1000 + 10) * A.FACES_PER_PHOTO;
    expect(line(report.monthly, 'face embeddings stored')!.usd).toBeCloseTo(((stored * A.FACE_EMBEDDING_ITEM_BYTES) / 1e9) * 0.25, 10);
    // A month's uploads come hours apart: their one batch finds a cold container and reads the collection whole.
    const marginFaces = (NEW_FACES_MARGIN_MS / 1000 / A.FACE_MODEL_SECONDS_PER_PHOTO) * A.FACES_PER_PHOTO + 1;
    const monthReads = ((stored * A.FACE_EMBEDDING_ITEM_BYTES) / 4096) * 0.5 + 10 * A.FACES_PER_PHOTO * Math.ceil((marginFaces * A.FACE_EMBEDDING_ITEM_BYTES) / 4096) * 0.5;
    expect(line(report.monthly, 'family collections read')!.usd).toBeCloseTo((monthReads / 1e6) * 0.125, 10);
    expect(report.faceEngines.find((engine) => engine.engine === 'Rekognition')!.onboarding).toBeCloseTo(1000 * (1 + A.FACES_PER_PHOTO) * 0.001, 10);
  });

  it('shares the fixed costs (keys, idle polling) over the families', () => {
    const report = computeCost(readStageFacts([tinyTemplate()]), profile);
    expect(line(report.monthly, '0 secrets')!.usd).toBeCloseTo((A.SECRET_CALLS_PER_FAMILY_MONTH / 10_000) * 0.05, 10);
    expect(line(report.monthly, '1 keys')!.usd).toBeCloseTo(1 / 2 + (A.KMS_REQUESTS_PER_FAMILY_MONTH / 10_000) * 0.03, 10);
    expect(line(report.monthly, 'idle polling of 1 queues')!.usd).toBeCloseTo((A.SQS_IDLE_REQUESTS_PER_QUEUE_MONTH / 1e6) * 0.4 / 2, 10);
  });

  it('works out the plan and the add-on after card fees and ends the report with the total', () => {
    const report = computeCost(readStageFacts([tinyTemplate('INTELLIGENT_TIERING')]), profile);
    expect(report.plan.net).toBeCloseTo(4.99 * 0.971 - 0.3, 10);
    expect(report.addOn.net).toBeCloseTo(0.99 * 0.971, 10);
    expect(report.perFamily).toBeCloseTo(report.monthly.reduce((total, l) => total + l.usd, 0), 10);
    const text = formatReport(report);
    expect(text.split('\n').at(-1)).toBe(`per family per month: $${report.perFamily.toFixed(2)}`);
  });
});

describe('parseProfileArgs', () => {
  it('keeps the issue 33 profile and lets flags override it', () => {
    expect(parseProfileArgs([])).toEqual(ISSUE_33_PROFILE);
    expect(parseProfileArgs(['--photos', '5000', '--videos=10', '--people', '800', '--families', '100'])).toEqual({ ...ISSUE_33_PROFILE, photos: 5000, videos: 10, people: 800, families: 100 });
    expect(() => parseProfileArgs(['--photo', '5'])).toThrow(/Unknown argument/);
    expect(() => parseProfileArgs(['--photos', 'many'])).toThrow(/number/);
    expect(() => parseProfileArgs(['--families', '0'])).toThrow(/1 or more/);
  });
});
