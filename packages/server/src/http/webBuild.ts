import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MemberPageRenderer, PrerenderedIndex } from '@signals/protocol';

/** Where the web build writes its prerendered pages and their index (packages/web/build/prerender.ts). */
export const PRERENDERED_DIR = 'prerendered';

/** The web build the server serves: its page index and its index.html (read again when a new build replaces them), and its server build. */
export interface WebBuild {
  dir: string;
  index(): PrerenderedIndex | null;
  template(): string | null;
  /** The app's server build, which renders a member's pages; null when the build has none. */
  renderer(): Promise<MemberPageRenderer | null>;
}

export function webBuild(webDist: string): WebBuild {
  const indexFile = path.join(webDist, PRERENDERED_DIR, 'pages.json');
  const templateFile = path.join(webDist, 'index.html');
  const index = fresh(indexFile, (text) => JSON.parse(text) as PrerenderedIndex);
  const template = fresh(templateFile, (text) => text);
  // Loaded once: its chunks import the entry by its path, so the one module must be the one at that path (a new
  // build of the server side takes a restart, as the server's own code does).
  let renderer: Promise<MemberPageRenderer> | null = null;
  return {
    dir: webDist,
    index,
    template,
    renderer: () => {
      if (!renderer) {
        // Where the build wrote it: beside the browser's build, never inside it (nothing serves or caches it).
        const entry = index()?.serverBuild;
        if (!entry) {
          return Promise.resolve(null);
        }
        renderer = import(pathToFileURL(path.resolve(webDist, entry)).href) as Promise<MemberPageRenderer>;
      }
      return renderer;
    },
  };
}

/** A file's contents, parsed, read again when it changes; null while it does not exist. */
function fresh<T>(file: string, parse: (text: string) => T): () => T | null {
  let loaded: { mtimeMs: number; value: T } | null = null;
  return () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) {
      return null;
    }
    if (loaded?.mtimeMs !== stat.mtimeMs) {
      loaded = { mtimeMs: stat.mtimeMs, value: parse(fs.readFileSync(file, 'utf8')) };
    }
    return loaded.value;
  };
}
