import type { CatalogueGroup } from '../i18n/catalogueGroups';

/**
 * What a page rendered at build time used, read back by the prerendering step (build/prerender.ts): the lazy
 * screens it drew (their chunks become modulepreload links), the catalogue groups they need, and its title.
 * Written only in the server build (`import.meta.env.SSR`); the app in the browser never touches it.
 */
export interface RenderRecord {
  screens: Set<string>;
  groups: Set<CatalogueGroup>;
  title: string | null;
}

let record: RenderRecord = newRecord();

function newRecord(): RenderRecord {
  return { screens: new Set(), groups: new Set(['first']), title: null };
}

/** Starts recording a page; returns the record it will fill. */
export function startRecord(): RenderRecord {
  record = newRecord();
  return record;
}

export function noteScreen(name: string, words: CatalogueGroup | undefined): void {
  record.screens.add(name);
  if (words) {
    record.groups.add(words);
  }
}

export function noteTitle(title: string): void {
  record.title = title;
}
