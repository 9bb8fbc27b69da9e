import { SCHEDULERS } from '../tasks/schedules.ts';

/** Reference lists of specification section 3, labels in French. Ids are stable (seed order). */
export const REFERENCE_LISTS: Record<string, string[]> = {
  category: [
    'Agriculture, pêche, sylviculture et alimentation',
    'Économie et finances',
    'Éducation, culture et sport',
    'Énergie',
    'Environnement',
    'Gouvernement et secteur public',
    'Justice, système juridique et sécurité publique',
    'Population et société',
    'Questions internationales',
    'Régions et villes',
    'Santé',
    'Science et technologie',
    'Transports',
  ],
  granularity: [
    'Adresse',
    'Bâtiment',
    'Commune',
    'Coordonnées géographiques',
    'Département',
    'Infracommunale (IRIS)',
    'Intercommunalité (EPCI)',
    'Parcelle cadastrale',
    'Pays',
    'Région',
  ],
  license: [
    'Creative Commons Attribution 4.0 (CC-BY 4.0)',
    'Creative Commons Attribution - Partage dans les mêmes conditions 4.0 (CC-BY-SA 4.0)',
    'Creative Commons Zero (CC0 1.0)',
    'Licence Ouverte / Open Licence version 2.0',
    'Licence propriétaire',
    'Open Database License (ODbL)',
  ],
  topic: [
    'Agriculture',
    'Altitude',
    'Biote',
    'Climatologie, météorologie, atmosphère',
    'Eaux intérieures',
    'Économie',
    'Environnement',
    'Imagerie, cartes de base, occupation des terres',
    'Informations géoscientifiques',
    'Limites',
    'Localisation',
    'Océans',
    'Planification, cadastre',
    'Renseignement, militaire',
    'Santé',
    "Services d'utilité publique, communication",
    'Société',
    'Structure',
    'Transport',
  ],
  kind: [
    'Données agrégées',
    'Données brutes',
    'Données de référence',
    'Données géographiques',
    'Données statistiques',
    'Données temps réel',
  ],
  restriction: [
    'Aucune restriction',
    "Droit d'auteur",
    'Données à caractère personnel',
    'Secret des affaires',
    'Secret statistique',
    'Sécurité publique',
    'Usage interne',
  ],
  update_frequency: [
    'Annuelle',
    'En continu',
    'Hebdomadaire',
    'Irrégulière',
    'Mensuelle',
    'Non planifiée',
    'Ponctuelle',
    'Quotidienne',
    'Semestrielle',
    'Trimestrielle',
  ],
  record_type: [
    'Application',
    'Carte interactive',
    'Jeu de données',
    'Jeu de données non géographique',
    'Série de jeux de données',
    'Service',
  ],
  contact_role: [
    'Auteur',
    'Conservateur',
    'Distributeur',
    'Fournisseur',
    'Gestionnaire',
    'Point de contact',
    'Producteur',
    'Propriétaire',
    'Utilisateur',
    'Éditeur',
  ],
  organisation_type: [
    'Association',
    "Communauté d'agglomération",
    'Communauté de communes',
    'Commune',
    'Collectivité territoriale',
    'Entreprise',
    'Établissement public',
    "Service de l'État",
    'Université et recherche',
    'Autre',
  ],
  scheduler: SCHEDULERS.map((s) => s.label),
};

/** Lists whose ids carry a meaning: statuses and roles (0..3 and 1..2). */
export const NUMBERED_LISTS: Record<string, [number, string][]> = {
  user_status: [
    [0, 'En attente de vérification'],
    [1, 'En attente de validation'],
    [2, 'Actif'],
    [3, 'Désactivé'],
  ],
  usergroup_status: [
    [0, 'En attente de vérification'],
    [1, 'En attente de validation'],
    [2, 'Actif'],
    [3, 'Désactivé'],
  ],
  usergroup_role: [
    [1, 'Accès aux données'],
    [2, 'Administration des comptes'],
  ],
};

export const DATA_FORMATS: [
  label: string,
  extension: string,
  mime: string,
  geographic: boolean,
  codename: string,
][] = [
  ['CSV', 'csv', 'text/csv', true, 'csv'],
  ['GeoJSON', 'geojson', 'application/geo+json', true, 'geojson'],
  ['Shapefile (zip)', 'zip', 'application/zip', true, 'zip'],
  ['XLSX', 'xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', false, 'xlsx'],
  ['PDF', 'pdf', 'application/pdf', false, 'pdf'],
  ['JSON', 'json', 'application/json', false, 'json'],
  ['KML', 'kml', 'application/vnd.google-earth.kml+xml', true, 'kml'],
  ['GeoPackage', 'gpkg', 'application/geopackage+sqlite3', true, 'gpkg'],
  ['ODS', 'ods', 'application/vnd.oasis.opendocument.spreadsheet', false, 'ods'],
  ['XML', 'xml', 'application/xml', false, 'xml'],
  ['Table PostgreSQL', 'sql', 'application/sql', true, 'postgresql'],
  ['Flux WMS/WFS', 'wms', 'application/vnd.ogc.wms_xml', true, 'wms'],
];

export const INDEXER_TYPES: [label: string, implementation: string][] = [
  ['CKAN', 'ckan'],
  ['GeoNetwork (CSW)', 'csw'],
  ['OpenDataSoft', 'opendatasoft'],
  ['ArcGIS (DCAT JSON)', 'dcat'],
];

/** Scenarios per object kind: [codename, action]. */
export const SCENARIOS: Record<string, [string, 'create' | 'update'][]> = {
  dataset: [
    ['publish-dataset', 'create'],
    ['unpublish-dataset', 'update'],
  ],
  resourcedataset: [
    ['publish-resourcedataset', 'create'],
    ['unpublish-resourcedataset', 'update'],
  ],
  'file-upload': [
    ['file-upload-to-geographiclayer', 'create'],
    ['file-upload-update-geographiclayer', 'update'],
  ],
  'file-download': [
    ['file-download-to-geographiclayer', 'create'],
    ['file-download-update-geographiclayer', 'update'],
  ],
  href: [
    ['href-check', 'create'],
    ['href-update-check', 'update'],
  ],
  ftp: [
    ['ftp-to-geographiclayer', 'create'],
    ['ftp-update-geographiclayer', 'update'],
  ],
  datastores: [
    ['datastore-to-geographiclayer', 'create'],
    ['datastore-update-geographiclayer', 'update'],
  ],
  'geoserver-mirrors': [
    ['geoserver-mirror-create', 'create'],
    ['geoserver-mirror-update', 'update'],
  ],
  geographiclayer: [
    ['publish-geographiclayer', 'create'],
    ['update-geographiclayer', 'update'],
  ],
  style: [
    ['style-create', 'create'],
    ['style-update', 'update'],
  ],
};
