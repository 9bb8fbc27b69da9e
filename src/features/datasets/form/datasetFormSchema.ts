import * as v from 'valibot';
import { isContractDate } from '../../../../contract/contractFormats';
import {
  codePointLength,
  MAX_DESCRIPTION_DEPTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_KEYWORD_LENGTH,
  MAX_KEYWORDS,
  MAX_NAME_LENGTH,
  MAX_NOTE_LENGTH,
  nestingDepth,
} from '../../../../contract/datasetBounds';
import { hasText, looksLikeRichText } from '../../../../contract/richText';
import type { Dataset, DatasetInput, GeographicalCoverage, PermissionLevel } from '../../../api/datasets';

/** The messages the rules speak in, translated by the caller in the locale of the moment. */
export type DatasetFormMessages = {
  required: () => string;
  invalidDate: () => string;
  invalidYear: () => string;
  /** A text longer than `max` characters. */
  tooLong: (max: number) => string;
  /** More than `max` keywords. */
  tooManyKeywords: (max: number) => string;
  /** A keyword longer than `max` characters. */
  keywordTooLong: (max: number) => string;
  /** A description whose elements nest more than `max` levels deep. */
  tooDeep: (max: number) => string;
};

export const permissionLevels = [
  'private',
  'search',
  'consultation',
  'download',
] as const satisfies readonly PermissionLevel[];

/** What the dataset form edits: the writable fields of specification section 3, as the controls hold them. */
export type DatasetFormValues = {
  display_name: string;
  description: string;
  /** 'advanced' is HTML from the rich text editor; 'basic' is plain text. */
  descriptionEditor: 'basic' | 'advanced';
  /** The keywords, `tags` in the contract (django-taggit's field). */
  tags: string[];
  categories: number[];
  topics: number[];
  kinds: number[];
  restrictions: number[];
  recommended_usage: string;
  usergroup: number | null;
  license: number | null;
  granularity: number | null;
  geographical_coverage: GeographicalCoverage;
  creation_date: string;
  last_review_date: string;
  publication_date: string;
  last_update_date: string;
  update_frequency: number | null;
  vintage_year: string;
  constitution_mode: string;
  record_type: number | null;
  parent: number | null;
  default_permission_level: PermissionLevel;
};

export const emptyDatasetForm: DatasetFormValues = {
  display_name: '',
  description: '',
  descriptionEditor: 'basic',
  tags: [],
  categories: [],
  topics: [],
  kinds: [],
  restrictions: [],
  recommended_usage: '',
  usergroup: null,
  license: null,
  granularity: null,
  geographical_coverage: null,
  creation_date: '',
  last_review_date: '',
  publication_date: '',
  last_update_date: '',
  update_frequency: null,
  vintage_year: '',
  constitution_mode: '',
  record_type: null,
  parent: null,
  default_permission_level: 'download',
};

export function datasetFormValuesOf(dataset: Dataset): DatasetFormValues {
  return {
    display_name: dataset.display_name,
    description: dataset.description,
    descriptionEditor: looksLikeRichText(dataset.description) ? 'advanced' : 'basic',
    tags: [...dataset.tags],
    categories: [...dataset.categories],
    topics: [...dataset.topics],
    kinds: [...dataset.kinds],
    restrictions: [...dataset.restrictions],
    recommended_usage: dataset.recommended_usage ?? '',
    usergroup: dataset.usergroup,
    license: dataset.license,
    granularity: dataset.granularity,
    geographical_coverage: dataset.geographical_coverage,
    creation_date: dataset.creation_date ?? '',
    last_review_date: dataset.last_review_date ?? '',
    publication_date: dataset.publication_date,
    last_update_date: dataset.last_update_date,
    update_frequency: dataset.update_frequency,
    vintage_year: dataset.vintage_year === null ? '' : String(dataset.vintage_year),
    constitution_mode: dataset.constitution_mode ?? '',
    record_type: dataset.record_type,
    parent: dataset.parent,
    default_permission_level: dataset.default_permission_level,
  };
}

/**
 * The rules of specification section 5 for the dataset form: required display name, description,
 * keywords, topics, kinds, organisation, publication and last update dates, update frequency.
 * No hidden fields are configured. They are the form's own: the API requires only the name and the
 * organisation, since other clients create datasets with less (issue 25), so a dataset made
 * elsewhere may open here without keywords or frequency and must be completed to be saved. Texts
 * and keywords are bounded as the server bounds them (contract/datasetBounds.ts), counted as they
 * are sent.
 */
