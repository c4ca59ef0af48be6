import { DomainError } from '../../errors';

/**
 * The PDF's own problems: retrying cannot help, so the upload is marked failed and the person sees the
 * message. `detail` is what pdf.js said, for the log only.
 */
export class CorruptPdfError extends DomainError {
  constructor(
    readonly detail: string,
    message = 'This PDF could not be read. The file may be damaged or not a PDF.',
  ) {
    super(message);
  }
}

export class EncryptedPdfError extends DomainError {
  constructor() {
    super(
      'This PDF is protected by a password, so Heirloom cannot show its pages. ' +
        'Save a copy without the password (for example with "Print to PDF") and upload that.',
    );
  }
}

export class PdfTooManyPagesError extends DomainError {
  constructor(
    readonly pageCount: number,
    readonly maxPages: number,
  ) {
    super(
      `This PDF has ${pageCount} pages; Heirloom takes PDFs of up to ${maxPages} pages. ` +
        'Split it into smaller files and upload those.',
    );
  }
}
