import MarkdownIt from 'markdown-it';
import { MAX_DESCRIPTION_DEPTH, nestingDepth } from '../../../contract/datasetBounds.ts';
import { hasText, looksLikeRichText } from '../../../contract/richText.ts';
import { sanitiseOffThread } from '../../data/sanitiserPool.ts';
import type { RemoteRecord } from '../../indexers/catalogues.ts';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const paragraphs = (text: string): string =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

// CKAN writes its notes in Markdown. HTML written inside them stays text (`html: false`), as CKAN
// shows it; what Markdown makes still goes through the sanitiser below.
const markdown = new MarkdownIt({ html: false, linkify: true });

/**
 * The dataset's description from the record's: HTML (OpenDataSoft, ArcGIS Hub, many CSW abstracts)
 * and CKAN's Markdown (rendered first) stay rich text, cleaned by the sanitiser every description goes
 * through (contract/sanitiseRichText.ts, off the event loop); plain text becomes paragraphs of text.
 * Rich text the sanitiser gives up on, or nested deeper than the form allows, is kept as text rather
 * than lost; a description left without text gives way to the title.
 */
export async function descriptionOf(record: RemoteRecord): Promise<string> {
  const fallback = `<p>${escapeHtml(record.title)}</p>`;
  const written = record.description;
  if (!written) return fallback;
  const text = record.descriptionFormat === 'markdown' ? markdown.render(written) : written;
  if (looksLikeRichText(text) && nestingDepth(text) <= MAX_DESCRIPTION_DEPTH) {
    try {
      const clean = await sanitiseOffThread(text);
      return clean.hasText ? clean.description : fallback;
    } catch {
      // The sanitiser gave up (time budget, memory): the text is kept, escaped.
    }
  }
  return hasText(written) ? paragraphs(written) : fallback;
}
