import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defaultServerConditions, type Manifest, type Plugin } from 'vite';
// Types only (erased): the build runs before the protocol is built.
import type { MemberPageRenderer, PrerenderedIndex, RenderedPage } from '@signals/protocol';
import { i18nCatalogues, languages as catalogueLanguages } from './i18nCatalogues.ts';
import { styledComponentIds } from './styledComponentIds.ts';
import { zustandForDrawnPages } from './zustandAlias.ts';
import { START_STAGES } from '../src/start/stages.ts';

/** Where the pages go in the build, and the index the server reads (packages/server/src/http/prerenderedPages.ts). */
export const PRERENDERED_DIR = 'prerendered';
export const PRERENDERED_INDEX = 'pages.json';
/** The server build of the app is written beside the browser's, in a folder named like it with this ending. */
const SSR_DIR_SUFFIX = '-ssr';
const SSR_ENTRY = 'renderPage.js';

/** The pages anyone may open signed out, by address, and the file each is written to in every language. */
const PAGES: Record<string, string> = { '/auth': 'auth', '/admin-auth': 'admin-auth', '/performance': 'performance', '/help': 'help', '/privacy': 'privacy' };
/**
 * The pages whose frame depends on who is looking (router/guards: SignedInOrOut): drawn in the public frame, they
 * are sent only to a browser without a session cookie; a member gets the app, which draws the member frame.
 */
const SIGNED_OUT_ONLY = ['/performance', '/help', '/privacy'];
/** The page for an address the app has no screen for; rendered at an address no route has. */
const NOT_FOUND = { path: '/not-found-page', file: 'not-found' };
/** date-fns' module for each language's date words, where it is not the language's code. */
const DATE_LOCALE_FILE: Record<string, string> = { zh: 'zh-CN' };

interface RenderModule extends Pick<MemberPageRenderer, 'pageHtml'> {
  renderPage: (url: string, language: string) => Promise<RenderedPage>;
  routePatterns: () => string[];
  memberPages: () => Record<string, Pick<RenderedPage, 'screens' | 'groups'>>;
}

/**
 * Writes the public pages as HTML at build time, in every language: the app rendered on the server (src/ssr),
 * its styles inlined, and modulepreload links for the chunks and words the page needs, so the first paint needs
 * nothing but the HTML, and the app adopts the page when its code has arrived (main.tsx). The server picks the
 * language of the visitor (packages/server/src/http/prerenderedPages.ts).
 */
export function prerender({ conditions }: { conditions: string[] }): Plugin {
  let root = '';
  let outDir = '';
  let isServerBuild = false;
  return {
    name: 'signals:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      isServerBuild = Boolean(config.build.ssr);
    },
    closeBundle: {
      // Before the precompression and the service worker's file list, which must see (or skip) these files.
      order: 'pre',
      sequential: true,
      async handler() {
        if (isServerBuild) {
          return;
        }
        const entry = await buildRenderModule(root, outDir, conditions);
        await writePages(outDir, (await import(pathToFileURL(entry).href)) as RenderModule, path.relative(outDir, entry));
      },
    },
  };
}

/**
 * The app's server build (src/ssr/renderPage.tsx), whole (libraries included, so it runs wherever the server does),
 * beside the browser's build: `<outDir>-ssr/renderPage.js`, which the server also loads to render a member's page
 * on request (packages/server/src/http/memberPages.ts; the page index says where). Not in the browser's folder:
 * nothing serves or caches it. Returns the entry's path.
 */
async function buildRenderModule(root: string, outDir: string, conditions: string[]): Promise<string> {
  const ssrOut = `${outDir}${SSR_DIR_SUFFIX}`;
  await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), i18nCatalogues(), styledComponentIds()],
    // zustand's server rendering draws every store's initial state; the server draws a member's (src/ssr/zustandForDrawnPages.ts).
    resolve: { conditions, alias: [zustandForDrawnPages] },
    // The protocol from its TypeScript source, as the app has it.
    ssr: { noExternal: true, target: 'node', resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: [...defaultServerConditions] } },
    build: { ssr: 'src/ssr/renderPage.tsx', outDir: ssrOut, emptyOutDir: true, minify: false, copyPublicDir: false, rollupOptions: { output: { entryFileNames: SSR_ENTRY } } },
  });
  return path.join(ssrOut, SSR_ENTRY);
}

/** The pages, and their index for the server (`serverBuild`: where the server build is, from the browser's build). */
async function writePages(outDir: string, render: RenderModule, serverBuild: string): Promise<void> {
  const template = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(await fs.readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const languages = catalogueLanguages();
  const pages = { ...PAGES, [NOT_FOUND.path]: NOT_FOUND.file };
  for (const language of languages) {
    const dir = path.join(outDir, PRERENDERED_DIR, language);
    await fs.mkdir(dir, { recursive: true });
    for (const [address, file] of Object.entries(pages)) {
      const page = await render.renderPage(address, language);
      await fs.writeFile(path.join(dir, `${file}.html`), render.pageHtml(template, page, { language, preload: preloadList(preloads(manifest, page, language)) }));
    }
  }
  // The member pages the server renders on request, with the files each preloads in every language.
  const memberPages: Record<string, Record<string, string>> = {};
  for (const [address, drawn] of Object.entries(render.memberPages())) {
    memberPages[address] = Object.fromEntries(languages.map((language) => [language, preloadList(preloads(manifest, drawn, language))]));
  }
  const index: PrerenderedIndex = { languages, pages: PAGES, signedOutOnly: SIGNED_OUT_ONLY, notFound: NOT_FOUND.file, routes: render.routePatterns(), memberPages, serverBuild };
  await fs.writeFile(path.join(outDir, PRERENDERED_DIR, PRERENDERED_INDEX), `${JSON.stringify(index, null, 2)}\n`);
}

/**
 * The files the page's first render in the browser needs: the app's own chunks first, then its screens, its words,
 * its date words. The page's first script (src/boot.ts) preloads them once the page has painted, a few per task,
 * before it imports the app (which then finds every chunk already on its way).
 */
function preloads(manifest: Manifest, page: Pick<RenderedPage, 'screens' | 'groups'>, language: string): string[] {
  // The page's first script is loaded already.
  const already = new Set<string | undefined>([manifest['index.html']?.file]);
  const files: string[] = [];
  const add = (key: string | undefined) => {
    const chunk = key ? manifest[key] : undefined;
    if (!chunk || already.has(chunk.file)) {
      return;
    }
    already.add(chunk.file);
    files.push(chunk.file);
    chunk.imports?.forEach(add);
  };
  for (const stage of START_STAGES) {
    add(`src/start/${stage}.ts`);
  }
  add('src/main.tsx');
  const keys = Object.keys(manifest);
  for (const screen of page.screens) {
    add(keys.find((key) => key.startsWith('src/') && key.endsWith(`/${screen}.tsx`)));
  }
  for (const group of page.groups) {
    add(`signals-catalogue:${language}/${group}`);
  }
  const dateWords = DATE_LOCALE_FILE[language] ?? language;
  add(keys.find((key) => key.includes('/date-fns/') && key.endsWith(`/locale/${dateWords}.js`)));
  return files;
}

/** The files a page preloads, as #root's data-preload holds them (src/boot.ts). */
function preloadList(files: string[]): string {
  return files.map((file) => `/${file}`).join(' ');
}
