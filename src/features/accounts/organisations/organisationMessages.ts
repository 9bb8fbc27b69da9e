import { msg } from '@lingui/core/macro';

/** The success messages of section 8 for organisations, and the deletion's confirmation. */
export const organisationMessages = {
  created: (name: string) => msg`The organisation ${name} was created`,
  updated: (name: string) => msg`The organisation ${name} was updated`,
  deleted: (name: string) => msg`The organisation ${name} was deleted`,
  deleteTitle: msg`Delete the organisation`,
  deleteContent: (name: string) => msg`The organisation ${name} will be deleted. This cannot be undone.`,
};
