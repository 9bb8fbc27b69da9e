import { isWrite, onRequestEvent } from '../../../api/requestEvents';
import { type DraftReason, saveDraft } from '../../../lib/draftSaving';

/** The forms on screen, each able to give what the person typed so far, for the reason it is kept. */
const draftSources = new Map<string, (reason: DraftReason) => unknown>();

/**
 * A form on screen offers its current values under its draft key, until the returned function runs;
 * `undefined` means it holds nothing to keep (the person changed nothing).
 */
export function registerDraftSource(
  key: string,
  currentValues: (reason: DraftReason) => unknown,
): () => void {
  draftSources.set(key, currentValues);
  return () => {
    if (draftSources.get(key) === currentValues) draftSources.delete(key);
  };
}

// Who drafts belong to, as the watch below was told; nobody until it starts (unit tests of forms).
let owner: () => string | null = () => null;
// Set once the session ended: the page is then left for the login service, drafts already kept.
let sessionEnded = false;

/** The session ended and the person is being sent to sign in: leaving the page must not be asked. */
export function isLeavingForSignIn(): boolean {
  return sessionEnded;
}

/** The person drafts are saved for and restored to: the one signed in, null when nobody is. */
export function currentDraftOwner(): string | null {
  return owner();
}

type SessionEndWatch = {
  /** The user name of the person signed in, null when nobody is. */
  signedInAs: () => string | null;
  /** Sends the browser to the login service, with the way back to where the person was. */
  leaveForSignIn: () => void;
  /** Opens the 403 page (specification section 8). */
  showForbiddenPage: () => void;
};

/**
 * A 401 answer while the application believes someone is signed in means the session ended under their
 * feet (expired, signed out elsewhere). Every form on screen is saved as a draft owned by that person,
 * then they are sent to sign in again; the forms restore their drafts when they come back. A change
 * refused with 403 also saves them, and opens the 403 page.
 */
export function watchSessionEnd({
  signedInAs,
  leaveForSignIn,
  showForbiddenPage,
}: SessionEndWatch): () => void {
  sessionEnded = false;
  owner = signedInAs;
  const saveDrafts = (owner: string, reason: DraftReason) => {
    for (const [key, currentValues] of draftSources) {
      const values = currentValues(reason);
      if (values !== undefined) saveDraft(key, owner, values, reason);
    }
  };
  // A reload, a link out of the application or the tab's history leaves the page: what was typed and
  // not saved waits as a draft for the person's return to the same place in this tab (issue 27).
  const onPageHide = () => {
    const person = signedInAs();
    if (!sessionEnded && person) saveDrafts(person, 'page-left');
  };
  window.addEventListener('pagehide', onPageHide);
  const stopWatching = onRequestEvent((event) => {
    if (sessionEnded || event.phase !== 'answered') return;
    const owner = signedInAs();
    if (!owner) return;
    // A change refused with 403 leads to the 403 page (specification section 8), whichever way it was
    // sent (mutation, machine actor, upload); what was typed waits as a draft for the way back. Refused
    // reads are the screens' and react-query's to handle (some probe access on purpose).
    if (event.status === 403 && isWrite(event.method)) {
      saveDrafts(owner, 'session-end');
      showForbiddenPage();
    }
    if (event.status !== 401) return;
    sessionEnded = true;
    saveDrafts(owner, 'session-end');
    leaveForSignIn();
  });
  return () => {
    stopWatching();
    window.removeEventListener('pagehide', onPageHide);
  };
}
