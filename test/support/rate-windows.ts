/**
 * The rate limits count in fixed windows of the clock (lambdas/adapters/aws/dynamo-rate-limiter.ts):
 * a burst that straddles two windows is counted in halves, and a test expecting its Nth attempt to be
 * refused would then see none refused. Near a window's end, this waits for the next one.
 */
export async function inOneWindow(windowSeconds: number, marginSeconds = 20): Promise<void> {
  const secondsLeft = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (secondsLeft < marginSeconds) await new Promise((resolve) => setTimeout(resolve, secondsLeft * 1000 + 250));
}
