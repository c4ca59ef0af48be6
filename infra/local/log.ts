/** The runtime's own console output (handlers log through their own logger). */
export interface LocalLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export function createLog(quiet: boolean): LocalLog {
  const prefix = '[local]';
  return {
    info: (message) => {
      if (!quiet) console.log(`${prefix} ${message}`);
    },
    warn: (message) => {
      if (!quiet) console.warn(`${prefix} ${message}`);
    },
    // Errors are printed even when quiet: a failing stand-in must never be silent.
    error: (message, error) => console.error(`${prefix} ${message}`, ...(error === undefined ? [] : [error])),
  };
}
