import { QueryClient } from '@tanstack/react-query';
import type { UserView } from '@heirloom/shared/contracts/accounts';
import { cleanup, configure, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, useRoutes, type Location, type NavigateFunction, type RouteObject } from 'react-router';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { AppProvider } from '../../../web/src/app/provider';
import { routes as appRoutes } from '../../../web/src/app/routes';
import { useSessionEndStore } from '../../../web/src/features/accounts/stores/session-end-store';
import { useRecentSearches } from '../../../web/src/features/search/stores/recent-searches';
import { usePhotoDownloadStore } from '../../../web/src/features/photos/stores/photo-download-store';
import { useDrawerStore } from '../../../web/src/features/shell/stores/drawer-store';
import { usePlanDialogStore } from '../../../web/src/lib/plan-dialog-store';
import { RealtimeClient, type WebSocketLike } from '../../../web/src/lib/realtime-client';
import { useUnnamedPeopleStore } from '../../../web/src/lib/unnamed-people-store';

// Route modules are imported on first visit (as in the browser); on a busy machine (two cores, other
// test layers beside) that has taken more than 5 s, far past Testing Library's 1 s default wait.
// A ceiling, not a delay: a screen that is ready passes at once.
configure({ asyncUtilTimeout: 20_000 });

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
  /** Sent to outlive the page (fetch keepalive), as saves on leaving are. */
  keepalive?: boolean;
}

export type FakeHandler = (request: RecordedRequest) => Response | Promise<Response>;

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Every page shown sends this beacon (web/src/lib/page-views.ts, tested on its own). */
const PAGE_VIEW_BEACON = 'POST /api/page_views';

/**
 * Replaces global fetch with a tiny server: `handlers` keyed by 'METHOD /path' (no query);
 * anything else answers 404. Returns the list of requests it saw, leaving out the page-view
 * beacon unless a test handles it itself.
 */
export function fakeServer(handlers: Record<string, FakeHandler>): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init: RequestInit = {}) => {
      if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
      const url = String(input);
      const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]));
      const request: RecordedRequest = {
        method: init.method ?? 'GET',
        url,
        headers,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        credentials: init.credentials,
        ...(init.keepalive ? { keepalive: true } : {}),
      };
      const key = `${request.method} ${new URL(url, 'http://localhost').pathname}`;
      if (key === PAGE_VIEW_BEACON && !handlers[key]) return json(200, { received: true });
      requests.push(request);
      const handler = handlers[key];
      return handler ? handler(request) : json(404, { message: 'Not found' });
    }),
  );
  return requests;
}

