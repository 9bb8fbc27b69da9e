import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MqaDimension, MqaRating } from '../../../contract/quality/scores';

/*
 * Every code the metadata quality sends (contract/quality: MQA indicators, udata criteria, fixes,
 * ratings, dimensions) with its words, in one table: qualityLabels.test.ts fails when the contract
 * gains an id this table does not name.
 */

export const ratingLabels: Record<MqaRating, MessageDescriptor> = {
  excellent: msg`Excellent`,
  good: msg`Good`,
  sufficient: msg`Sufficient`,
  bad: msg`Bad`,
};

/** The ratings from best to worst, as the distributions list them. */
export const ratingsInOrder: readonly MqaRating[] = ['excellent', 'good', 'sufficient', 'bad'];

export const dimensionLabels: Record<MqaDimension, MessageDescriptor> = {
  findability: msg`Findability`,
  accessibility: msg`Accessibility`,
  interoperability: msg`Interoperability`,
  reusability: msg`Reusability`,
  contextuality: msg`Contextuality`,
};

/** data.europa.eu's MQA indicators, by the ids of contract/quality/mqa.ts. */
export const mqaIndicatorLabels: Record<string, MessageDescriptor> = {
  keyword_usage: msg`Keywords`,
  categories: msg`Themes (categories)`,
  geo_search: msg`Spatial coverage`,
  time_based_search: msg`Temporal coverage`,
  access_url_accessibility: msg`Access URLs that answer`,
  download_url: msg`Download URLs`,
  download_url_accessibility: msg`Download URLs that answer`,
  format: msg`File formats`,
  media_type: msg`Media types`,
  format_media_type_from_vocabulary: msg`Formats and media types from the vocabularies`,
  non_proprietary: msg`Non-proprietary formats`,
  machine_readable: msg`Machine-readable formats`,
  dcat_ap_compliance: msg`DCAT-AP compliance`,
  licence_information: msg`Licence`,
  licence_vocabulary: msg`Licence from the vocabulary`,
  access_restrictions: msg`Access rights`,
  access_restrictions_vocabulary: msg`Access rights from the vocabulary`,
  contact_point: msg`Contact point`,
  publisher: msg`Publisher`,
  rights: msg`Rights statement`,
  file_size: msg`File sizes`,
  date_of_issue: msg`Date of issue`,
  modification_date: msg`Modification date`,
};

/** udata's quality criteria (data.gouv.fr), by the keys of contract/quality/udata.ts. */
export const udataCriterionLabels: Record<string, MessageDescriptor> = {
  license: msg`A licence`,
  temporal_coverage: msg`A temporal coverage`,
  spatial: msg`A spatial coverage`,
  update_frequency: msg`An update frequency`,
  update_fulfilled_in_time: msg`Updated as often as announced`,
  dataset_description_quality: msg`A description of the dataset long enough`,
  has_open_format: msg`A resource in an open format`,
  all_resources_available: msg`All resources available`,
  resources_documentation: msg`Resources described`,
};

/** The fixes, worded as what to do, by the ids of contract/quality/fixes.ts. */
export const fixLabels: Record<string, MessageDescriptor> = {
  add_resource: msg`Add a resource`,
  repair_resource_links: msg`Repair the resources whose address does not answer`,
  add_download_url: msg`Give the resources a download address`,
  add_keywords: msg`Add keywords`,
  add_categories: msg`Choose categories matching the EU themes`,
  fix_dcat_ap_compliance: msg`Complete what DCAT-AP requires`,
  choose_licence: msg`Choose a licence the EU vocabulary knows`,
  use_open_format: msg`Offer the data in an open, machine-readable format`,
  choose_resource_format: msg`Give the resources their data format`,
  add_contact_point: msg`Add a contact`,
  set_geographical_coverage: msg`Give the geographical coverage`,
  set_vintage_year: msg`Give the vintage year`,
  set_access_restrictions: msg`Set the default permission level`,
  set_publisher: msg`Set the publishing organisation`,
  add_rights: msg`State the restrictions of use`,
  add_file_size: msg`Store the resources' files on the platform (their size is known then)`,
  set_publication_date: msg`Give the publication date`,
  set_last_update: msg`Give the last update date`,
  set_update_frequency: msg`Choose an update frequency`,
  lengthen_description: msg`Write a longer description`,
  describe_resources: msg`Describe the resources`,
};

/** The words of an id, or the id itself when the server is newer than this table. */
export function labelOf(table: Record<string, MessageDescriptor>, id: string, i18n: I18n): string {
  const descriptor = table[id];
  return descriptor ? i18n._(descriptor) : id;
}
