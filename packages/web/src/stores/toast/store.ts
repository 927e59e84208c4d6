import { TOAST_DURATION_MS } from '@signals/protocol';
import { create } from 'zustand';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** How long it stays, in milliseconds; TOAST_DURATION_MS unless given. */
  duration?: number;
}

export interface Toast extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
  /** False once dismissed: the toast plays its exit and is then removed. */
  open: boolean;
}

interface ToastState {
  toasts: Toast[];
  toastShown: (input: ToastInput) => number;
  toastDismissed: (id: number) => void;
  toastRemoved: (id: number) => void;
}

/** One toast is visible at a time (spec); a new one replaces the current. */
const VISIBLE_LIMIT = 1;
let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  toastShown: (input) => {
    const id = nextId++;
    const toast: Toast = {
      id,
      title: input.title,
      description: input.description,
      variant: input.variant ?? 'default',
      duration: input.duration ?? TOAST_DURATION_MS,
      open: true,
    };
    set((s) => ({ toasts: [toast, ...s.toasts].slice(0, VISIBLE_LIMIT) }));
    return id;
  },
  toastDismissed: (id) => set((s) => ({ toasts: s.toasts.map((t) => (t.id === id ? { ...t, open: false } : t)) })),
  toastRemoved: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

/** Show a toast from anywhere: components, stores or plain functions. */
export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = useToastStore.getState().toastShown(input);
  return { id, dismiss: () => useToastStore.getState().toastDismissed(id) };
}
