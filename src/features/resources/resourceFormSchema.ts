import * as v from 'valibot';
import { isContractDate, isWebAddress } from '../../../contract/contractFormats';
import type { FileRef } from '../../../machines/fileRef';
import type {
  KindSubmission,
  MapServerLayerType,
  ResourceFields,
  ResourceKind,
} from '../../../machines/resourceSaveVocabulary';
import type { Resource } from '../../api/resources';

/** The messages the rules speak in, translated by the caller in the locale of the moment. */
export type ResourceFormMessages = {
  required: () => string;
  invalidUrl: () => string;
  invalidDate: () => string;
  /** A data schema is given whole or not at all (identifier, version and format). */
  dataSchemaIncomplete: () => string;
};

/** What the resource form edits: the fields of specification section 3 as the controls hold them. */
export type ResourceFormValues = {
  kind: ResourceKind | null;
  display_name: string;
  codename: string;
  dataformat_id: number | null;
  description: string;
  last_update: string;
  hidden: boolean;
  geographic_layer_label: string;
  geographic_layer_name: string;
  column_x: string;
  column_y: string;
  crs: string;
  data_schema_identifier: string;
  data_schema_version: string;
  data_schema_format: string;
  /** File upload: the chosen file; required for a new resource, a replacement for an existing one. */
  file: File | null;
  /** URL reference and file download. */
  href: string;
  /** sFTP: a `path` of GET ftp-choices/; required for a new resource. */
  ftp_path: string | null;
  /** Map-server layer or layer group. */
  workspace: string | null;
  layer: string | null;
  layer_type: MapServerLayerType;
  /** Database table: the database (GET databases), then one of its tables. */
  database: string | null;
  table: DatastoreTableValue | null;
};

/** A table of a datastore database as the record names it (DatastoreTable without its label). */
export type DatastoreTableValue = { schema_name: string; table_name: string };

/** The coordinate reference system proposed for a new file: WGS 84, which the other systems are offered beside. */
export const DEFAULT_CRS = 'EPSG:4326';

/** Kinds whose data is a file read by the processing: X/Lon, Y/Lat and CRS are required (section 5). */
export const FILE_KINDS: readonly ResourceKind[] = ['file-upload', 'ftp', 'file-download'];

/** Kinds whose data has columns, so that the coordinates fields mean something. */
export function hasCoordinateFields(kind: ResourceKind | null): boolean {
  return kind !== 'geoserver-mirrors' && kind !== 'datastores';
}

export function emptyResourceForm(kind: ResourceKind | null = null): ResourceFormValues {
  return {
    kind,
    display_name: '',
    codename: '',
    dataformat_id: null,
    description: '',
    last_update: '',
    hidden: false,
    geographic_layer_label: '',
    geographic_layer_name: '',
    column_x: '',
    column_y: '',
    crs: DEFAULT_CRS,
    data_schema_identifier: '',
    data_schema_version: '',
    data_schema_format: '',
    file: null,
    href: '',
    ftp_path: null,
    workspace: null,
    layer: null,
    layer_type: 'layer',
    database: null,
    table: null,
  };
}

/** An existing resource as the form starts from; what the contract does not let the client read stays empty. */
export function resourceFormValuesOf(
  resource: Resource,
  kindValues: Partial<
    Pick<ResourceFormValues, 'href' | 'ftp_path' | 'workspace' | 'layer' | 'database' | 'table'>
  > = {},
): ResourceFormValues {
  return {
    ...emptyResourceForm(resource.kind),
    display_name: resource.display_name,
    codename: resource.codename,
    dataformat_id: resource.dataformat_id,
    description: resource.description ?? '',
    last_update: resource.last_update ?? '',
    hidden: resource.hidden,
    geographic_layer_label: resource.geographic_layer_label ?? '',
    geographic_layer_name: resource.geographic_layer_name ?? '',
    column_x: resource.column_x ?? '',
    column_y: resource.column_y ?? '',
    crs: resource.crs ?? '',
    data_schema_identifier: resource.data_schema?.identifier ?? '',
    data_schema_version: resource.data_schema?.version ?? '',
    data_schema_format: resource.data_schema?.format ?? '',
    ...kindValues,
  };
}

const DATA_SCHEMA_KEYS = ['data_schema_identifier', 'data_schema_version', 'data_schema_format'] as const;

/**
 * The rules of specification section 5 for the resource forms: a name always; for file upload, sFTP and
 * file download also X/Lon, Y/Lat and CRS; the data of the kind (file or sFTP file of a new resource, URL,
 * map-server layer, database table). `creating` says whether the resource is new.
 */
