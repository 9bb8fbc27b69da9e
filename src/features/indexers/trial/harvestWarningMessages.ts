import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { HarvestWarning } from '../../../api/indexers';

/**
 * A harvest warning in words (issue 45): the server sends a code with the value it concerns and a
 * count; each code has its sentence in the person's language, naming the value and the count where
 * they say something. An unknown code (a newer server) still shows, by its code.
 */
export function harvestWarningText(i18n: I18n, warning: HarvestWarning): string {
  const value = warning.value ?? '';
  const count = warning.count ?? 0;
  switch (warning.code) {
    case 'licence_unknown':
      return i18n._(
        msg`The licence “${value}” is not in the platform's list: it is kept as text in the additional metadata.`,
      );
    case 'bounds_invalid':
      return i18n._(msg`The extent “${value}” is not a WGS 84 box: it is not kept.`);
    case 'distribution_invalid':
      return i18n._(msg`The distribution “${value}” has no http(s) address: it is not kept.`);
    case 'distributions_capped':
      return i18n._(
        msg`${plural(count, { one: '# distribution beyond the 50 kept per dataset is left out.', other: '# distributions beyond the 50 kept per dataset are left out.' })}`,
      );
    case 'titled_by_identifier':
      return i18n._(msg`The record has no title: it is titled by its identifier.`);
    case 'no_download':
      return i18n._(msg`Nothing to download: the dataset gets consultation instead of download.`);
    case 'filter_matched_nothing':
      return warning.count === null
        ? i18n._(msg`The organisation filter matched no record.`)
        : i18n._(
            msg`${plural(count, { one: 'The organisation filter matched no record; without it the catalogue holds # record.', other: 'The organisation filter matched no record; without it the catalogue holds # records.' })}`,
          );
    case 'not_found_remotely':
      return i18n._(
        msg`${plural(count, { one: '# dataset of this indexer is no longer listed by the catalogue; a harvest keeps it.', other: '# datasets of this indexer are no longer listed by the catalogue; a harvest keeps them.' })}`,
      );
    case 'dataset_moved':
      return i18n._(msg`Its dataset has moved to another organisation: a harvest leaves it as it is.`);
    case 'text_cut':
      return warning.value === 'display_name'
        ? i18n._(msg`The title is longer than a save allows: it is kept cut.`)
        : i18n._(msg`The description is longer than a save allows: it is kept cut.`);
    default:
      return warning.code;
  }
}

/**
 * A warning of a record that repeats (several distributions without an address share one line):
 * its text, and how many times when more than once.
 */
export function recordWarningText(i18n: I18n, warning: HarvestWarning): string {
  const text = harvestWarningText(i18n, warning);
  const count = warning.count ?? 1;
  const countSays = warning.code === 'distributions_capped' || warning.code === 'filter_matched_nothing';
  return count > 1 && !countSays ? i18n._(msg`${text} (${count} times)`) : text;
}
