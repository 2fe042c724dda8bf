/** What a confirm dialog asks, and its two answers (plain data: svc-content reads the drawing zone's texts too). */
export interface ConfirmQuestion {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
}
