// pdfjs-dist ships no types for its worker module; we only hand its export to pdf.js (see pdfjs.ts).
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
