import { useEffect, useState } from 'react';

/** Input types that bring up no keyboard: a checkbox, a button or a colour picker leave the page as it is. */
const NO_KEYBOARD_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit']);

/** What the check reads of the focused element (an HTMLElement, or a plain object in a test). */
export interface FocusedElement {
  tagName: string;
  type?: string;
  readOnly?: boolean;
  disabled?: boolean;
  isContentEditable?: boolean;
}

/** Whether focusing this element brings up the on-screen keyboard on a phone or a tablet. */
export function isTextEntry(element: FocusedElement | null): boolean {
  if (!element) return false;
  const tag = element.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'input') {
    if (element.readOnly || element.disabled) return false;
    return tag === 'textarea' || !NO_KEYBOARD_INPUTS.has((element.type ?? 'text').toLowerCase());
  }
  return element.isContentEditable === true;
}

export interface KeyboardSignals {
  /** A touch screen is the main pointer (`(pointer: coarse)`): a focused text field means a keyboard. */
  coarsePointer: boolean;
  focusedTextEntry: boolean;
  /** visualViewport.height × scale: what is left of the screen above a keyboard (zoom does not count). */
  visibleHeight: number | undefined;
  /** window.innerHeight: the page's own height, which a keyboard does not change. */
  layoutHeight: number;
}

/** A keyboard takes at least a quarter of a phone's screen; the browser's own bars take less. */
const KEYBOARD_SHARE = 0.25;

/**
 * Two signals, either enough: the visual viewport shrank by more than a quarter of the page's
 * height (browsers that report it while a keyboard is open), or a touch device has its focus in a
 * text field (browsers that report nothing). A mouse and keyboard computer never hides anything.
 */
export function keyboardLikelyOpen({ coarsePointer, focusedTextEntry, visibleHeight, layoutHeight }: KeyboardSignals): boolean {
  if (coarsePointer && focusedTextEntry) return true;
  if (visibleHeight === undefined || layoutHeight <= 0) return false;
  return coarsePointer && visibleHeight < layoutHeight * (1 - KEYBOARD_SHARE);
}

function readSignals(): KeyboardSignals {
  const viewport = window.visualViewport;
  return {
    coarsePointer: window.matchMedia('(pointer: coarse)').matches,
    focusedTextEntry: isTextEntry(document.activeElement as FocusedElement | null),
    visibleHeight: viewport ? viewport.height * viewport.scale : undefined,
    layoutHeight: window.innerHeight,
  };
}

/** True while the on-screen keyboard is probably open (see keyboardLikelyOpen). */
export function useOnScreenKeyboard(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const update = () => setOpen(keyboardLikelyOpen(readSignals()));
    // focusout fires before the next element has the focus: read the state once it has settled.
    const updateSoon = () => window.setTimeout(update, 0);
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', updateSoon);
    window.visualViewport?.addEventListener('resize', update);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', updateSoon);
      window.visualViewport?.removeEventListener('resize', update);
    };
  }, []);
  return open;
}
