import { waitFor } from 'xstate';
import type { BootActor } from './BootContext';

// The locale whose route was last entered: the boot flow authenticated for it at start.
let enteredLocale: string | null = null;

/**
 * On entering a locale route the current user is authenticated (specification section 2): the first
 * entry uses the boot's authentication; entering another locale authenticates again. Resolves when the
 * session is known again.
 */
export async function authenticateOnLocaleEntry(
  boot: BootActor,
  locale: string,
  returnPath: string,
): Promise<void> {
  if (enteredLocale !== null && enteredLocale !== locale) {
    boot.send({ type: 'session.revalidate', returnPath });
  }
  enteredLocale = locale;
  await waitFor(boot, (snapshot) => !snapshot.hasTag('busy'));
}
