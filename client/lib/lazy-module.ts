/**
 * A lazily imported module that can also be read synchronously once loaded, so a component
 * rendered after a preload does not suspend (and hydration renders what the prerender did).
 */
export interface LazyModule<T> {
  /** Imports the module (memoised: the same promise every time). */
  load: () => Promise<T>;
  /** The module, once `load()` has settled. */
  module: () => T | undefined;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let promise: Promise<T> | undefined;
  let loaded: T | undefined;
  return {
    load: () =>
      (promise ??= importer().then((module) => {
        loaded = module;
        return module;
      })),
    module: () => loaded,
  };
}
