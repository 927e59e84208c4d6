import { createElement, use, type ComponentType, type ReactElement } from 'react';
import { catalogueReady } from '../i18n';
import type { CatalogueGroup } from '../i18n/catalogueGroups';
import { noteScreen } from '../ssr/renderRecord';

/** What a lazy screen says of itself: how to fetch it ahead of its render, its name (its module's), and its group of words. */
export interface LazyScreen {
  /** Starts fetching the screen's code and words; resolves once they are here (a render then draws it at once). */
  preload: () => Promise<void>;
  screen: string;
  words: CatalogueGroup | undefined;
}

/**
 * A lazily loaded named export (the codebase uses named exports only), with `preload()` to fetch its chunk before
 * it renders. With `words`, the screen also waits for that group of the catalogue (fetched alongside its code), so
 * it never paints a message's id. Rendered at build time, it notes its name, so the page's HTML can preload its chunk.
 *
 * Not React.lazy: a lazy component suspends on its first render even when its code is already here, and a page
 * adopted from the server's HTML (main.tsx) must not suspend while React adopts it (an update meanwhile would make
 * React discard the server's markup). Once loaded, this one renders at once.
 */
export function lazyNamed<K extends string, P extends object>(loader: () => Promise<Record<K, ComponentType<P>>>, name: K, words?: CatalogueGroup) {
  let loading: Loading<ComponentType<P>> | undefined;
  const load = (): Loading<ComponentType<P>> => {
    if (!loading) {
      const promise: Loading<ComponentType<P>> = Promise.all([loader(), words ? catalogueReady(words) : undefined]).then(([module]) => module[name]);
      loading = promise;
      // How React's use() reads a promise that has settled: at once, without suspending (or throwing its error).
      void promise.then(
        (component) => void Object.assign(promise, { status: 'fulfilled', value: component }),
        (reason: unknown) => void Object.assign(promise, { status: 'rejected', reason }),
      );
    }
    return loading;
  };
  function Lazy(props: P): ReactElement {
    if (import.meta.env.SSR) {
      noteScreen(name, words);
    }
    // Suspends until the code is here; the error boundary around the screen shows a failure.
    return createElement(use(load()), props);
  }
  Lazy.displayName = `Lazy(${name})`;
  // A chunk that failed to arrive (a dropped connection, a new deploy) stays failed for the screen, which says so and
  // offers a reload (as React.lazy's did: drawing it again must not fetch again, or it would suspend for ever); a
  // later preload (the next start, a guard's) asks again.
  const preload = (): Promise<void> => {
    if (loading?.status === 'rejected') {
      loading = undefined;
    }
    return load().then(() => undefined);
  };
  return Object.assign(Lazy, { preload, screen: name, words }) satisfies LazyScreen;
}

/** A promise as React's use() reads one (its ReactPromise): once settled, it says so and carries its value. */
type Loading<T> = Promise<T> & ({ status?: undefined } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown });
