import type { HealthResponse } from '@heirloom/shared/contracts/system';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** Liveness for load balancers, the local runtime and the benchmarks. */
export const handler = httpHandler(
  {
    auth: 'public',
    handle: async (): Promise<HealthResponse> => ({ status: 'ok', stage: process.env.STAGE ?? 'unknown' }),
  },
  httpDeps,
);
