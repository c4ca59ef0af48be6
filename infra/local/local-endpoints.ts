import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What an operator command needs to reach a running local runtime's stand-ins. */
export interface LocalEndpoints {
  appUrl: string;
  endpoints: { dynamodb: string; s3: string };
  tableName: string;
  blogMediaBucket: string;
}

const FILE_NAME = 'local-endpoints.json';

/** Written when the runtime is up; the returned clean-up removes it when the runtime stops. */
export function writeLocalEndpoints(dataDir: string, endpoints: LocalEndpoints): () => void {
  const file = join(dataDir, FILE_NAME);
  writeFileSync(file, `${JSON.stringify(endpoints, null, 2)}\n`);
  return () => rmSync(file, { force: true });
}

export function readLocalEndpoints(dataDir: string): LocalEndpoints | null {
  try {
    return JSON.parse(readFileSync(join(dataDir, FILE_NAME), 'utf8')) as LocalEndpoints;
  } catch {
    return null;
  }
}
