import { lazy, type ComponentType } from 'react';
import { catalogueReady } from '../i18n';
import type { CatalogueGroup } from '../i18n/catalogueGroups';

/**
 * React.lazy for a module's named export (the codebase uses named exports
 * only), with `preload()` to start fetching the chunk before it renders. With
 * `words`, the screen also waits for that group of the catalogue (fetched
 * alongside its code), so it never paints a message's id.
 */
export function lazyNamed<M extends Record<K, ComponentType>, K extends keyof M & string>(loader: () => Promise<M>, name: K, words?: CatalogueGroup) {
  const load = async () => (await Promise.all([loader(), words ? catalogueReady(words) : undefined]))[0];
  return Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    { preload: () => void load() },
  );
}
