import { useEffect, useRef } from 'react';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { toaster } from '../components/ui/toaster';
import { api } from '../lib/api-client';

interface SaveOnLeave {
  /** Whether there is anything to save; read at the moment the screen is left. */
  isDirty: () => boolean;
  save: () => Promise<unknown>;
  /** Names what was not saved, for the log and the notice: 'the details of Ann Smith'. */
  describe: () => string;
}

/**
 * Saves when the screen is left (another tab, another page), as spec 001 section 4 asks: "leaving
 * person details saves only if sex or any name field changed". Leaving is never held up: a failed
 * save is logged (to the console and the server's client-error log), a notice says so, and the
 * navigation has already gone on.
 */
export function useSaveOnLeave(options: SaveOnLeave): void {
  const latest = useRef(options);
  useEffect(() => {
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
  // Closing the tab or reloading cannot wait for a save: ask the browser to warn instead.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (latest.current.isDirty()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
}

/** The spec's "a save failure is logged and navigation continues". */
export function logSaveFailure(what: string, error: unknown): void {
  const message = `Could not save ${what}: ${error instanceof Error ? error.message : String(error)}`;
  console.error(message, error);
  toaster.create({ type: 'error', title: `Your changes to ${what} were not saved`, description: error instanceof Error ? error.message : undefined });
  api(endpoints.postClientError, { message: message.slice(0, 2000), url: window.location.href.slice(0, 2000) }).catch(() => undefined);
}
