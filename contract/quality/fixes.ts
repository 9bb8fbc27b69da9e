// What is missing from a dataset's metadata, as the actions a person takes (issue 51): each fix
// satisfies some MQA indicators and udata criteria, and is ranked by the MQA points it gains, then by
// the udata score it gains.
//
// Every missed MQA indicator and every unmet udata criterion belongs to exactly one fix, so the gains
// add up: making every fix reaches 405 points and a udata score of 1. The MQA's distribution-level
// indicators count on the single best distribution (mqa.ts), so a distribution-level fix is made on
// that distribution (its targets name it) and gains exactly the points that distribution misses:
// improving the best distribution keeps it the best, and improving another can gain no more.

import { bestDistribution, MQA_INDICATORS, mqaRating } from './mqa.ts';
import type { DcatDataset } from './record.ts';
import type { FixTarget, MqaScore, QualityFix, UdataScore } from './scores.ts';
import { QUALITY_MAX_SCORE, udataFrequencyDelta } from './udata.ts';

/** Every fix, in the order that breaks ties between equal gains. */
export const FIX_IDS = [
  'add_resource',
  'repair_resource_links',
  'add_download_url',
  'add_keywords',
  'add_categories',
  'fix_dcat_ap_compliance',
  'choose_licence',
  'use_open_format',
  'choose_resource_format',
  'add_contact_point',
  'set_geographical_coverage',
  'set_vintage_year',
  'set_access_restrictions',
  'set_publisher',
  'add_rights',
  'add_file_size',
  'set_publication_date',
  'set_last_update',
  'set_update_frequency',
  'lengthen_description',
  'describe_resources',
] as const;

export type FixId = (typeof FIX_IDS)[number];

const RESOURCE_LEVEL = new Set(
  MQA_INDICATORS.filter(
    (indicator) =>
      indicator.level === 'distribution' &&
      indicator.id !== 'date_of_issue' &&
      indicator.id !== 'modification_date',
  ).map((indicator) => indicator.id),
);

/** Which fix an MQA indicator belongs to, for this record. */
function fixOfIndicator(id: string, record: DcatDataset): FixId {
  if (record.distributions.length === 0 && RESOURCE_LEVEL.has(id)) return 'add_resource';
  switch (id) {
    case 'keyword_usage':
      return 'add_keywords';
    case 'categories':
      return 'add_categories';
    case 'geo_search':
      return 'set_geographical_coverage';
    case 'time_based_search':
      return 'set_vintage_year';
    case 'access_url_accessibility':
      return 'repair_resource_links';
    case 'download_url':
      return 'add_download_url';
    case 'download_url_accessibility': {
      // Without a download URL, giving one that answers is the action; with one, repairing it.
      const best = bestDistribution(record)?.distribution;
      return best?.downloadUrl ? 'repair_resource_links' : 'add_download_url';
    }
    case 'format':
    case 'media_type':
    case 'format_media_type_from_vocabulary':
      return 'choose_resource_format';
    case 'non_proprietary':
    case 'machine_readable':
      return 'use_open_format';
    case 'dcat_ap_compliance':
      return 'fix_dcat_ap_compliance';
    case 'licence_information':
    case 'licence_vocabulary':
      return 'choose_licence';
    case 'access_restrictions':
    case 'access_restrictions_vocabulary':
      return 'set_access_restrictions';
    case 'contact_point':
      return 'add_contact_point';
    case 'publisher':
      return 'set_publisher';
    case 'rights':
      return 'add_rights';
    case 'file_size':
      return 'add_file_size';
    case 'date_of_issue':
      return 'set_publication_date';
    case 'modification_date':
      return 'set_last_update';
    default:
      throw new Error(`MQA indicator without a fix: ${id}`);
  }
}

/** Which fix a udata criterion belongs to, for this record. */
function fixOfCriterion(id: string, record: DcatDataset): FixId {
  if (
    record.distributions.length === 0 &&
    (id === 'has_open_format' || id === 'all_resources_available' || id === 'resources_documentation')
  )
    return 'add_resource';
  switch (id) {
    case 'license':
      return 'choose_licence';
    case 'temporal_coverage':
      return 'set_vintage_year';
    case 'spatial':
      return 'set_geographical_coverage';
    case 'update_frequency':
      return 'set_update_frequency';
    case 'update_fulfilled_in_time':
      // Without a frequency udata does not count it: choosing one (and keeping to it) is the action.
      return udataFrequencyDelta(record) === undefined ? 'set_update_frequency' : 'set_last_update';
    case 'dataset_description_quality':
      return 'lengthen_description';
    case 'has_open_format':
      return 'use_open_format';
    case 'all_resources_available':
      return 'repair_resource_links';
    case 'resources_documentation':
      return 'describe_resources';
    default:
      throw new Error(`udata criterion without a fix: ${id}`);
  }
}

interface Draft {
  mqaIndicators: string[];
  udataCriteria: string[];
  mqaGain: number;
  udataUnits: number;
  targets: Map<string, FixTarget>;
}

function addTargets(draft: Draft, targets: FixTarget[]): void {
  for (const target of targets) draft.targets.set(JSON.stringify(target), target);
}

export function rankFixes(record: DcatDataset, mqa: MqaScore, udata: UdataScore): QualityFix[] {
  const drafts = new Map<FixId, Draft>();
  const draftOf = (id: FixId): Draft => {
    let draft = drafts.get(id);
    if (draft === undefined) {
      draft = { mqaIndicators: [], udataCriteria: [], mqaGain: 0, udataUnits: 0, targets: new Map() };
      drafts.set(id, draft);
    }
    return draft;
  };
  for (const indicator of mqa.indicators) {
    if (indicator.points >= indicator.max) continue;
    const draft = draftOf(fixOfIndicator(indicator.id, record));
    draft.mqaIndicators.push(indicator.id);
    draft.mqaGain += indicator.max - indicator.points;
    addTargets(draft, indicator.targets);
  }
  for (const criterion of udata.criteria) {
    if (criterion.met) continue;
    const draft = draftOf(fixOfCriterion(criterion.id, record));
    draft.udataCriteria.push(criterion.id);
    draft.udataUnits += 1;
    addTargets(draft, criterion.targets);
  }
  const order = (id: FixId) => FIX_IDS.indexOf(id);
  return [...drafts.entries()]
    .map(([id, draft]): QualityFix & { id: FixId } => {
      const after = mqaRating(mqa.points + draft.mqaGain);
      const targets = [...draft.targets.values()];
      return {
        id,
        mqaIndicators: draft.mqaIndicators,
        udataCriteria: draft.udataCriteria,
        mqaGain: draft.mqaGain,
        udataGain: draft.udataUnits / QUALITY_MAX_SCORE,
        ratingAfter: after === mqa.rating ? null : after,
        // Adding a resource is done from the dataset's resources, whatever its indicators name.
        targets: id === 'add_resource' ? [{ kind: 'dataset', field: 'resources' }] : targets,
      };
    })
    .sort((a, b) => b.mqaGain - a.mqaGain || b.udataGain - a.udataGain || order(a.id) - order(b.id));
}