export function datasetFormSchema(messages: DatasetFormMessages) {
  const atMost = (max: number) =>
    v.check(
      (text: string) => codePointLength(text) <= max,
      () => messages.tooLong(max),
    );
  const requiredText = v.pipe(v.string(), v.trim(), v.nonEmpty(messages.required));
  const requiredIds = v.pipe(v.array(v.number()), v.nonEmpty(messages.required));
  const requiredId = v.pipe(
    v.nullable(v.number()),
    v.check((id) => id !== null, messages.required),
  );
  // Blank is empty: the body sends null for it (orNull), as for the other optional texts.
  const optionalDate = v.pipe(
    v.string(),
    v.check((text) => text.trim() === '' || isContractDate(text.trim()), messages.invalidDate),
  );
  const requiredDate = v.pipe(
    v.string(),
    v.nonEmpty(messages.required),
    v.check(isContractDate, messages.invalidDate),
  );
  return v.config(
    v.object({
      display_name: v.pipe(requiredText, atMost(MAX_NAME_LENGTH)),
      description: v.pipe(
        v.string(),
        v.check(hasText, messages.required),
        atMost(MAX_DESCRIPTION_LENGTH),
        v.check(
          (text) => nestingDepth(text) <= MAX_DESCRIPTION_DEPTH,
          () => messages.tooDeep(MAX_DESCRIPTION_DEPTH),
        ),
      ),
      descriptionEditor: v.picklist(['basic', 'advanced']),
      tags: v.pipe(
        v.array(v.string()),
        v.nonEmpty(messages.required),
        v.maxLength(MAX_KEYWORDS, () => messages.tooManyKeywords(MAX_KEYWORDS)),
        v.check(
          (keywords) => keywords.every((keyword) => codePointLength(keyword) <= MAX_KEYWORD_LENGTH),
          () => messages.keywordTooLong(MAX_KEYWORD_LENGTH),
        ),
      ),
      categories: v.array(v.number()),
      topics: requiredIds,
      kinds: requiredIds,
      restrictions: v.array(v.number()),
      // Sent trimmed (orNull), so counted trimmed.
      recommended_usage: v.pipe(v.string(), v.trim(), atMost(MAX_NOTE_LENGTH)),
      usergroup: requiredId,
      license: v.nullable(v.number()),
      granularity: v.nullable(v.number()),
      geographical_coverage: v.nullable(v.picklist(['organisation', 'data', 'record'])),
      creation_date: optionalDate,
      last_review_date: optionalDate,
      publication_date: requiredDate,
      last_update_date: requiredDate,
      update_frequency: requiredId,
      // Checked trimmed, as it is sent; blank is no year.
      vintage_year: v.pipe(
        v.string(),
        v.check((text) => text.trim() === '' || /^[1-9]\d{3}$/.test(text.trim()), messages.invalidYear),
      ),
      constitution_mode: v.pipe(v.string(), v.trim(), atMost(MAX_NOTE_LENGTH)),
      record_type: v.nullable(v.number()),
      parent: v.nullable(v.number()),
      default_permission_level: v.picklist(permissionLevels),
    }),
    { abortPipeEarly: true },
  );
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The form's values as the API's dataset fields, valid or not yet: the request body of a save, and what
 * the metadata quality scores before saving (issue 51). A year that is not one yet is no year.
 */
export function datasetFieldsOfForm(values: DatasetFormValues) {
  const year = values.vintage_year.trim();
  return {
    display_name: values.display_name.trim(),
    description: values.description,
    tags: values.tags,
    categories: values.categories,
    topics: values.topics,
    kinds: values.kinds,
    restrictions: values.restrictions,
    recommended_usage: orNull(values.recommended_usage),
    usergroup: values.usergroup,
    license: values.license,
    granularity: values.granularity,
    geographical_coverage: values.geographical_coverage,
    creation_date: orNull(values.creation_date),
    last_review_date: orNull(values.last_review_date),
    publication_date: values.publication_date.trim(),
    last_update_date: values.last_update_date.trim(),
    update_frequency: values.update_frequency,
    vintage_year: /^[1-9]\d{3}$/.test(year) ? Number(year) : null,
    constitution_mode: orNull(values.constitution_mode),
    record_type: values.record_type,
    parent: values.parent,
    default_permission_level: values.default_permission_level,
  };
}

/** The request body of valid form values. */
export function datasetInputOfForm(values: DatasetFormValues): DatasetInput {
  const { usergroup, update_frequency } = values;
  if (usergroup === null || update_frequency === null) {
    throw new Error('datasetInputOfForm needs validated values');
  }
  return { ...datasetFieldsOfForm(values), usergroup, update_frequency };
}
