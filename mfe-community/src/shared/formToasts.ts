/** A toast's words. */
export interface ToastText {
  title: string;
  description: string;
}

/**
 * Spec section 8: a public form's three toasts. A required field left empty and a failed send
 * have the spec's common titles; each form words their descriptions and its own thanks.
 */
export function formToasts(words: { missing: string; sent: ToastText; failed: string }) {
  return {
    missing: { title: 'Campos requeridos', description: words.missing },
    sent: words.sent,
    failed: { title: 'Error', description: words.failed },
  } as const;
}
