import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { EdgeWebAcl } from '../constructs/edge-web-acl';

/** CloudFront's web ACLs live in us-east-1 whatever region the app is in. */
export const CLOUDFRONT_WAF_REGION = 'us-east-1';

/**
 * The web ACL alone, in us-east-1, for a stage deployed in another region: the web stack reads its
 * ARN across regions (a weak reference: CloudFormation's Fn::GetStackOutput with the region).
 */
export class EdgeStack extends Stack {
  readonly webAcl: EdgeWebAcl;

  constructor(scope: Construct, id: string, props: StackProps & { readonly stage: string }) {
    super(scope, id, props);
    this.webAcl = new EdgeWebAcl(this, 'WebAcl', { stage: props.stage });
  }
}
