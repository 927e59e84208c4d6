import type { Plan, PlanInput, PlanUpdate, PromoCode, PromoCodeInput } from '@signals/protocol';
import { create } from 'zustand';
import { callApi, errorMessage } from '../../../api';
import { t } from '../../../i18n';
import type { ListStatus } from '../pagedList';

/** A whole list as the back office holds it: every row, in the server's order. */
export interface AdminList<T> {
  rows: T[];
  status: ListStatus;
  error: string | null;
}

export interface AdminPlansStore {
  plans: AdminList<Plan>;
  promoCodes: AdminList<PromoCode>;
  plansRequested: (force?: boolean) => Promise<void>;
  planCreated: (input: PlanInput) => Promise<Plan>;
  /**
   * Change a plan. A bought plan's new price or length comes back as a new plan (another id, the same code): the old
   * row is then refetched, inactive.
   */
  planUpdated: (id: number, patch: PlanUpdate) => Promise<Plan>;
  planDeactivated: (id: number) => Promise<Plan>;
  promoCodesRequested: (force?: boolean) => Promise<void>;
  promoCodeCreated: (input: PromoCodeInput) => Promise<PromoCode>;
  promoCodeUpdated: (id: number, input: PromoCodeInput) => Promise<PromoCode>;
  promoCodeDeleted: (id: number) => Promise<void>;
}

function empty<T>(): AdminList<T> {
  return { rows: [], status: 'idle', error: null };
}

function upsert<T extends { id: number }>(rows: readonly T[], row: T): T[] {
  return rows.some((other) => other.id === row.id) ? rows.map((other) => (other.id === row.id ? row : other)) : [...rows, row];
}

export const useAdminPlansStore = create<AdminPlansStore>()((set, get) => {
  /** Loads a whole list (once, unless forced), keeping the rows shown while it refreshes. */
  const load = async <T>(read: () => AdminList<T>, write: (next: AdminList<T>) => void, fetchAll: () => Promise<T[]>, force: boolean) => {
    const list = read();
    if (!force && (list.status === 'ready' || list.status === 'loading')) {
      return;
    }
    write({ ...list, status: list.status === 'ready' ? 'ready' : 'loading', error: null });
    try {
      write({ rows: await fetchAll(), status: 'ready', error: null });
    } catch (error) {
      write({ ...read(), status: 'error', error: errorMessage(error, t('common.somethingWrong')) });
    }
  };
  const putPlan = (plan: Plan) => set((state) => ({ plans: { ...state.plans, rows: upsert(state.plans.rows, plan) } }));
  const putPromo = (promo: PromoCode) => set((state) => ({ promoCodes: { ...state.promoCodes, rows: upsert(state.promoCodes.rows, promo) } }));

  return {
    plans: empty<Plan>(),
    promoCodes: empty<PromoCode>(),
    plansRequested: (force = false) => load(() => get().plans, (plans) => set({ plans }), () => callApi('adminListPlans'), force),
    planCreated: async (input) => {
      const plan = await callApi('adminCreatePlan', { body: input });
      putPlan(plan);
      return plan;
    },
    planUpdated: async (id, patch) => {
      const plan = await callApi('adminUpdatePlan', { params: { id }, body: patch });
      putPlan(plan);
      if (plan.id !== id) {
        // Repriced: the old row was taken off sale in the same write.
        void get().plansRequested(true);
      }
      return plan;
    },
    planDeactivated: async (id) => {
      const plan = await callApi('adminDeactivatePlan', { params: { id } });
      putPlan(plan);
      return plan;
    },
    promoCodesRequested: (force = false) => load(() => get().promoCodes, (promoCodes) => set({ promoCodes }), () => callApi('adminListPromoCodes'), force),
    promoCodeCreated: async (input) => {
      const promo = await callApi('adminCreatePromoCode', { body: input });
      putPromo(promo);
      return promo;
    },
    promoCodeUpdated: async (id, input) => {
      const promo = await callApi('adminUpdatePromoCode', { params: { id }, body: input });
      putPromo(promo);
      return promo;
    },
    promoCodeDeleted: async (id) => {
      await callApi('adminDeletePromoCode', { params: { id } });
      set((state) => ({ promoCodes: { ...state.promoCodes, rows: state.promoCodes.rows.filter((row) => row.id !== id) } }));
    },
  };
});

export const adminPlansSelectors = {
  plans: (s: AdminPlansStore) => s.plans,
  promoCodes: (s: AdminPlansStore) => s.promoCodes,
};
