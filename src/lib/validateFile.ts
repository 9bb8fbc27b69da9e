import { listFormat } from './keptIntl';

export type FileErrorCode = 'fileType' | 'fileTooLarge';

export type FileRules = {
  /** As the input's accept attribute: MIME types ('image/png'), wildcards ('image/*'), extensions ('.csv'). */
  accept?: string;
  maxBytes?: number;
};

/** Logos and dataset thumbnails: JPG or PNG, at most 2 MB (specification sections 5 and 9). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

/**
 * Why a chosen file cannot be sent, or null when it can. The accept attribute only filters the
 * browser's dialog (a person can still choose 'All files' or drop a file), so it is checked again.
 */
export function validateFile(file: File, rules: FileRules): FileErrorCode | null {
  if (rules.accept && !matchesAccept(file, rules.accept)) return 'fileType';
  if (rules.maxBytes !== undefined && file.size > rules.maxBytes) return 'fileTooLarge';
  return null;
}

export function validateImageFile(file: File): FileErrorCode | null {
  return validateFile(file, { accept: IMAGE_ACCEPT, maxBytes: IMAGE_MAX_BYTES });
}

function matchesAccept(file: File, accept: string): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => token !== '')
    .some((token) => {
      if (token.startsWith('.')) return name.endsWith(token);
      if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
      return type === token;
    });
}

// Two extensions of one format, named once as people know it ('JPG or PNG', section 5).
const sameFormat: Record<string, string> = { JPEG: 'JPG' };

/**
 * The accepted formats as people name them, in the person's language: '.jpg,.jpeg,.png' → 'JPG or
 * PNG' ('JPG ou PNG', 'JPG o PNG'); MIME types are named only when no extension is given.
 */
export function acceptedFormats(accept: string, locale = 'en'): string {
  const tokens = accept
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token !== '');
  const extensions = tokens
    .filter((token) => token.startsWith('.'))
    .map((token) => token.slice(1).toUpperCase())
    .map((extension) => sameFormat[extension] ?? extension);
  const names = [...new Set(extensions.length > 0 ? extensions : tokens)];
  return listFormat(locale, { type: 'disjunction' }).format(names);
}
