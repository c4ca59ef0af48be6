/** True when DynamoDB refused a write because its condition failed (ElectroDB wraps the cause). */
export function isConditionalCheckFailure(error: unknown): boolean {
  for (let e = error as { name?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.name === 'ConditionalCheckFailedException') return true;
  }
  return false;
}
