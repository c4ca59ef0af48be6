import { endpoints } from '@heirloom/shared/contracts/http-api';
import type { ClientErrorRequest } from '@heirloom/shared/contracts/system';
import { api } from '../../../lib/api-client';

// Error boundaries can render the same error more than once (StrictMode, re-renders, retries);
// the server should hear about each error once.
const reportedObjects = new WeakSet<object>();
const reportedTexts = new Set<string>();

function alreadyReported(error: unknown): boolean {
  if (typeof error === 'object' && error !== null) {
    if (reportedObjects.has(error)) return true;
    reportedObjects.add(error);
    return false;
  }
  const text = String(error);
  if (reportedTexts.has(text)) return true;
  reportedTexts.add(text);
  return false;
}

export function describeError(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) {
    return { message: `${error.name}: ${error.message}`.trim(), stack: error.stack };
  }
  if (typeof error === 'object' && error !== null && 'status' in error && 'statusText' in error) {
    return { message: `HTTP ${String(error.status)} ${String(error.statusText)}`.trim() };
  }
  return { message: String(error) };
}

export function clientErrorReport(error: unknown): ClientErrorRequest {
  const { message, stack } = describeError(error);
  return {
    message: (message || 'Unknown error').slice(0, 2000),
    stack: stack?.slice(0, 20_000),
    url: window.location.href.slice(0, 2000),
    user_agent: navigator.userAgent.slice(0, 500),
  };
}

/** Sends a caught crash to the server log, once per error. Never throws: it runs while already failing. */
export async function reportClientError(error: unknown): Promise<void> {
  if (alreadyReported(error)) return;
  try {
    await api(endpoints.postClientError, clientErrorReport(error));
  } catch {
    // Nothing more to do: the user already sees the error page.
  }
}
