import { networkInterfaces } from 'node:os';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDynamoDbLocal, type DynamoDbLocal } from '../../infra/local/dynamodb-local';

/** Whether something accepts TCP connections at host:port. */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

const machineAddresses = Object.values(networkInterfaces())
  .flat()
  .filter((address) => address && address.family === 'IPv4' && !address.internal)
  .map((address) => address!.address);

let dynamo: DynamoDbLocal;
beforeAll(async () => {
  dynamo = await startDynamoDbLocal({});
});
afterAll(async () => {
  await dynamo?.stop();
});

describe('DynamoDB Local', () => {
  it('answers on the loopback address only, never on the machine network addresses', async () => {
    const port = Number(new URL(dynamo.endpoint).port);
    expect(await accepts('127.0.0.1', port)).toBe(true);
    for (const address of machineAddresses) expect(await accepts(address, port), address).toBe(false);
  });
});
