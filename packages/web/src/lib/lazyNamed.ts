import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a module's named export (the codebase uses named exports
 * only), with `preload()` to start fetching the chunk before it renders.
 */
export function lazyNamed<M extends Record<K, ComponentType>, K extends keyof M & string>(loader: () => Promise<M>, name: K) {
  return Object.assign(
    lazy(async () => ({ default: (await loader())[name] })),
    { preload: () => void loader() },
  );
}