export function resourceFormSchema(
  messages: ResourceFormMessages,
  {
    creating,
    ftpSpaceOpen = () => true,
  }: {
    creating: boolean;
    /**
     * Whether the group's sFTP space is open to the person: while it is not, there is no file to choose
     * and saving asks for the access (decision 0032), so the file is not required.
     */
    ftpSpaceOpen?: () => boolean;
  },
) {
  const text = v.string();
  const required = v.pipe(v.string(), v.trim(), v.nonEmpty(messages.required));
  const chosen = v.pipe(
    v.nullable(v.string()),
    v.nonNullable(v.string(), messages.required),
    v.nonEmpty(messages.required),
  );
  // An absolute http(s) URL with a host, as the server requires (LinkedFileInput): another scheme
  // (javascript:, data:) would be the resource's link in every dataset answer.
  const url = v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(messages.required),
    v.check((text) => isWebAddress(text) && /^https?:\/\/[^/?#\s]/i.test(text), messages.invalidUrl),
  );
  const date = v.union([v.literal(''), v.pipe(v.string(), v.check(isContractDate, messages.invalidDate))]);
  const coordinates = { column_x: required, column_y: required, crs: required };

  // The kind itself is checked by the variant below.
  const common = v.object({
    display_name: required,
    codename: text,
    last_update: date,
    data_schema_identifier: text,
    data_schema_version: text,
    data_schema_format: text,
  });
  const byKind = v.variant(
    'kind',
    [
      v.object({
        kind: v.literal('file-upload'),
        ...coordinates,
        file: creating ? v.instance(File, messages.required) : v.nullable(v.instance(File)),
      }),
      v.object({
        kind: v.literal('ftp'),
        ...coordinates,
        ftp_path: creating
          ? v.pipe(
              v.nullable(v.string()),
              v.check((path) => !ftpSpaceOpen() || Boolean(path), messages.required),
            )
          : v.nullable(v.string()),
      }),
      v.object({ kind: v.literal('file-download'), ...coordinates, href: url }),
      v.object({ kind: v.literal('href'), href: url }),
      v.object({ kind: v.literal('geoserver-mirrors'), workspace: chosen, layer: chosen }),
      v.object({
        kind: v.literal('datastores'),
        database: chosen,
        table: v.nonNullable(
          v.nullable(v.object({ schema_name: v.string(), table_name: v.string() })),
          messages.required,
        ),
      }),
    ],
    messages.required,
  );
  return v.pipe(
    v.custom<ResourceFormValues>(() => true),
    // Every rule runs, so that the person sees every field to fix at once, each on its own field.
    v.rawCheck<ResourceFormValues>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const values = dataset.value;
      for (const schema of [common, byKind]) {
        const result = v.safeParse(schema, values, { abortPipeEarly: true });
        for (const issue of result.issues ?? []) addIssue({ message: issue.message, path: issue.path });
      }
      // A data schema is all three parts or none: each missing part is reported on its own field.
      const given = DATA_SCHEMA_KEYS.filter((key) => values[key].trim() !== '');
      if (given.length === 0) return;
      for (const key of DATA_SCHEMA_KEYS.filter((part) => !given.includes(part))) {
        addIssue({
          message: messages.dataSchemaIncomplete(),
          path: [{ type: 'object', origin: 'value', input: values, key, value: values[key] }],
        });
      }
    }),
  );
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The resource's own fields as the machine sends them (ResourceInput without its type). */
export function resourceFieldsOf(values: ResourceFormValues): ResourceFields {
  const identifier = values.data_schema_identifier.trim();
  return {
    display_name: values.display_name.trim(),
    // An empty codename is left to the server, which derives it from the name.
    ...(values.codename.trim() ? { codename: values.codename.trim() } : {}),
    dataformat_id: values.dataformat_id,
    description: orNull(values.description),
    last_update: orNull(values.last_update),
    hidden: values.hidden,
    geographic_layer_label: orNull(values.geographic_layer_label),
    geographic_layer_name: orNull(values.geographic_layer_name),
    column_x: hasCoordinateFields(values.kind) ? orNull(values.column_x) : null,
    column_y: hasCoordinateFields(values.kind) ? orNull(values.column_y) : null,
    crs: hasCoordinateFields(values.kind) ? orNull(values.crs) : null,
    data_schema: identifier
      ? {
          identifier,
          version: values.data_schema_version.trim(),
          format: values.data_schema_format.trim(),
        }
      : null,
  };
}

/** The kind-specific part of a submission; `file` is the registered reference of `values.file`. */
export function kindSubmissionOf(
  values: ResourceFormValues,
  { file, hasFtpAccess }: { file: FileRef | null; hasFtpAccess: boolean },
): KindSubmission {
  const dataformatId = values.dataformat_id;
  switch (values.kind) {
    case 'file-upload':
      return { kind: 'file-upload', dataformatId, file };
    case 'href':
    case 'file-download':
      return { kind: values.kind, dataformatId, href: values.href.trim() };
    case 'geoserver-mirrors':
      return {
        kind: 'geoserver-mirrors',
        dataformatId,
        workspace: values.workspace ?? '',
        layer: values.layer ?? '',
        layerType: values.layer_type,
      };
    case 'ftp':
      return { kind: 'ftp', dataformatId, filePath: values.ftp_path, hasFtpAccess };
    case 'datastores':
      return {
        kind: 'datastores',
        dataformatId,
        table: {
          database: values.database ?? '',
          schemaName: values.table?.schema_name ?? '',
          tableName: values.table?.table_name ?? '',
        },
      };
    case null:
      throw new Error('The resource form was submitted without a kind');
  }
}
