import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { citationItem, toCitation } from './dynamo-family-items';
import { citationSchema } from './entities/family-notes';
import { itemWriter } from './entities/item-writer';
import { resumableScan, type ScanJobState } from './dynamo-resumable-scan';

const STATE_KEY = { pk: 'citations#source-index', sk: 'state' };
const writeCitation = itemWriter(citationSchema);
/** Citations written side by side. */
const WRITES_AT_ONCE = 25;

/** How far the job has got: where the Scan stands, how many citations it indexed, whether it is done. */
export type CitationIndexState = ScanJobState;

/**
 * Citations stored before citations were indexed by their source (the source's page, GET
 * /source/{id}) get that index's keys: a paged Scan for citations without them
 * (dynamo-resumable-scan.ts). Each is written back only while it still
 * has no index keys and still exists, so an edit or a removal since the Scan read it wins.
 */
export class DynamoCitationSourceIndex {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  step(budgetMs: number, now: () => number): Promise<CitationIndexState> {
    const job = { stateKey: STATE_KEY, entity: citationSchema.model.entity, condition: 'attribute_not_exists(gsi4pk)', budgetMs, now };
    return resumableScan(this.client, this.table, job, async (items) => {
      let indexed = 0;
      for (let i = 0; i < items.length; i += WRITES_AT_ONCE) {
        const written = await Promise.all(items.slice(i, i + WRITES_AT_ONCE).map((item) => this.index(item)));
        indexed += written.filter(Boolean).length;
      }
      return indexed;
    });
  }

  /** The citation with its bySource keys, as the store writes them today; false when it changed or went since it was read. */
  private async index(item: Record<string, unknown>): Promise<boolean> {
    const { citedSource, gsi4pk, gsi4sk } = writeCitation(citationItem(toCitation(item)));
    try {
      await this.client.send(
        new PutCommand({
          TableName: this.table,
          Item: { ...item, citedSource, gsi4pk, gsi4sk },
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(gsi4pk)',
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  }
}
