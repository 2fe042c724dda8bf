import { lazy, type ReactNode, Suspense } from 'react';

export interface ParentalCheckDialogProps {
  title: string;
  /** What happens after the check, in words for the adult. */
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  busyLabel: string;
  cancelLabel?: string;
  /** The action is running: the dialog stays open and cannot be answered again. */
  busy?: boolean;
  /** Called once the adult answered right. */
  onConfirm: () => void;
  onClose: () => void;
}

// The dialog and its form (react-hook-form with it) load with the first opening, not with the page.
const ParentalCheckDialogContent = lazy(() => import('./ParentalCheckDialog'));

/**
 * "Solo para personas adultas": a question a young child cannot answer stands before a payment,
 * a cancellation or the family's adult area. A native modal <dialog>: focus stays inside, Escape closes it, and focus
 * returns to where it was. Render it only while it is open (each opening asks a new question).
 */
export function ParentalCheckDialog(props: ParentalCheckDialogProps) {
  return (
    <Suspense fallback={null}>
      <ParentalCheckDialogContent {...props} />
    </Suspense>
  );
}
