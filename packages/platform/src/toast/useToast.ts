import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToToasts, toast } from './toastStore';

export function useToasts() {
  return useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
}

/** `const { toast } = useToast(); toast({ title: '¡Hasta luego!', description: '...' })`. */
export function useToast() {
  return { toast, dismiss: dismissToast, toasts: useToasts() };
}
