import * as v from 'valibot';
import { isWebAddress } from '../../../contract/contractFormats';
import type { PermissionLevel } from '../../api/datasets';
import type { Indexer, IndexerInput } from '../../api/indexers';
import { defaultLevels } from '../../domain/permissionLevels';

/** The messages the rules speak in, translated by the caller in the locale of the moment. */
export type IndexerFormMessages = {
  required: () => string;
  invalidUrl: () => string;
  missingIdentifier: () => string;
};

/** The variable a URL pattern must hold, replaced by each harvested record's identifier. */
export const IDENTIFIER_VARIABLE = '{identifier}';

/** What the indexer form edits: the writable fields of specification section 3, as the controls hold them. */
export type IndexerFormValues = {
  type: number | null;
  name: string;
  description: string;
  url: string;
  command: string;
  scheduler: number | null;
  organisation_filter: string;
  url_pattern: string;
  usergroup_id: number | null;
  /** Whether the datasets a harvest creates are published (issue 45). */
  publish_datasets: boolean;
  /** The access level of the datasets a harvest creates; one with nothing to download gets consultation. */
  default_permission_level: PermissionLevel;
};

export function emptyIndexerForm(usergroupId: number, type: number | null = null): IndexerFormValues {
  return {
    type,
    name: '',
    description: '',
    url: '',
    command: '',
    scheduler: null,
    organisation_filter: '',
    url_pattern: '',
    usergroup_id: usergroupId,
    // The contract's defaults: what harvests did before issue 45.
    publish_datasets: true,
    default_permission_level: 'download',
  };
}

export function indexerFormValuesOf(indexer: Indexer): IndexerFormValues {
  return {
    type: indexer.type,
    name: indexer.name,
    description: indexer.description ?? '',
    url: indexer.url,
    command: indexer.command,
    scheduler: indexer.scheduler,
    organisation_filter: indexer.organisation_filter ?? '',
    url_pattern: indexer.url_pattern ?? '',
    usergroup_id: indexer.usergroup_id,
    // A backend without issue 45's extension (OneGeo's own) does not answer them: the form starts
    // from what harvests did before, and that backend ignores them on save.
    publish_datasets: indexer.publish_datasets ?? true,
    default_permission_level: indexer.default_permission_level ?? 'download',
  };
}

/** An empty pattern is allowed (records then link to the remote catalogue); any other must hold the variable. */
export function urlPatternIsValid(pattern: string): boolean {
  return pattern.trim() === '' || pattern.includes(IDENTIFIER_VARIABLE);
}

/** The URL pattern's rule alone, for the check made as the person types (specification section 5). */
export function urlPatternError(pattern: string, messages: Pick<IndexerFormMessages, 'missingIdentifier'>) {
  return urlPatternIsValid(pattern) ? undefined : messages.missingIdentifier();
}

/**
 * The rules of specification section 5 for the indexer form: required name, url, command and
 * scheduler; the URL pattern must contain {identifier}. The type and the user group always hold a
 * value (the screen chooses them), yet are checked so that nothing is sent without them.
 */
export function indexerFormSchema(messages: IndexerFormMessages) {
  const requiredText = v.pipe(v.string(), v.trim(), v.nonEmpty(messages.required));
  const requiredId = v.pipe(
    v.nullable(v.number()),
    v.check((id) => id !== null, messages.required),
  );
  return v.config(
    v.object({
      type: requiredId,
      name: requiredText,
      description: v.string(),
      url: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(messages.required),
        v.check(isWebAddress, messages.invalidUrl),
      ),
      command: requiredText,
      scheduler: requiredId,
      organisation_filter: v.string(),
      url_pattern: v.pipe(v.string(), v.check(urlPatternIsValid, messages.missingIdentifier)),
      usergroup_id: requiredId,
      publish_datasets: v.boolean(),
      default_permission_level: v.picklist(defaultLevels),
    }),
    { abortPipeEarly: true },
  );
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The request body of valid form values. */
export function indexerInputOfForm(values: IndexerFormValues): IndexerInput {
  if (values.type === null || values.scheduler === null || values.usergroup_id === null) {
    throw new Error('indexerInputOfForm needs validated values');
  }
  return {
    type: values.type,
    name: values.name.trim(),
    description: orNull(values.description),
    url: values.url.trim(),
    command: values.command.trim(),
    scheduler: values.scheduler,
    organisation_filter: orNull(values.organisation_filter),
    url_pattern: orNull(values.url_pattern),
    usergroup_id: values.usergroup_id,
    publish_datasets: values.publish_datasets,
    default_permission_level: values.default_permission_level,
  };
}
