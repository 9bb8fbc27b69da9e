// What the platform's DCAT-AP export says of one published dataset (issue 51), as plain data: the
// export writes it as JSON-LD and Turtle (server/model/dcat/), and both metadata quality scores read
// it (mqa.ts, udata.ts), on the server for every dataset and in the browser for the form being
// edited, so that "what this edit does to the score" is the same computation as the published one.
//
// Controlled values are IRIs of the vocabularies the MQA checks (EU Publications Office authority
// tables, IANA media types); a platform value that maps to none keeps its label and a null IRI, so
// that the score sees "given, but not from the vocabulary".

/** A value the platform has, with the vocabulary IRI it maps to (null when none fits). */
export interface Coded {
  label: string;
  iri: string | null;
  /**
   * Without an IRI: true when the export writes the value as a labelled node of its class (a
   * licence, a format), which DCAT-AP's shapes accept; absent when it is a bare literal, as real
   * catalogues sometimes write a format, which the shapes refuse. The platform's record holds no
   * theme, frequency, access right or media type without an IRI: the export leaves those out.
   */
  labelledNode?: true;
}

/** Whom to ask about the dataset (dcat:contactPoint, a vcard:Kind). */
export interface DcatContact {
  name: string | null;
  email: string | null;
}

/** A resource of the dataset as a dcat:Distribution. */
export interface DcatDistribution {
  /** The platform's resource: a fix about this distribution opens it. */
  resourceId: number;
  title: string;
  description: string | null;
  /** dcat:accessURL, always given (DCAT-AP's mandatory property). */
  accessUrl: string;
  /** dcat:downloadURL: the file itself (the platform's download route, or a URL resource's address). */
  downloadUrl: string | null;
  /**
   * Whether the addresses answered at the platform's last check, null when never checked. Read
   * from the checks the platform already runs (url_check, the stored file), never requested while
   * scoring.
   */
  accessUrlReachable: boolean | null;
  downloadUrlReachable: boolean | null;
  /** dct:format: an EU file-type IRI (…/authority/file-type/CSV). */
  format: Coded | null;
  /** dcat:mediaType: an IANA IRI (https://www.iana.org/assignments/media-types/text/csv). */
  mediaType: Coded | null;
  /** dct:license of the distribution (DCAT-AP puts the licence here): an EU licence IRI. */
  licence: Coded | null;
  /** dct:rights: a statement of the rights over the distribution, null when the platform has none. */
  rights: string | null;
  /** dcat:byteSize in bytes, when the platform knows it (a stored file). */
  byteSize: number | null;
  /** dct:issued and dct:modified, ISO 8601 dates. */
  issued: string | null;
  modified: string | null;
}

/** A published dataset as a dcat:Dataset of the export. */
export interface DcatDataset {
  /** The platform's dataset: fixes link to its form. */
  datasetId: number;
  /** The dataset's IRI in the export (its public address). */
  iri: string;
  /** dct:identifier */
  identifier: string;
  title: string;
  /** dct:description as plain text (the rich text's markup removed). */
  description: string;
  /** dcat:keyword */
  keywords: string[];
  /** dcat:theme: EU data-theme IRIs (…/authority/data-theme/ENVI). */
  themes: Coded[];
  /** dct:spatial as a bounding box in WGS 84 (GeoDCAT-AP's dcat:bbox), [west, south, east, north]. */
  bbox: [number, number, number, number] | null;
  /** dct:spatial as named places (the geographical coverage), when the platform has them. */
  places: Coded[];
  /** dcat:spatialResolutionInMeters is not what the platform has: its granularity, as a label. */
  granularity: string | null;
  /** dct:temporal: the period the data covers (the vintage year as a year's period). */
  temporal: { start: string | null; end: string | null } | null;
  /** dct:issued and dct:modified of the dataset, ISO 8601 dates. */
  issued: string | null;
  modified: string | null;
  /** dct:accrualPeriodicity: an EU frequency IRI. */
  accrualPeriodicity: Coded | null;
  /** dct:publisher: the owning organisation. */
  publisher: { name: string; iri: string } | null;
  /** dcat:contactPoint */
  contactPoint: DcatContact | null;
  /** dct:accessRights: an EU access-right IRI (PUBLIC, RESTRICTED, NON_PUBLIC). */
  accessRights: Coded | null;
  /** dcat:landingPage: the dataset's public page. */
  landingPage: string | null;
  distributions: DcatDistribution[];
}
