import { Tags, type App, type Environment } from 'aws-cdk-lib';
import { webBuildDir } from '../constructs/repo-paths';
import type { StageConfig } from './stage-config';
import { StatefulStack } from './stateful-stack';
import { StatelessStack } from './stateless-stack';
import { WebStack } from './web-stack';

export interface StageStacks {
  readonly stateful: StatefulStack;
  readonly stateless: StatelessStack;
  readonly web: WebStack;
}

/** One stage's stack set, named `<stage>-heirloom-<part>`, deployed in dependency order. */
export function createStageStacks(app: App, config: StageConfig, env?: Environment): StageStacks {
  const prefix = `${config.stage}-heirloom`;
  const stateful = new StatefulStack(app, `${prefix}-stateful`, {
    env,
    config,
    description: `Heirloom ${config.stage}: table and buckets`,
    terminationProtection: config.isProduction,
  });
  const stateless = new StatelessStack(app, `${prefix}-stateless`, {
    env,
    config,
    description: `Heirloom ${config.stage}: APIs, functions, queues and schedules`,
    table: stateful.table,
    uploadsBucket: stateful.uploadsBucket,
    mediaBucket: stateful.mediaBucket,
  });
  const web = new WebStack(app, `${prefix}-web`, {
    env,
    config,
    description: `Heirloom ${config.stage}: web app and CloudFront`,
    httpApiDomain: stateless.httpApi.domainName,
    webSocketDomain: stateless.webSocketApi.domainName,
    originVerifySecret: stateless.originVerifySecret,
    browserBuckets: [stateful.uploadsBucket, stateful.mediaBucket],
    siteDir: config.siteDir ?? webBuildDir(),
  });
  for (const stack of [stateful, stateless, web]) {
    Tags.of(stack).add('app', 'heirloom');
    Tags.of(stack).add('stage', config.stage);
  }
  return { stateful, stateless, web };
}
