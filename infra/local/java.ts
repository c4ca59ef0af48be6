import { spawnSync } from 'node:child_process';

export const JAVA_INSTALL_HINT = 'Java is required for DynamoDB Local. Install it with: sudo apt-get install -y openjdk-17-jre-headless';

export class JavaMissingError extends Error {
  constructor() {
    super(JAVA_INSTALL_HINT);
    this.name = 'JavaMissingError';
  }
}

/** DynamoDB Local is Amazon's Java program; without a JVM nothing else can start. */
export function assertJavaAvailable(): void {
  const result = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (result.error || result.status !== 0) throw new JavaMissingError();
}
