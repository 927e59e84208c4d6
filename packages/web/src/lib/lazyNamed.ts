import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';
import { catalogueReady } from '../i18n';
import type { CatalogueGroup } from '../i18n/catalogueGroups';
import { noteScreen } from '../ssr/renderRecord';

/** What a lazy screen says of itself: how to start fetching it, its name (its module's), and its group of words. */
export interface LazyScreen {
  preload: () => void;
  screen: string;
  words: CatalogueGroup | undefined;
}

/**
 * React.lazy for a module's named export (the codebase uses named exports
 * only), with `preload()` to start fetching the chunk before it renders. With
 * `words`, the screen also waits for that group of the catalogue (fetched
 * alongside its code), so it never paints a message's id. Rendered at build
 * time, it notes its name, so the page's HTML can preload its chunk.
 */
export function lazyNamed<M extends Record<K, ComponentType>, K extends keyof M & string>(loader: () => Promise<M>, name: K, words?: CatalogueGroup) {
  const load = async () => (await Promise.all([loader(), words ? catalogueReady(words) : undefined]))[0];
  const Screen = lazy(async () => ({ default: (await load())[name] }));
  const Rendered = import.meta.env.SSR
    ? (props: ComponentProps<typeof Screen>) => {
        noteScreen(name, words);
        return createElement(Screen, props);
      }
    : Screen;
  return Object.assign(Rendered, { preload: () => void load(), screen: name, words }) as typeof Screen & LazyScreen;
}
