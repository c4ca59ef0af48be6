import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3n from 'aws-cdk-lib/aws-s3-notifications';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

export interface UploadPipelineProps {
  /** Name of the bucket browsers PUT their uploads into (owned by the stateful stack). */
  readonly uploadsBucketName: string;
  /** The queue the upload processor consumes. */
  readonly queue: sqs.IQueue;
}

/**
 * Every object that lands in the uploads bucket becomes a message on the processing queue.
 *
 * The bucket is referenced by name rather than as the stateful stack's object: a notification on the
 * owned bucket would be created in the stateful stack and point at this stack's queue, a dependency
 * cycle. On an imported bucket CDK adds the notification from here and leaves any others in place.
 */
export class UploadPipeline extends Construct {
  constructor(scope: Construct, id: string, props: UploadPipelineProps) {
    super(scope, id);
    const uploads = s3.Bucket.fromBucketName(this, 'UploadsBucket', props.uploadsBucketName);
    uploads.addEventNotification(s3.EventType.OBJECT_CREATED, new s3n.SqsDestination(props.queue));
  }
}
