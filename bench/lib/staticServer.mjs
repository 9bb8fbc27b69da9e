// Serves a built folder as the reference backend serves dist/ (brotli or gzip when the browser
// accepts it), for the baseline page: both pages cross Lighthouse's slow network the same way.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

export async function serveFolder(root) {
  const server = createServer(async (req, res) => {
    const path = normalize(new URL(req.url ?? '/', 'http://x').pathname).replace(/^(\.\.[/\\])+/, '');
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    try {
      const body = await readFile(file);
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      const accepts = String(req.headers['accept-encoding'] ?? '');
      if (type === 'application/octet-stream' || body.length < 1024 || !/\b(br|gzip)\b/.test(accepts)) {
        res.writeHead(200, { 'Content-Type': type });
        res.end(body);
        return;
      }
      const br = /\bbr\b/.test(accepts);
      const level = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
      res.writeHead(200, {
        'Content-Type': type,
        'Content-Encoding': br ? 'br' : 'gzip',
        Vary: 'Accept-Encoding',
      });
      res.end(br ? brotliCompressSync(body, level) : gzipSync(body));
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}
