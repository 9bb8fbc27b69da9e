import { useState } from 'react';
import { draftNamesAt, draftPlaceOf } from '../../../lib/drafts';
import { currentDraftOwner } from './sessionEnd';

/**
 * For a page whose forms open on demand (a dialog, an editor): the form to open again because the person
 * signed in left a draft of it here when their session ended, as the rest of its draft name after
 * `prefix` (e.g. `new` or an id); null when there is none. Read once, when the page shows.
 */
export function useDraftToReopen(prefix: string): string | null {
  const [found] = useState(() => {
    const owner = currentDraftOwner();
    if (!owner) return null;
    const [name] = draftNamesAt(prefix, draftPlaceOf(window.location), owner);
    return name === undefined ? null : name.slice(prefix.length);
  });
  return found;
}
