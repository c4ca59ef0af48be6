/** A PUT to storage that did not succeed; status 0 means the connection was lost. */
export class PutFailedError extends Error {
  override readonly name = 'PutFailedError';
  constructor(readonly status: number) {
    super(putFailureMessage(status));
  }
}

export function putFailureMessage(status: number): string {
  if (status === 0) return 'The upload was interrupted. Check your connection and try again.';
  if (status === 403) return 'The upload link expired before the file was sent. Try again for a new one.';
  if (status === 400 || status === 411 || status === 412) return 'Storage did not accept the file as sent. Try again.';
  return `The upload failed (storage answered ${status}). Try again.`;
}

/**
 * Sends a file to a presigned storage URL with exactly the signed headers, reporting the bytes
 * sent as they go (fetch cannot report upload progress, XMLHttpRequest can). Aborting the signal
 * cancels the transfer and rejects with an AbortError.
 */
export function putFile(url: string, headers: Record<string, string>, file: Blob, onProgress: (sent: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable || event.loaded > 0) onProgress(Math.min(event.loaded, file.size));
    };
    xhr.onload = () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(file.size);
        resolve();
      } else {
        reject(new PutFailedError(xhr.status));
      }
    };
    xhr.onerror = () => {
      done();
      reject(new PutFailedError(0));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort);
    xhr.send(file);
  });
}
