import { useEffect } from 'react';
import { useHasActiveUploads } from './use-upload-counts';

/**
 * Spec 000 section 4: leaving the page while an upload is active (waiting, sending or processing)
 * triggers the browser's unsaved-work warning. Nothing is held once every upload has finished.
 */
export function useUnsavedUploadsWarning(): void {
  const active = useHasActiveUploads();
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
