/**
 * Starts the browser's download of a signed link: the server answers it with Content-Disposition:
 * attachment, so the page stays where it is. `fileName` only counts for a same-origin link (the
 * local stand-ins); a cross-origin one is named by the server's header.
 */
export function startDownload(url: string, fileName?: string): void {
  const link = document.createElement('a');
  link.href = url;
  if (fileName) link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
