import type { FileRules } from '../../../lib/validateFile';

/**
 * The convention file: a PDF only (the backend also checks its first bytes, and refuses other
 * files because an uploaded page or image would be served from the back-office's origin), at
 * most 20 MB as the reference backend allows.
 */
export const CONVENTION_FILE_RULES: Required<FileRules> = {
  accept: 'application/pdf,.pdf',
  maxBytes: 20 * 1024 * 1024,
};
