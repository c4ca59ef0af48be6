/**
 * Lambda concurrency is one pool per account and region (1,000 unless raised). Every queue
 * consumer has a maximum concurrency (consumers.ts) whose sum stays within BACKGROUND_BUDGET, so a
 * burst of uploads, imports and moves can never take the concurrency the API's functions need:
 * API_HEADROOM is always left for requests (at ~100 ms each, some 5,000 requests a second).
 * Scheduled jobs run one at a time each and are counted too. The README's deploy section gives
 * the figures; test/infra/concurrency-budget.test.ts holds the synthesized stacks to them.
 */
export const ACCOUNT_CONCURRENCY = 1000;
export const API_HEADROOM = 500;
export const BACKGROUND_BUDGET = ACCOUNT_CONCURRENCY - API_HEADROOM;
