/** Whether bytes are valid UTF-8 text (API Gateway passes text as text, anything else as binary). */
export function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
