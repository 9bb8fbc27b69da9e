// The MQA's two lists of file types (issue 51), kept as data: the "Non-proprietary" and "Machine
// readable" indicators check a distribution's dct:format against them.
//
// Source: data.europa.eu's own lists in the EU file-type vocabulary's terms,
// https://gitlab.com/european-data-portal/edp-vocabularies (edp-non-proprietary-format.rdf and
// edp-machine-readable-format.rdf, branch master). GitLab is out of reach here; the lists were read
// in opendata-swiss/metadata-quality-dashboard, which copies them with that source named
// (data-loader/data_loader/vocabulary/eu_vocab_non_proprietary.py at c7cbe31f4e55 and
// eu_vocab_machine_readable.py at 47f4cc02d163). Both name EU file-type authority codes
// (http://publications.europa.eu/resource/authority/file-type/<CODE>).

export const EU_FILE_TYPE = 'http://publications.europa.eu/resource/authority/file-type/';

/** edp-non-proprietary-format.rdf */
export const NON_PROPRIETARY_FORMATS: ReadonlySet<string> = new Set([
  'BMP',
  'CSV',
  'DBF',
  'GEOJSON',
  'GZIP',
  'HTML',
  'ICS',
  'JPEG2000',
  'JSON',
  'JSON_LD',
  'KML',
  'KMZ',
  'NETCDF',
  'ODS',
  'PNG',
  'RDF_N_QUADS',
  'RDF_N_TRIPLES',
  'RDF_TRIG',
  'RDF_TURTLE',
  'RDF_XML',
  'RSS',
  'RTF',
  'TAR',
  'TIFF',
  'TSV',
  'TXT',
  'WMS_SRVC',
  'XML',
  'ZIP',
]);

/** edp-machine-readable-format.rdf */
export const MACHINE_READABLE_FORMATS: ReadonlySet<string> = new Set([
  'CSV',
  'GEOJSON',
  'ICS',
  'JSON',
  'JSON_LD',
  'KML',
  'KMZ',
  'NETCDF',
  'ODS',
  'RDFA',
  'RDF_N_QUADS',
  'RDF_N_TRIPLES',
  'RDF_TRIG',
  'RDF_TURTLE',
  'RDF_XML',
  'RSS',
  'SHP',
  'XLS',
  'XLSX',
  'XML',
]);

/**
 * The authority code of an EU file-type IRI (`…/file-type/CSV` → `CSV`), null for any other IRI.
 * The vocabulary's IRIs are written with http; an https spelling names the same term.
 */
export function euFileTypeCode(iri: string | null | undefined): string | null {
  if (!iri) return null;
  const http = iri.replace(/^https:/, 'http:');
  if (!http.startsWith(EU_FILE_TYPE)) return null;
  const code = http.slice(EU_FILE_TYPE.length).replace(/\/$/, '');
  return code.length > 0 && !code.includes('/') ? code : null;
}
