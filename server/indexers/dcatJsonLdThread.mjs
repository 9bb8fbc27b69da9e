// The worker thread that reads DCAT JSON-LD (see dcatJsonLdPool.ts). Plain JavaScript, as the
// sanitiser's worker, so that it starts the same way whoever runs the server (tsx, `node --import
// tsx`, vitest): it loads the TypeScript reader through tsx's own loader.
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { readDcatJsonLd } = await tsImport('./dcatJsonLd.ts', import.meta.url);

parentPort.on('message', async ({ id, body, url }) => {
  try {
    parentPort.postMessage({ id, page: await readDcatJsonLd(body, url) });
  } catch (error) {
    // A catalogue that does not read (RemoteError 'protocol') keeps its reason for the harvest's log.
    const protocol = error?.name === 'RemoteError' && error.code === 'protocol';
    parentPort.postMessage({
      id,
      failure: String(protocol ? error.message : (error?.stack ?? error)),
      protocol,
    });
  }
});
parentPort.postMessage({ ready: true });
