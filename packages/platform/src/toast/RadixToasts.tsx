import * as RadixToast from '@radix-ui/react-toast';
import { useEffect, useRef } from 'react';
import { dismissToast, TOAST_DURATION_MS, type ToastItem } from './toastStore';

/** Spec section 8: swipe right past 50 px dismisses, F8 focuses the notification area. */
export default function RadixToasts({
  toasts,
  focusViewportOnMount,
}: {
  toasts: readonly ToastItem[];
  /** F8 was pressed before this module had loaded. */
  focusViewportOnMount: boolean;
}) {
  const viewport = useRef<HTMLOListElement>(null);
  const focusOnMount = useRef(focusViewportOnMount);
  useEffect(() => {
    if (focusOnMount.current) viewport.current?.focus();
  }, []);

  return (
    <RadixToast.Provider swipeDirection="right" swipeThreshold={50} duration={TOAST_DURATION_MS} label="Notificación">
      {toasts.map((item) => (
        <RadixToast.Root
          key={item.id}
          className={`uf-toast uf-toast--${item.variant ?? 'default'}`}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          duration={item.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
        >
          <div className="uf-toast__text">
            <RadixToast.Title className="uf-toast__title">{item.title}</RadixToast.Title>
            {item.description ? <RadixToast.Description className="uf-toast__description">{item.description}</RadixToast.Description> : null}
          </div>
          <RadixToast.Close className="uf-toast__close" aria-label="Cerrar notificación">
            <span aria-hidden="true">×</span>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      {/* aria-live="off" announces nothing (Radix announces each toast itself) but keeps the area
          out of the aria-hidden that a modal (the chat window) puts on the rest of the page. */}
      <RadixToast.Viewport ref={viewport} className="uf-toast-viewport" hotkey={['F8']} label="Notificaciones ({hotkey})" aria-live="off" />
    </RadixToast.Provider>
  );
}