/** jsdom lacks these; Chakra and the router's scroll restoration call them. */
export function installBrowserStubs(): void {
  window.scrollTo = () => undefined;
  // Menus and dialogs measure themselves; jsdom has no layout, so nothing ever resizes.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });

/**
 * A socket that stays 'connecting' for ever: the signed-in shell opens the realtime channel, and
 * jsdom's real WebSocket would try the network (and fail loudly on the test host name).
 */
export class SilentWebSocket implements WebSocketLike {
  readonly readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  send(): void {}
  close(): void {}
}

export const testRealtimeClient = () => new RealtimeClient({ url: 'ws://test/ws', WebSocketImpl: SilentWebSocket });

/** A socket the test speaks for: it opens when told and delivers what the test sends. */
export class ScriptedSocket implements WebSocketLike {
  static last: ScriptedSocket | null = null;
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor() {
    ScriptedSocket.last = this;
  }
  send(): void {}
  close(): void {}
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  push(message: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
}

/** What a test reads of the router: where the app is, and a way to go elsewhere. */
export interface TestRouter {
  state: { location: Location };
  navigate: (to: string) => Promise<void>;
}

/** Keeps the test's view of the router current from inside the tree. */
function RouterProbe({ router }: { router: { state: { location?: Location }; go?: NavigateFunction } }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    router.state.location = location;
    router.go = navigate;
  });
  return null;
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Renders the real app providers around a memory router (the app's routes unless given others). */
export function renderApp(path: string, routes: RouteObject[] = appRoutes, queryClient: QueryClient = testQueryClient()) {
  installBrowserStubs();
  const probe: { state: { location?: Location }; go?: NavigateFunction } = { state: {} };
  const router: TestRouter = {
    state: probe.state as { location: Location },
    navigate: async (to) => {
      await probe.go!(to);
    },
  };
  const view = render(
    <AppProvider queryClient={queryClient} realtimeClient={testRealtimeClient()}>
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe router={probe} />
        <Routes routes={routes} />
      </MemoryRouter>
    </AppProvider>,
  );
  return { router, queryClient, ...view };
}

/** A user as GET /user serves it (shared userView), Free plan unless overridden. */
export function makeUser(overrides: Partial<UserView> = {}): UserView {
  const plan = overrides.customer_plan ?? 'Free';
  return {
    user_id: 'u-1',
    username: 'Ada Lovelace',
    email: 'ada@example.com',
    phone_number: null,
    customer_plan: plan,
    trial_expired: false,
    trial_end: null,
    trial_expires_in: null,
    had_trial: false,
    free_space: 0,
    paid_space: 0,
    space_used: 0,
    space_reserved: 0,
    plan: { name: plan, included_storage: plan === 'Free' ? 0 : 100 * 1024 ** 3 },
    person: null,
    has_photos: false,
    has_invites: false,
    new_user: true,
    has_password: true,
    ...overrides,
  };
}

/** A server with a signed-in user (GET /user and the POST /token refresh), plus any other routes. */
export function signedInServer(user: UserView, handlers: Record<string, FakeHandler> = {}): RecordedRequest[] {
  return fakeServer({
    'GET /api/user': () => json(200, { user }),
    'POST /api/token': () => json(200, { user }),
    // A family of one: its only member is its admin (a test of a member's view answers otherwise).
    'GET /api/family/members': () => json(200, familyMembers(user.user_id, 'admin')),
    ...handlers,
  });
}

/** GET /family/members for `userId` with `role`; a member's family has an admin who started it. */
export function familyMembers(userId: string, role: 'admin' | 'member') {
  const added = { photos: 0, documents: 0, people: 0 };
  const me = { user_id: userId, username: 'Me', joined_at: 2, founder: role === 'admin', role, added };
  const founder = { user_id: 'founder-1', username: 'Anna Archer', joined_at: 1, founder: true, role: 'admin' as const, added };
  return { user_id: userId, my_role: role, members: role === 'admin' ? [me] : [founder, me] };
}

/** A server for a signed-out visitor: every session check answers 401. */
export function signedOutServer(handlers: Record<string, FakeHandler> = {}): RecordedRequest[] {
  const unauthorized = () => json(401, { message: 'Please sign in to continue' });
  return fakeServer({ 'GET /api/user': unauthorized, 'POST /api/token': unauthorized, ...handlers });
}

/** The zustand stores are module-wide: put them back as a fresh page load would find them. */
/**
 * Every screen test starts from empty storage and stores, and leaves no rendered tree or stubbed
 * global behind; `alsoAfter` undoes what a file's own tests set up beyond that.
 */
export function resetAppAroundEachTest(alsoAfter?: () => void): void {
  beforeEach(() => {
    localStorage.clear();
    resetStores();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    alsoAfter?.();
  });
}

export function resetStores(): void {
  useSessionEndStore.setState({ reason: null });
  usePlanDialogStore.setState({ isOpen: false, reason: null });
  useUnnamedPeopleStore.setState({ count: 0, visible: false });
  useDrawerStore.setState({ collapsed: false, openGroups: {} });
  useRecentSearches.setState({ byAccount: {} });
  usePhotoDownloadStore.setState({ downloadId: null, photoIds: [], downloadedId: null, hidden: false });
}
