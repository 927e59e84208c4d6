import type { Plan, Quote, QuoteRequest, TrialStarted } from '@signals/protocol';
import { create } from 'zustand';
import { callApi, errorMessage, isApiError } from '../../api';
import { t } from '../../i18n';
import { useSessionStore } from '../session';

/** Why a promo code was refused (the server's 400): its stable code and the message in the member's language. */
export interface PromoRefusal {
  code: string | null;
  message: string;
}

export interface QuoteState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The quote last fixed for this member; kept while a new one is asked, so the page does not jump. */
  quote: Quote | null;
  /** A failure that is not about the promo code (network, plan gone). */
  error: string | null;
  /** The promo code of the last request refused, and why. */
  promoRefusal: PromoRefusal | null;
}

export interface PlansState {
  /** The plans on sale, dearest per month last as the server lists them. */
  plans: Plan[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  plansRequested: (force?: boolean) => Promise<void>;
  quote: QuoteState;
  /**
   * Fix what the next payment buys. A refused promo code is kept in `promoRefusal` (the last quote stays) and the
   * call resolves to null; any other failure lands in `error`. With `reuse`, a quote already open for the same plan
   * and code that holds for another hour is kept rather than asked again.
   */
  quoteRequested: (input: { planId: number; promoCode?: string | null }, options?: { reuse?: boolean }) => Promise<Quote | null>;
  /** The promo code's refusal is read; the field is edited again. */
  promoRefusalCleared: () => void;
  /** Start the plan's trial; throws the ApiError (409 once taken) for the screen. */
  trialStarted: (planId: number) => Promise<TrialStarted>;
  plansReset: () => void;
}

const NO_QUOTE: QuoteState = { status: 'idle', quote: null, error: null, promoRefusal: null };
/** A quote reused by the payment screen must hold at least this long: a transfer takes minutes, a claim longer. */
const REUSE_MARGIN_MS = 60 * 60_000;

let generation = 0;
let quoteTicket = 0;

/** The promo code's issue of a 400, if that is what the server answered. */
function promoIssue(error: unknown): PromoRefusal | null {
  if (!isApiError(error) || error.status !== 400) {
    return null;
  }
  const issue = error.issues.find((candidate) => candidate.path === 'promoCode');
  return issue ? { code: issue.code ?? error.code, message: issue.message } : null;
}

function sameCode(a: string | null | undefined, b: string | null | undefined): boolean {
  return (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
}

export const usePlansStore = create<PlansState>()((set, get) => ({
  plans: [],
  status: 'idle',
  quote: NO_QUOTE,
  plansRequested: async (force = false) => {
    const { status } = get();
    if (!force && (status === 'ready' || status === 'loading')) {
      return;
    }
    set((state) => ({ status: state.status === 'ready' ? 'ready' : 'loading' }));
    try {
      const plans = await callApi('listPlans');
      set({ plans, status: 'ready' });
    } catch {
      set((state) => (state.status === 'ready' ? state : { status: 'error' }));
    }
  },
  quoteRequested: async (input, options = {}) => {
    const open = get().quote.quote;
    if (
      options.reuse &&
      open &&
      open.planId === input.planId &&
      sameCode(open.promoCode, input.promoCode) &&
      new Date(open.expiresAt).getTime() - Date.now() > REUSE_MARGIN_MS
    ) {
      return open;
    }
    const started = generation;
    const ticket = ++quoteTicket;
    set((state) => ({ quote: { ...state.quote, status: 'loading', error: null, promoRefusal: null } }));
    const current = () => started === generation && ticket === quoteTicket;
    try {
      const quote = await callApi('createQuote', { body: { planId: input.planId, promoCode: input.promoCode?.trim() || null } satisfies QuoteRequest });
      if (current()) {
        set({ quote: { status: 'ready', quote, error: null, promoRefusal: null } });
      }
      return quote;
    } catch (error) {
      if (current()) {
        const refusal = promoIssue(error);
        set((state) => ({
          quote: refusal
            ? { ...state.quote, status: state.quote.quote ? 'ready' : 'idle', promoRefusal: refusal }
            : { ...state.quote, status: 'error', error: errorMessage(error, t('plans.quote.failed')) },
        }));
      }
      return null;
    }
  },
  promoRefusalCleared: () => set((state) => (state.quote.promoRefusal ? { quote: { ...state.quote, promoRefusal: null } } : state)),
  trialStarted: async (planId) => {
    const started = await callApi('startTrial', { body: { planId } });
    // The member as they now are: the live `user:updated` says it too, this makes it immediate.
    try {
      useSessionStore.getState().userUpdated(await callApi('currentUser'));
    } catch {
      // The push brings it.
    }
    return started;
  },
  plansReset: () => {
    generation += 1;
    set({ quote: NO_QUOTE });
  },
}));

// Another member signed in: the quote was not theirs.
useSessionStore.subscribe((session, previous) => {
  if (session.user?.id !== previous.user?.id) {
    usePlansStore.getState().plansReset();
  }
});
