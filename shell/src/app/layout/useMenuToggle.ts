import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A menu opened by a toggle button (spread `toggleProps` on it; `menuId` is the menu's id): closed
 * again by another page, by Escape (the focus goes back to the toggle) and, when `panel` is given,
 * by a press outside the panel and the toggle.
 */
export function useMenuToggle(menuId: string, panel?: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const closeOnOutsideClick = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel?.current?.contains(target) && !toggle.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    if (panel) document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnOutsideClick);
    };
  }, [open, panel]);

  const toggleProps = {
    ref: toggle,
    type: 'button',
    'aria-expanded': open,
    'aria-controls': menuId,
    onClick: () => setOpen((value) => !value),
  } as const;
  return { open, setOpen, toggleProps };
}
