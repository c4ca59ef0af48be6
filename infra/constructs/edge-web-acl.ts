import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/**
 * Requests one address may make in five minutes, everything counted (site files too: the WAF
 * sees requests before CloudFront's cache). A family browsing hard makes a few hundred a minute
 * (each thumbnail is an API call); a flood makes thousands a second. 3,000 is 10 a second, sustained.
 */
export const RATE_LIMIT_PER_ADDRESS = 3000;
export const RATE_LIMIT_WINDOW_SECONDS = 300;

/**
 * AWS managed rule groups, in the order the WAF evaluates them: known-bad addresses first (cheap),
 * then the core rule set (OWASP-style: bad bots, traversal, XSS, ...), then inputs known to exploit
 * common software (Log4Shell, ...).
 */
export const MANAGED_RULE_GROUPS = ['AWSManagedRulesAmazonIpReputationList', 'AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet'] as const;

/**
 * Core rule set rules only counted, with why: the app's JSON bodies can pass 8 KB (a selection of
 * hundreds of photo ids, a long note), which SizeRestrictions_BODY would block. The app refuses
 * over-deep and oversized bodies itself (lambdas/runtime/http).
 */
export const COUNTED_CORE_RULES = ['SizeRestrictions_BODY'] as const;

export interface EdgeWebAclProps {
  readonly stage: string;
}

/**
 * The CloudFront distribution's web ACL (scope CLOUDFRONT, so it must be created in us-east-1:
 * see infra/stacks/stage-stacks.ts for where it goes).
 */
export class EdgeWebAcl extends Construct {
  readonly acl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeWebAclProps) {
    super(scope, id);
    const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      metricName: `heirloom-${props.stage}-${metricName}`,
      sampledRequestsEnabled: true,
    });
    this.acl = new wafv2.CfnWebACL(this, 'Acl', {
      scope: 'CLOUDFRONT',
      description: `Heirloom ${props.stage}: AWS managed rules and a per-address rate limit in front of CloudFront`,
      defaultAction: { allow: {} },
      visibilityConfig: visibility('edge'),
      rules: [
        {
          name: 'RateLimitPerAddress',
          priority: 0,
          action: { block: {} },
          statement: { rateBasedStatement: { limit: RATE_LIMIT_PER_ADDRESS, evaluationWindowSec: RATE_LIMIT_WINDOW_SECONDS, aggregateKeyType: 'IP' } },
          visibilityConfig: visibility('rate-limit'),
        },
        ...MANAGED_RULE_GROUPS.map((name, index) => ({
          name,
          priority: index + 1,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name,
              ruleActionOverrides: name === 'AWSManagedRulesCommonRuleSet' ? COUNTED_CORE_RULES.map((rule) => ({ name: rule, actionToUse: { count: {} } })) : undefined,
            },
          },
          visibilityConfig: visibility(name),
        })),
      ],
    });
  }

  get arn(): string {
    return this.acl.attrArn;
  }
}
