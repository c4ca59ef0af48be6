import type { GedcomWarning, GedcomWarningCode } from './types';

/**
 * Collects warnings while a file streams through. A badly broken file can produce one warning per
 * line, so only the first `limit` are kept (memory stays bounded) while `count` keeps the total
 * for the import report.
 */
export class GedcomDiagnostics {
  readonly warnings: GedcomWarning[] = [];
  count = 0;
  private readonly perCode = new Map<GedcomWarningCode, number>();

  constructor(
    private readonly limit = 1000,
    private readonly onWarning?: (warning: GedcomWarning) => void,
  ) {}

  warn(code: GedcomWarningCode, message: string, line?: number): void {
    this.count += 1;
    this.perCode.set(code, (this.perCode.get(code) ?? 0) + 1);
    const warning: GedcomWarning = line === undefined ? { code, message } : { code, message, line };
    this.onWarning?.(warning);
    if (this.warnings.length < this.limit) {
      this.warnings.push(warning);
    } else if (this.warnings.length === this.limit) {
      this.warnings.push({ code: 'too-many-warnings', message: `More than ${this.limit} warnings; only the first ones are listed` });
    }
  }

  /** How many warnings of each kind, including the ones not kept. */
  countsByCode(): Partial<Record<GedcomWarningCode, number>> {
    return Object.fromEntries(this.perCode);
  }
}

/** Shortens a source line for a warning message. */
export function excerpt(text: string, max = 120): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}
