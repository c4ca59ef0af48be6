/** heic-decode ships no types; this is the part of its API we use (see its README). */
declare module 'heic-decode' {
  interface DecodedHeic {
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel, row by row. */
    data: Uint8ClampedArray;
  }
  interface HeicImageHandle {
    width: number;
    height: number;
    decode(): Promise<DecodedHeic>;
  }
  interface DecodeHeic {
    (input: { buffer: ArrayBufferLike | Uint8Array }): Promise<DecodedHeic>;
    all(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<HeicImageHandle[] & { dispose(): void }>;
  }
  const decode: DecodeHeic;
  export default decode;
}
