/** Fields whose space bar types or ticks: never taken over, even inside a counter. */
const TYPING = 'input, textarea, select, [contenteditable="true"]';
/** Controls with their own space-bar action, left alone outside the counters. */
const CONTROLS = 'a, button, [role="button"], [role="tab"], [role="menuitem"], [role="option"]';

/**
 * The counter a space-bar press adds a row to, or null when the press is someone else's: with focus in a
 * counter (its card or its buttons) that counter; elsewhere the primary counter, unless focus is on a control
 * that uses the space bar itself, in a field, or in a dialog.
 */
export function spaceBarCounter(event: KeyboardEvent, primaryId: string | undefined): string | null {
  if (event.key !== ' ' || event.repeat || event.defaultPrevented) return null;
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(`[role="dialog"], ${TYPING}`)) return null;
  const card = target?.closest<HTMLElement>('[data-counter-id]');
  if (card?.dataset.counterId) return card.dataset.counterId;
  if (target?.closest(CONTROLS)) return null;
  return primaryId ?? null;
}
