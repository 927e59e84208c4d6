import { PAGE_ANSWERS_ID, type PageAnswerer, type PageAnswers, type RouteName } from '@signals/protocol';
import { pageClock } from '../ssr/pageTime';
import type { RouteUrlInput } from './routeUrl';
import { answeredAt } from './servedAt';

let answerer: PageAnswerer | null = null;
let recorded: PageAnswers = {};
let pending = new Set<Promise<unknown>>();
let carried: Map<string, unknown> | null = null;

/**
 * On the server (src/ssr/renderPage.tsx): calls made while the page is prepared are answered by `next` and kept, to
 * be written into the page; null when it is done.
 */
export function answerOnServer(next: PageAnswerer | null): void {
  answerer = next;
  recorded = {};
  pending = new Set();
}

/**
 * Resolves once every call answered by the page has been answered and what the app does with the answers is done,
 * including calls those answers led to (a sign-in fetching the unread count): on the server, before the page is
 * drawn; in the browser, before React adopts it (main.tsx), so both draw from the same state.
 */
export async function answersSettled(): Promise<void> {
  while (pending.size > 0) {
    await Promise.allSettled([...pending]);
    // The stores take an answer a few promise steps after it arrives: a macrotask later, they all have.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/** The answers the page being rendered on the server was drawn from. */
export function recordedAnswers(): PageAnswers {
  return recorded;
}

/**
 * The answer to a GET that came with the page, once: the app starts from what the page shows without asking again;
 * a later call (a refresh, a retry) asks the server. On the server, the server's answer. Undefined: ask over the network.
 */
export function answeredByPage(name: RouteName, input: RouteUrlInput, url: string): Promise<unknown> | undefined {
  if (import.meta.env.SSR) {
    return tracked(
      answerer?.(name, input).then((body) => {
        recorded[url] = body;
        return body;
      }),
    );
  }
  if (!carried) {
    carried = readCarried();
    if (carried.size > 0) {
      // Read by the server as it drew the page, after the clock it drew it with.
      answeredAt(pageClock());
    }
  }
  if (!carried.has(url)) {
    return undefined;
  }
  const body = carried.get(url);
  carried.delete(url);
  return tracked(Promise.resolve(body));
}

function tracked(answer: Promise<unknown> | undefined): Promise<unknown> | undefined {
  if (answer) {
    pending.add(answer);
    void answer.finally(() => pending.delete(answer)).catch(() => undefined);
  }
  return answer;
}

/** The addresses of the answers the page came with (the reads this visit made without the network): pwa/register keeps copies of them. */
export function addressesCarried(): string[] {
  return [...readCarried().keys()];
}

function readCarried(): Map<string, unknown> {
  const text = document.getElementById(PAGE_ANSWERS_ID)?.textContent;
  if (!text) {
    return new Map();
  }
  try {
    return new Map(Object.entries(JSON.parse(text) as PageAnswers));
  } catch {
    // A page cut short in transit: the app asks for everything, as from an empty shell.
    return new Map();
  }
}
