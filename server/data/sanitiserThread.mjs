// A worker thread of the rich-text sanitiser (see sanitiserPool.ts). Plain JavaScript, so that it starts
// the same way whoever runs the server (tsx, `node --import tsx`, vitest): it loads the TypeScript
// policy shared with the SPA through tsx's own loader, which does not depend on the parent's flags.
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { sanitiseDescription } = await tsImport('../../contract/sanitiseRichText.ts', import.meta.url);
const { hasText } = await tsImport('../../contract/richText.ts', import.meta.url);

parentPort.on('message', ({ id, text }) => {
  try {
    const description = sanitiseDescription(text);
    // hasText runs here too: its regular expressions are quadratic on some texts (a plain text of
    // 80,000 characters "<1<1…" takes seconds), so it must not run on the server's event loop either.
    parentPort.postMessage({ id, description, hasText: hasText(description) });
  } catch (error) {
    parentPort.postMessage({ id, failure: String(error?.stack ?? error) });
  }
});
parentPort.postMessage({ ready: true });
