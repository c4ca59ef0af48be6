/** Where the client finds its server. Both are same-origin: the session cookie rides along. */
export const API_BASE_PATH = '/api';
export const REALTIME_PATH = '/ws';

/** Value of the CSRF header (shared/constants CSRF_HEADER) sent on every non-GET request. */
export const CSRF_HEADER_VALUE = 'heirloom';

/** Spec (000 section 9): a code chunk that has not loaded after 120 s fails with 'Loading chunk failed'. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
