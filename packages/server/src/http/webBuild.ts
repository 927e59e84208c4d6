import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LanguageCode, PageAnswers, RouteName } from '@signals/protocol';

/** What the web build writes beside its prerendered pages (packages/web/build/prerender.ts). */
export interface PrerenderedIndex {
  languages: string[];
  /** Address → file name, in every language's folder. */
  pages: Record<string, string>;
  /** The addresses whose page is drawn in the signed-out frame: not for a browser that has a session. */
  signedOutOnly?: string[];
  /** The file of the not-found page. */
  notFound: string;
  /** Every address pattern the app has a screen for (`/signals/:id`, `/admin/*`). */
  routes: string[];
  /** The member pages rendered on request: address → language → the files the page preloads. */
  memberPages?: Record<string, Record<string, string>>;
}

/** A member's page as the web's server build renders it (packages/web/src/ssr/renderPage.tsx). */
export interface RenderedMemberPage {
  html: string;
  styles: string;
  title: string | null;
  theme: string;
  answers: PageAnswers;
}

/** The web's server build, as the server uses it (packages/web/src/ssr/renderPage.tsx). */
export interface RenderModule {
  renderMemberPage(url: string, language: LanguageCode, answer: (name: RouteName, input: { params?: Record<string, string | number>; query?: Record<string, unknown> }) => Promise<unknown>): Promise<RenderedMemberPage | null>;
  pageHtml(template: string, page: RenderedMemberPage, marks: { language: string; preload: string; answers?: PageAnswers }): string;
}

export const PRERENDERED_DIR = 'prerendered';

/** The web build the server serves: its page index and its index.html (read again when a new build replaces them), and its server build. */
export interface WebBuild {
  dir: string;
  index(): PrerenderedIndex | null;
  template(): string | null;
  renderer(): Promise<RenderModule | null>;
}

export function webBuild(webDist: string): WebBuild {
  const indexFile = path.join(webDist, PRERENDERED_DIR, 'pages.json');
  const templateFile = path.join(webDist, 'index.html');
  // Written beside the browser's build, never inside it: nothing serves or caches it (packages/web/build/prerender.ts).
  const rendererFile = `${webDist}-ssr/renderPage.js`;
  const index = fresh(indexFile, (text) => JSON.parse(text) as PrerenderedIndex);
  const template = fresh(templateFile, (text) => text);
  // Loaded once: its chunks import the entry by its path, so the one module must be the one at that path (a new
  // build of the server side takes a restart, as the server's own code does).
  let renderer: Promise<RenderModule> | null = null;
  return {
    dir: webDist,
    index,
    template,
    renderer: () => {
      if (!renderer && !fs.existsSync(rendererFile)) {
        return Promise.resolve(null);
      }
      renderer ??= import(pathToFileURL(rendererFile).href) as Promise<RenderModule>;
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
