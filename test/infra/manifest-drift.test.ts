import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, httpRoutes } from '@heirloom/lambdas/http/routes';
import { wsRoutes } from '@heirloom/lambdas/ws/routes';
import { queueConsumers } from '@heirloom/lambdas/queue/consumers';
import { scheduledJobs } from '@heirloom/lambdas/jobs/schedules';
import { LAMBDAS_DIR } from '../../infra/constructs/repo-paths';
import { sharedStage, type SynthesizedStage } from './support/synth-stage';
import { resourcesOfType } from './support/template-queries';

/**
 * No drift between the manifests and the handler files: every module a manifest names exists, and
 * every handler file is in a manifest (a handler nobody routes to is dead code, or a missing route).
 */
const tsFilesIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => entry.name.slice(0, -'.ts'.length));

const manifests = [
  { family: 'http', manifestFile: 'routes', handlers: httpRoutes.map((route) => route.handler) },
  { family: 'ws', manifestFile: 'routes', handlers: wsRoutes.map((route) => route.handler) },
  { family: 'queue', manifestFile: 'consumers', handlers: queueConsumers.map((consumer) => consumer.handler) },
  { family: 'jobs', manifestFile: 'schedules', handlers: scheduledJobs.map((job) => job.handler) },
] as const;

describe('handler manifests and handler files', () => {
  for (const { family, handlers } of manifests) {
    it(`every ${family} handler named in the manifest exists as lambdas/${family}/<handler>.ts`, () => {
      expect(handlers.length).toBeGreaterThan(0);
      const missing = handlers.filter((handler) => !existsSync(join(LAMBDAS_DIR, family, `${handler}.ts`)));
      expect(missing).toEqual([]);
    });
  }

  it('every .ts file in a lambdas/http/<domain>/ folder is a route in the manifest', () => {
    const httpDir = join(LAMBDAS_DIR, 'http');
    const domains = readdirSync(httpDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(domains.length).toBeGreaterThan(0);
    const files = domains.flatMap((domain) => tsFilesIn(join(httpDir, domain.name)).map((name) => `${domain.name}/${name}`));
    const routed = new Set(httpRoutes.map((route) => route.handler));
    expect(files.filter((file) => !routed.has(file))).toEqual([]);
  });

  it('lambdas/http holds only the manifest itself besides the domain folders', () => {
    expect(tsFilesIn(join(LAMBDAS_DIR, 'http'))).toEqual(['routes']);
  });

  for (const { family, manifestFile, handlers } of manifests.filter((manifest) => manifest.family !== 'http')) {
    it(`every .ts file in lambdas/${family}/ other than ${manifestFile}.ts is in the manifest`, () => {
      const listed = new Set<string>(handlers);
      const unlisted = tsFilesIn(join(LAMBDAS_DIR, family)).filter((name) => name !== manifestFile && !listed.has(name));
      expect(unlisted).toEqual([]);
    });
  }

  it('no two HTTP routes share a method and path', () => {
    const keys = httpRoutes.map((route) => `${route.method} ${route.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('no two WebSocket routes share a route key', () => {
    const keys = wsRoutes.map((route) => route.routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('handler manifests and the synthesized stateless stack', () => {
  let dev: SynthesizedStage;
  beforeAll(() => {
    dev = sharedStage('dev');
  });
  afterAll(() => dev?.dispose());

  // Its nested stacks (the HTTP route stacks) included; stateless.test.ts follows each route to its bundle.
  const routeKeys = () => resourcesOfType(dev.templates.stateless, 'AWS::ApiGatewayV2::Route').map(([, route]) => route.Properties.RouteKey as string);

  it('wires every manifest HTTP route, and no other, into the HTTP API', () => {
    const expected = httpRoutes.map((route) => `${route.method} ${API_PREFIX}${route.path}`);
    expect(routeKeys().filter((key) => !wsRoutes.some((route) => route.routeKey === key)).sort()).toEqual(expected.sort());
  });

  it('wires every manifest WebSocket route into the WebSocket API', () => {
    const keys = new Set(routeKeys());
    expect(wsRoutes.map((route) => route.routeKey).filter((key) => !keys.has(key))).toEqual([]);
  });
});
