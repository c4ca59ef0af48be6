/** How long a call to a sign-in provider may take before the sign-in fails instead of hanging. */
export const PROVIDER_TIMEOUT_MS = 5000;

export interface RemoteJson {
  status: number;
  headers: Headers;
  /** The parsed body, or undefined when it was not JSON. */
  body: unknown;
}

/**
 * GET a provider URL and read its JSON. Network failures and timeouts throw: they mean the
 * provider could not be asked, which is our problem (a 500), not the person's (a 401).
 */
export async function getJson(url: string | URL, fetchImpl: typeof fetch = fetch, timeoutMs = PROVIDER_TIMEOUT_MS): Promise<RemoteJson> {
  const target = new URL(url);
  let response: Response;
  try {
    response = await fetchImpl(target, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    // Never the query in the message: it may carry a token or the app secret, and errors get logged.
    throw new Error(`Could not reach ${target.origin}${target.pathname}: ${(error as Error).message}`, { cause: error });
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, body };
}
