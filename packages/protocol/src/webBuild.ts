import type { RouteName } from './api.js';
import type { LanguageCode } from './constants.js';

/**
 * The contract between the web's build and the server that serves it: the index the build writes beside its
 * prerendered pages (packages/web/build/prerender.ts), and the server build of the app the server renders a member's
 * pages with (packages/web/src/ssr/renderPage.tsx, used by packages/server/src/http/memberPages.ts). Types only: the
 * web's build runs before the protocol is built.
 */

/** `prerendered/pages.json` in the web build. */
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
  /** The member pages rendered on request: address pattern (`/signals/:id`) → language → the files the page preloads (space-separated). */
  memberPages?: Record<string, Record<string, string>>;
  /** The server build's entry, relative to the web build's folder. */
  serverBuild?: string;
}

/** A page as the app renders it to HTML. */
export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** styled-components' <style> tags for what the markup uses. */
  styles: string;
  title: string | null;
  /** The lazy screens drawn (src/router/screens.ts names), whose chunks the page preloads. */
  screens: string[];
  /** The catalogue groups they read. */
  groups: string[];
  /** The theme drawn: at build time the stores' first state, as a device that never chose one has it; a member's page on request, their device's (DeviceMarks). */
  theme: string;
}

/**
 * A page the server renders for a signed-in member carries the API answers it was drawn from, in a JSON block
 * (`<script type="application/json">`, data the page's Content-Security-Policy lets through, never run) with this
 * id: the app starts from them instead of asking again.
 */
export const PAGE_ANSWERS_ID = 'page-answers';

/**
 * A page the server renders for a signed-in member is covered, until the app has adopted it, by an empty layer with
 * this id that takes the taps (a tap on the page would do nothing yet, or leave it). Removing it restyles nothing
 * else; an `inert` page, made live, had every element styled again (4.8-8.7 ms for /signals at rest, bench/web/restyles.mjs).
 */
export const PAGE_ADOPTING_ID = 'page-adopting';

/** The answers a rendered page carries: each GET route's body by the address the app asks it at (`/api/signals/free?limit=8`). */
export type PageAnswers = Record<string, unknown>;

/** A member's page rendered on request, and the answers it was drawn from. */
export interface RenderedMemberPage extends RenderedPage {
  answers: PageAnswers;
  /** The server's clock its relative times ("5 minutes ago") were drawn against, in epoch milliseconds. */
  drawnAt: number;
  /** The time zone its dates were written in (an IANA name): the member's device's when known, else the server's. */
  timeZone: string;
}

/** A call's input as a page asks it: path params and a query of scalars. */
export interface PageCallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | null | undefined>;
}

/** Answers a GET route for the member whose page is being rendered: the server's own route, with their rights. */
export type PageAnswerer = (name: RouteName, input: PageCallInput) => Promise<unknown>;

/** How a page was rendered, as the browser reads it off #root. */
export interface PageMarks {
  language: string;
  /** The files the page's first script preloads once it has painted (src/boot.ts), space-separated. */
  preload: string;
  /** A member's page rendered on request: the answers it was drawn from. Absent for a page rendered at build time. */
  answers?: PageAnswers;
  /** A member's page rendered on request: the clock and time zone it was drawn in (RenderedMemberPage). */
  drawnAt?: number;
  timeZone?: string;
}

/** What the member's device told the server of itself, as its cookies hold it (unchecked: the renderer checks). */
export interface DeviceMarks {
  /** TIME_ZONE_COOKIE: the dates are written in it; in the server's own zone when absent or unknown. */
  timeZone?: string;
  /** THEME_COOKIE: the page is drawn in it; in the default theme when absent or neither theme. */
  theme?: string;
}

/** What the server build of the app offers the server. */
export interface MemberPageRenderer {
  renderMemberPage(url: string, language: LanguageCode, answer: PageAnswerer, device: DeviceMarks): Promise<RenderedMemberPage | null>;
  pageHtml(template: string, page: RenderedPage, marks: PageMarks): string;
}
