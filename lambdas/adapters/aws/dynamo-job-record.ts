import { UpdateCommand, type DynamoDBDocumentClient, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailure } from './conditional-check';

/**
 * The steps every queued job's record takes (GEDCOM exports, downloads of a selection): one worker
 * begins it, a paused one's next run takes its token once, and progress is saved field by field.
 */
export class DynamoJobRecord {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /** queued -> running, for one worker only: false when the job was not queued (another worker took it). */
  begin(key: Record<string, string>, at: number): Promise<boolean> {
    return this.changeIf({
      Key: key,
      UpdateExpression: 'SET #status = :running, updatedAt = :at',
      ConditionExpression: '#status = :queued',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':running': 'running', ':queued': 'queued', ':at': at },
    });
  }

  /** A paused job's next run takes it, once: false when its token was taken already (a message delivered twice). */
  resume(key: Record<string, string>, run: string, at: number): Promise<boolean> {
    return this.changeIf({
      Key: key,
      UpdateExpression: 'SET #run = :none, updatedAt = :at',
      ConditionExpression: '#status = :running AND #run = :run',
      ExpressionAttributeNames: { '#status': 'status', '#run': 'run' },
      ExpressionAttributeValues: { ':running': 'running', ':run': run, ':none': null, ':at': at },
    });
  }

  /** Sets the patch's defined fields on an existing job. */
  async update(key: Record<string, string>, patch: Record<string, unknown>): Promise<void> {
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const sets: string[] = [];
    for (const [field, value] of Object.entries(patch)) {
      if (value === undefined) continue;
      names[`#${field}`] = field;
      values[`:${field}`] = value;
      sets.push(`#${field} = :${field}`);
    }
    await this.client.send(
      new UpdateCommand({
        TableName: this.table,
        Key: key,
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
  }

  /** A conditional update: whether it was made (false when its condition no longer holds: another run took the job). */
  private async changeIf(update: Omit<UpdateCommandInput, 'TableName'>): Promise<boolean> {
    try {
      await this.client.send(new UpdateCommand({ TableName: this.table, ...update }));
      return true;
    } catch (error) {
      if (isConditionalCheckFailure(error)) return false;
      throw error;
    }
  }
}
