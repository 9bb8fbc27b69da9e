import type { FileRules } from '../../../lib/validateFile';

/** The convention file the contract takes (PDF, PNG or JPEG) and the reference backend's 20 MB limit. */
export const CONVENTION_FILE_RULES: Required<FileRules> = {
  accept: 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg',
  maxBytes: 20 * 1024 * 1024,
};
