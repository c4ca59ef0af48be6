/**
 * The physical shape of the single DynamoDB table. Entities (ElectroDB) map their named,
 * access-pattern-specific indexes onto these generic keys; the CDK stack and the local runtime
 * both create the table from this one definition.
 */
export interface TableIndex {
  readonly indexName: string;
  readonly partitionKey: string;
  readonly sortKey: string;
}

export const TABLE_KEYS = { partitionKey: 'pk', sortKey: 'sk' } as const;

export const TABLE_INDEXES: readonly TableIndex[] = [
  { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  { indexName: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  // Entries for items that stand in for others: an imported event for up to three participants
  // (event-folds.ts), a person for their second search word (gsi5). A deployed stage adds one
  // index per deploy (a DynamoDB limit): see the README's "Upgrading a stage".
  { indexName: 'gsi5', partitionKey: 'gsi5pk', sortKey: 'gsi5sk' },
  { indexName: 'gsi6', partitionKey: 'gsi6pk', sortKey: 'gsi6sk' },
  { indexName: 'gsi7', partitionKey: 'gsi7pk', sortKey: 'gsi7sk' },
  // Days of the year (memories): dated photos by their day, and births and marriages by theirs.
  { indexName: 'gsi8', partitionKey: 'gsi8pk', sortKey: 'gsi8sk' },
];

/** Items with this attribute (epoch seconds) expire: sessions, one-time codes, connections. */
export const TABLE_TTL_ATTRIBUTE = 'expiresAt';
