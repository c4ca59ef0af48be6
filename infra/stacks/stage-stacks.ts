import { Tags, type App, type Environment } from 'aws-cdk-lib';
import { webBuildDir } from '../constructs/repo-paths';
import type { StageConfig } from './stage-config';
import { CLOUDFRONT_WAF_REGION, EdgeStack } from './edge-stack';
import { StatefulStack } from './stateful-stack';
import { StatelessStack } from './stateless-stack';
import { WebStack } from './web-stack';

export interface StageStacks {
  readonly stateful: StatefulStack;
  readonly stateless: StatelessStack;
  readonly web: WebStack;
  /** The web ACL's own stack, when the stage is deployed outside us-east-1 (see below). */
  readonly edge?: EdgeStack;
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
  // CloudFront's web ACL must be created in us-east-1. In us-east-1 (and when synthesizing without
  // an account and region, as tests do) it is part of the web stack; elsewhere it gets a stack of its
  // own pinned to us-east-1 and the web stack reads its ARN across regions. bin/app.ts passes the
  // CLI's region, so a deployment always takes the right branch.
  const edge =
    env?.region && env.region !== CLOUDFRONT_WAF_REGION
      ? new EdgeStack(app, `${prefix}-edge`, { env: { account: env.account, region: CLOUDFRONT_WAF_REGION }, stage: config.stage, description: `Heirloom ${config.stage}: CloudFront's web ACL (us-east-1)` })
      : undefined;
  const web = new WebStack(app, `${prefix}-web`, {
    webAclArn: edge?.webAcl.arn,
    env,
    config,
    description: `Heirloom ${config.stage}: web app and CloudFront`,
    httpApiDomain: stateless.httpApi.domainName,
    webSocketDomain: stateless.webSocketApi.domainName,
    originVerifySecret: stateless.originVerifySecret,
    browserBuckets: [stateful.uploadsBucket, stateful.mediaBucket],
    siteDir: config.siteDir ?? webBuildDir(),
  });
  for (const stack of [stateful, stateless, web, ...(edge ? [edge] : [])]) {
    Tags.of(stack).add('app', 'heirloom');
    Tags.of(stack).add('stage', config.stage);
  }
  return { stateful, stateless, web, ...(edge ? { edge } : {}) };
}
