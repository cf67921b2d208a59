/**
 * After a submit that fails validation, focus goes to the first field in error (in the open
 * dialog, or the page), so keyboard and screen reader users land on what needs fixing. It waits a
 * frame for the fields to render their aria-invalid state.
 */
export function focusFirstInvalid() {
  requestAnimationFrame(() => {
    const scope = document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]') ?? document;
    scope.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
