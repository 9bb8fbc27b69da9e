/**
 * What opened a menu's button before the real menu was there (a header menu's code still on its way, a
 * row menu not yet mounted): a press, or one of the keys
 * with which Headless UI's MenuButton opens its menu (Enter, Space and ArrowDown on the first item,
 * ArrowUp on the last).
 */
export type MenuActivation = 'press' | 'Enter' | ' ' | 'ArrowDown' | 'ArrowUp';

const openingKeys: ReadonlySet<string> = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/** The activation a key press on the button is, or null for a key that does not open the menu. */
export function openingKeyOf(key: string): MenuActivation | null {
  return openingKeys.has(key) ? (key as MenuActivation) : null;
}

/**
 * Plays the activation again on the real menu button, so that Headless UI opens the menu exactly as it
 * would have had it been there: a click toggles it open with nothing active, a key opens it with the
 * first or last item active.
 */
export function replayActivation(button: HTMLElement, activation: MenuActivation): void {
  if (activation === 'press') {
    button.click();
    return;
  }
  button.dispatchEvent(new KeyboardEvent('keydown', { key: activation, bubbles: true, cancelable: true }));
}
