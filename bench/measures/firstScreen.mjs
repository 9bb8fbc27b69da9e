// Measure 1 (what the browser fetched): JS and CSS of /publish/fr/home/ signed in, gzip,
// route chunks included, and whether maplibre was among them.
import { signedInPage } from '../lib/browser.mjs';
import { fetchedGzipKb } from './bundle.mjs';

export async function measureFirstScreen(baseUrl, session, distDir) {
  const { browser, page } = await signedInPage(baseUrl, session);
  const urls = [];
  page.on('response', (response) => {
    if (/\/publish\/assets\/.+\.(js|css)$/.test(response.url())) urls.push(response.url());
  });
  await page.goto(`${baseUrl}/publish/fr/home/`, { waitUntil: 'networkidle' });
  await browser.close();
  return fetchedGzipKb(distDir, urls);
}
