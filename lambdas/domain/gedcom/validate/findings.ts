/** One problem the validator found: the 1-based line it is on (0 for the file as a whole) and what is wrong. */
export interface Finding {
  line: number;
  message: string;
}

export interface ValidationResult {
  valid: boolean;
  /** In line order. */
  findings: Finding[];
}

export const formatFinding = (finding: Finding): string => (finding.line > 0 ? `line ${finding.line}: ${finding.message}` : finding.message);
