/**
 * exifr as a module that works wherever this code runs. Its package has a UMD `main` and an ESM `module`:
 * Node (tsx, Lambda without bundling) loads the UMD file and exposes it as the default export only, while
 * bundlers (vitest, esbuild) load the ESM file with named exports. Its type declarations name only the
 * named exports, so take the default when there is one.
 */
import * as exifrNamespace from 'exifr';

type Exifr = typeof exifrNamespace;

export const exifr: Exifr = (exifrNamespace as Exifr & { default?: Exifr }).default ?? exifrNamespace;
