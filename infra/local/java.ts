import { spawnSync } from 'node:child_process';

export const JAVA_INSTALL_HINT = 'Java is required for DynamoDB Local. Install it with: sudo apt-get install -y openjdk-17-jre-headless';

export class JavaMissingError extends Error {
  constructor() {
    super(JAVA_INSTALL_HINT);
    this.name = 'JavaMissingError';
  }
}

let javaFound = false;

/**
 * DynamoDB Local is Amazon's Java program; without a JVM nothing else can start. Asked once a
 * process: `java -version` blocks for 0.1 s (seconds on a busy machine), and a test layer starts
 * a stack for every file.
 */
export function assertJavaAvailable(): void {
  if (javaFound) return;
  const result = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (result.error || result.status !== 0) throw new JavaMissingError();
  javaFound = true;
}
