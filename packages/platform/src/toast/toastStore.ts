/** Spec section 8: at most one toast visible, 5000 ms by default. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; defaults to {@link TOAST_DURATION_MS}. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: number;
}

type Listener = () => void;

let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast from anywhere (shell or remote: the platform is one shared module). Returns its id. */
export function toast(options: ToastOptions): number {
  const id = nextId++;
  publish([{ ...options, id }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

/** Closes one toast, or all of them without an id. */
export function dismissToast(id?: number): void {
  publish(id === undefined ? [] : toasts.filter((t) => t.id !== id));
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}
