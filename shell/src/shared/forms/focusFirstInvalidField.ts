/** After a failed submit, puts the keyboard on the first field marked invalid (once React has rendered it). */
export function focusFirstInvalidField(form: HTMLFormElement): void {
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
