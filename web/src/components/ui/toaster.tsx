import type { CreateToasterReturn } from '@chakra-ui/react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadChunk } from '../../lib/lazy-chunk';

type ToasterStore = CreateToasterReturn;
type ToastOptions = Parameters<ToasterStore['create']>[0];

const loadView = () => loadChunk(() => import('./toaster-view'));

let store: ToasterStore | undefined;
let loading: Promise<unknown> | undefined;
/** Calls made before the notices' code arrived, replayed in order once it has (`id`: a notice to create). */
const waiting: Array<{ id?: string; call: (store: ToasterStore) => void }> = [];
const listeners = new Set<() => void>();
let nextId = 0;

function withStore(call: (store: ToasterStore) => void, id?: string): void {
  if (store) return call(store);
  waiting.push({ id, call });
  if (loading) return;
  loading = loadView().then(
    (module) => {
      store = module.toasterStore;
      for (const waitingCall of waiting.splice(0)) waitingCall.call(store);
    },
    () => {
      // Offline for a moment: the next notice tries again (these are dropped, as a notice that
      // cannot be drawn cannot be shown later either).
      waiting.length = 0;
      loading = undefined;
    },
  );
  for (const listener of listeners) listener();
}

/**
 * Short-lived notices ('Could not log out'); call toaster.create({ type, title, description }).
 * The notices' machinery is code no first screen needs: it loads with the first notice, which
 * is shown as soon as it has arrived (ids are given here, so dismiss works before that too).
 */
export const toaster = {
  create(options: ToastOptions): string {
    const id = options.id ?? `notice-${++nextId}`;
    withStore((loaded) => loaded.create({ ...options, id }), id);
    return id;
  },
  dismiss(id?: string): void {
    if (store) return store.dismiss(id);
    // Not drawn yet: the notice is simply never shown.
    for (let index = waiting.length - 1; index >= 0; index--) if (id === undefined || waiting[index]!.id === id) waiting.splice(index, 1);
  },
};

const ToasterView = lazy(() => loadView().then((module) => ({ default: module.ToasterView })));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isWanted = () => loading !== undefined;

/** Where the notices are drawn: nothing until the first notice. */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribe, isWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
