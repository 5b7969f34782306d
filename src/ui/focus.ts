/** After an action the pressed card may be gone: keep keyboard focus on the board. */
export function refocus(): void {
  requestAnimationFrame(() => {
    if (document.activeElement && document.activeElement !== document.body) return;
    const next =
      document.querySelector<HTMLElement>('[role="dialog"] button:not([disabled])') ??
      document.querySelector<HTMLElement>('.hand .card-btn') ??
      document.querySelector<HTMLElement>('.midbar button:not([disabled])');
    next?.focus();
  });
}
