import { useEffect, useLayoutEffect, useRef } from 'react';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { toaster } from '../components/ui/toaster';
import { api } from '../lib/api-client';

interface SaveOnLeave {
  /** Whether there is anything to save; read at the moment the screen is left. */
  isDirty: () => boolean;
  save: () => Promise<unknown>;
  /** Names what was not saved, for the log and the notice: 'the details of Ann Smith'. */
  describe: () => string;
  /**
   * Saves in a request that outlives the page (fetch keepalive). Given, the changes are also saved
   * when the page itself goes (closing the tab, typing an address, a phone putting the tab away),
   * instead of the browser's leave-the-page warning. It must make isDirty() false at once, so
   * pagehide after visibilitychange does not send twice.
   */
  saveWhenHidden?: () => Promise<unknown>;
}

/**
 * Saves when the screen is left (another screen of the app; with saveWhenHidden also a closed tab
 * or a typed address), as spec 001 section 4 asks: "leaving person details saves only if sex or
 * any name field changed". Leaving is never held up: a failed
 * save is logged (to the console and the server's client-error log), a notice says so, and the
 * navigation has already gone on.
 */
export function useSaveOnLeave(options: SaveOnLeave): void {
  const latest = useRef(options);
  // Updated in the commit itself, so a page closed right after a change still sees it.
  useLayoutEffect(() => {
    latest.current = options;
  });
  useEffect(
    () => () => {
      const { isDirty, save, describe } = latest.current;
      if (!isDirty()) return;
      save().catch((error: unknown) => logSaveFailure(describe(), error));
    },
    [],
  );
  // The page itself going: a keepalive save where the screen has one; otherwise the browser warns.
  useEffect(() => {
    const saveNow = () => {
      const { isDirty, saveWhenHidden, describe } = latest.current;
      if (saveWhenHidden && isDirty()) saveWhenHidden().catch((error: unknown) => logSaveFailure(describe(), error));
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') saveNow();
    };
    const warn = (event: BeforeUnloadEvent) => {
      if (!latest.current.saveWhenHidden && latest.current.isDirty()) event.preventDefault();
    };
    window.addEventListener('pagehide', saveNow);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('pagehide', saveNow);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('beforeunload', warn);
    };
  }, []);
}

/** The spec's "a save failure is logged and navigation continues". */
export function logSaveFailure(what: string, error: unknown): void {
  const message = `Could not save ${what}: ${error instanceof Error ? error.message : String(error)}`;
  console.error(message, error);
  toaster.create({ type: 'error', title: `Your changes to ${what} were not saved`, description: error instanceof Error ? error.message : undefined });
  api(endpoints.postClientError, { message: message.slice(0, 2000), url: window.location.href.slice(0, 2000) }).catch(() => undefined);
}
