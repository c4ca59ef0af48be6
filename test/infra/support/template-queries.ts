import type { Template } from 'aws-cdk-lib/assertions';

export interface CfnResource {
  readonly Type: string;
  readonly Properties: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  readonly DeletionPolicy?: string;
  readonly UpdateReplacePolicy?: string;
  readonly Metadata?: Record<string, unknown>;
}

export function resourcesOfType(template: Template, type: string): [string, CfnResource][] {
  return Object.entries(template.findResources(type)) as [string, CfnResource][];
}

export function resource(template: Template, logicalId: string): CfnResource {
  const found = (template.toJSON().Resources as Record<string, CfnResource>)[logicalId];
  if (!found) throw new Error(`No resource ${logicalId} in the template`);
  return found;
}

/** The logical id in `{ Ref: id }` or `{ 'Fn::GetAtt': [id, attribute] }`. */
export function referencedId(value: unknown, attribute?: string): string {
  const ref = value as { Ref?: string; 'Fn::GetAtt'?: [string, string] };
  if (attribute === undefined && typeof ref?.Ref === 'string') return ref.Ref;
  const getAtt = ref?.['Fn::GetAtt'];
  if (getAtt && (attribute === undefined || getAtt[1] === attribute)) return getAtt[0];
  throw new Error(`Expected a reference${attribute ? ` to ${attribute}` : ''}, got ${JSON.stringify(value)}`);
}

/** `integrations/<id>` as API Gateway v2 routes name their target. */
export function routeTargetIntegrationId(route: CfnResource): string {
  const join = route.Properties.Target?.['Fn::Join'] as [string, unknown[]] | undefined;
  if (!join || join[1][0] !== 'integrations/') throw new Error(`Unexpected route target ${JSON.stringify(route.Properties.Target)}`);
  return referencedId(join[1][1]);
}

/**
 * What a value handed over from another stack stands for in the producing template: the Value of
 * the output a `Fn::GetStackOutput` reads or an `Fn::ImportValue` imports.
 */
export function crossStackValue(value: unknown, producer: Template): unknown {
  const outputs = producer.toJSON().Outputs as Record<string, { Value: unknown; Export?: { Name: unknown } }>;
  const stackOutput = (value as { 'Fn::GetStackOutput'?: { OutputName: string } })?.['Fn::GetStackOutput'];
  if (stackOutput) {
    const output = outputs[stackOutput.OutputName];
    if (!output) throw new Error(`Producer has no output ${stackOutput.OutputName}`);
    return output.Value;
  }
  const importName = (value as { 'Fn::ImportValue'?: unknown })?.['Fn::ImportValue'];
  if (importName !== undefined) {
    const output = Object.values(outputs).find((candidate) => JSON.stringify(candidate.Export?.Name) === JSON.stringify(importName));
    if (!output) throw new Error(`Producer exports no ${JSON.stringify(importName)}`);
    return output.Value;
  }
  throw new Error(`Not a cross-stack reference: ${JSON.stringify(value)}`);
}

/**
 * JSON of a value with every reference to another stack's output replaced by what it stands for in
 * the producing template, so resources of different stacks can be compared by logical id.
 */
export function resolvedAcrossStacks(value: unknown, producers: Readonly<Record<string, Template>>): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (!inner || typeof inner !== 'object') return inner;
    const stackOutput = (inner as { 'Fn::GetStackOutput'?: { StackName: string } })['Fn::GetStackOutput'];
    if (stackOutput) {
      const producer = producers[stackOutput.StackName];
      if (!producer) throw new Error(`No template for stack ${stackOutput.StackName}`);
      return crossStackValue(inner, producer);
    }
    if ('Fn::ImportValue' in inner) {
      for (const producer of Object.values(producers)) {
        try {
          return crossStackValue(inner, producer);
        } catch {
          // exported by another producer
        }
      }
      throw new Error(`No producer exports ${JSON.stringify(inner)}`);
    }
    return inner;
  });
}

/** Actions an IAM policy document allows on its statements, flattened. */
export function allowedActions(template: Template, roleId: string): { action: string; resource: unknown }[] {
  const result: { action: string; resource: unknown }[] = [];
  for (const [, policy] of resourcesOfType(template, 'AWS::IAM::Policy')) {
    const roles = (policy.Properties.Roles ?? []) as unknown[];
    if (!roles.some((role) => (role as { Ref?: string }).Ref === roleId)) continue;
    for (const statement of policy.Properties.PolicyDocument.Statement as Record<string, unknown>[]) {
      if (statement.Effect !== 'Allow') continue;
      const actions = ([] as string[]).concat(statement.Action as string | string[]);
      const resources = ([] as unknown[]).concat(statement.Resource);
      for (const action of actions) for (const res of resources) result.push({ action, resource: res });
    }
  }
  return result;
}
