#!/usr/bin/env node
/**
 * CDK entry point: one stack set per stage.
 *   npx cdk synth -c stage=prod          (stage defaults to dev; see infra/stacks/stage-config.ts)
 * Account and region come from the CLI's credentials when it has them; otherwise the stacks are
 * environment-agnostic, which is enough to synthesize and test offline.
 */
import type { Environment } from 'aws-cdk-lib';
import { createHeirloomApp } from '../infra/stacks/heirloom-app';

const account = process.env.CDK_DEFAULT_ACCOUNT;
const region = process.env.CDK_DEFAULT_REGION;
const env: Environment | undefined = account || region ? { account, region } : undefined;

createHeirloomApp({ env }).app.synth();
