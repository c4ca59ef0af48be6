import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { handlerModulePath, type HandlerFamily } from './paths';

/** A Lambda handler as the runtime calls it: (event, context) => result. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyHandler = (event: any, context: any) => unknown;

/** A manifest handler (module name under lambdas/<family>) or, for tests, the function itself. */
export type HandlerRef<H extends AnyHandler = AnyHandler> = string | H;

export class HandlerNotFoundError extends Error {
  constructor(readonly modulePath: string, reason: string) {
    super(`${reason}: ${modulePath}`);
    this.name = 'HandlerNotFoundError';
  }
}

/**
 * Imports handler modules on first use, like a Lambda cold start, and keeps them like a warm
 * container. A failed import is not cached, so a handler file written while the runtime is up
 * is picked up by the next request.
 */
export class HandlerLoader {
  private readonly loaded = new Map<string, Promise<AnyHandler>>();

  resolve<H extends AnyHandler>(family: HandlerFamily, ref: HandlerRef<H>): () => Promise<H> {
    if (typeof ref === 'function') return async () => ref;
    return () => this.load(handlerModulePath(family, ref)) as Promise<H>;
  }

  private load(modulePath: string): Promise<AnyHandler> {
    let pending = this.loaded.get(modulePath);
    if (!pending) {
      pending = importHandler(modulePath);
      this.loaded.set(modulePath, pending);
      pending.catch(() => this.loaded.delete(modulePath));
    }
    return pending;
  }
}

async function importHandler(modulePath: string): Promise<AnyHandler> {
  if (!existsSync(modulePath)) throw new HandlerNotFoundError(modulePath, 'Handler module does not exist');
  const module = (await import(pathToFileURL(modulePath).href)) as { handler?: unknown };
  if (typeof module.handler !== 'function') throw new HandlerNotFoundError(modulePath, 'Module does not export a `handler` function');
  return module.handler as AnyHandler;
}
