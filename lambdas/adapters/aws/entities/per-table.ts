import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

type Build<T> = (client: DynamoDBDocumentClient, table: string) => T;

/**
 * `build` run once for each client and table, its result kept. Making an electrodb Entity or
 * Service validates its schema (with jsonschema): 5-13 ms of CPU for a service of four or five
 * entities, and the stores holding them are made for every request, several a request. Entities
 * and services hold only their schema, client and table, so one serves every request of a client.
 */
export function perTable<T>(build: Build<T>): Build<T> {
  const built = new WeakMap<DynamoDBDocumentClient, Map<string, T>>();
  return (client, table) => {
    let byTable = built.get(client);
    if (!byTable) built.set(client, (byTable = new Map()));
    let made = byTable.get(table);
    if (made === undefined) byTable.set(table, (made = build(client, table)));
    return made;
  };
}
