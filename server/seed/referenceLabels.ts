import type { Queryable } from '../db/database.ts';
import { DATA_FORMATS, NUMBERED_LISTS, REFERENCE_LISTS } from './reference.ts';

/** A reference label in the two languages besides French, the seed's (and Django's source) language. */
export interface Translation {
  en: string;
  it: string;
}

const STATUSES: Record<string, Translation> = {
  'En attente de vérification': { en: 'Awaiting verification', it: 'In attesa di verifica' },
  'En attente de validation': { en: 'Awaiting validation', it: 'In attesa di convalida' },
  Actif: { en: 'Active', it: 'Attivo' },
  Désactivé: { en: 'Disabled', it: 'Disattivato' },
};

/**
 * English and Italian labels of every reference item, keyed by list then by the French label the seed
 * stores in `label` (the French label is the item's name in this backend, as a codename would be).
 * `server/messages/messages.test.ts` fails when an item of a list has no translation here.
 */
export const REFERENCE_TRANSLATIONS: Record<string, Record<string, Translation>> = {
  category: {
    'Agriculture, pêche, sylviculture et alimentation': {
      en: 'Agriculture, fisheries, forestry and food',
      it: 'Agricoltura, pesca, silvicoltura e prodotti alimentari',
    },
    'Économie et finances': { en: 'Economy and finance', it: 'Economia e finanze' },
    'Éducation, culture et sport': { en: 'Education, culture and sport', it: 'Istruzione, cultura e sport' },
    Énergie: { en: 'Energy', it: 'Energia' },
    Environnement: { en: 'Environment', it: 'Ambiente' },
    'Gouvernement et secteur public': {
      en: 'Government and public sector',
      it: 'Governo e settore pubblico',
    },
    'Justice, système juridique et sécurité publique': {
      en: 'Justice, legal system and public safety',
      it: 'Giustizia, sistema giuridico e sicurezza pubblica',
    },
    'Population et société': { en: 'Population and society', it: 'Popolazione e società' },
    'Questions internationales': { en: 'International issues', it: 'Tematiche internazionali' },
    'Régions et villes': { en: 'Regions and cities', it: 'Regioni e città' },
    Santé: { en: 'Health', it: 'Salute' },
    'Science et technologie': { en: 'Science and technology', it: 'Scienza e tecnologia' },
    Transports: { en: 'Transport', it: 'Trasporti' },
  },
  granularity: {
    Adresse: { en: 'Address', it: 'Indirizzo' },
    Bâtiment: { en: 'Building', it: 'Edificio' },
    Commune: { en: 'Municipality', it: 'Comune' },
    'Coordonnées géographiques': { en: 'Geographic coordinates', it: 'Coordinate geografiche' },
    Département: { en: 'Department', it: 'Dipartimento' },
    'Infracommunale (IRIS)': { en: 'Sub-municipal (IRIS)', it: 'Infracomunale (IRIS)' },
    'Intercommunalité (EPCI)': { en: 'Inter-municipality (EPCI)', it: 'Intercomunalità (EPCI)' },
    'Parcelle cadastrale': { en: 'Cadastral parcel', it: 'Particella catastale' },
    Pays: { en: 'Country', it: 'Paese' },
    Région: { en: 'Region', it: 'Regione' },
  },
  license: {
    'Creative Commons Attribution 4.0 (CC-BY 4.0)': {
      en: 'Creative Commons Attribution 4.0 (CC-BY 4.0)',
      it: 'Creative Commons Attribuzione 4.0 (CC-BY 4.0)',
    },
    'Creative Commons Attribution - Partage dans les mêmes conditions 4.0 (CC-BY-SA 4.0)': {
      en: 'Creative Commons Attribution - ShareAlike 4.0 (CC-BY-SA 4.0)',
      it: 'Creative Commons Attribuzione - Condividi allo stesso modo 4.0 (CC-BY-SA 4.0)',
    },
    'Creative Commons Zero (CC0 1.0)': {
      en: 'Creative Commons Zero (CC0 1.0)',
      it: 'Creative Commons Zero (CC0 1.0)',
    },
    'Licence Ouverte / Open Licence version 2.0': {
      en: 'Open Licence version 2.0 (Licence Ouverte)',
      it: 'Licenza aperta versione 2.0 (Licence Ouverte)',
    },
    'Licence propriétaire': { en: 'Proprietary licence', it: 'Licenza proprietaria' },
    'Open Database License (ODbL)': {
      en: 'Open Database License (ODbL)',
      it: 'Open Database License (ODbL)',
    },
  },
  topic: {
    Agriculture: { en: 'Farming', it: 'Agricoltura' },
    Altitude: { en: 'Elevation', it: 'Altitudine' },
    Biote: { en: 'Biota', it: 'Biota' },
    'Climatologie, météorologie, atmosphère': {
      en: 'Climatology, meteorology, atmosphere',
      it: 'Climatologia, meteorologia, atmosfera',
    },
    'Eaux intérieures': { en: 'Inland waters', it: 'Acque interne' },
    Économie: { en: 'Economy', it: 'Economia' },
    Environnement: { en: 'Environment', it: 'Ambiente' },
    'Imagerie, cartes de base, occupation des terres': {
      en: 'Imagery, base maps, earth cover',
      it: 'Immagini, mappe di base, copertura del suolo',
    },
    'Informations géoscientifiques': { en: 'Geoscientific information', it: 'Informazioni geoscientifiche' },
    Limites: { en: 'Boundaries', it: 'Confini' },
    Localisation: { en: 'Location', it: 'Localizzazione' },
    Océans: { en: 'Oceans', it: 'Oceani' },
    'Planification, cadastre': { en: 'Planning, cadastre', it: 'Pianificazione, catasto' },
    'Renseignement, militaire': { en: 'Intelligence, military', it: 'Intelligence, settore militare' },
    Santé: { en: 'Health', it: 'Salute' },
    "Services d'utilité publique, communication": {
      en: 'Utilities, communication',
      it: 'Servizi di pubblica utilità, comunicazione',
    },
    Société: { en: 'Society', it: 'Società' },
    Structure: { en: 'Structure', it: 'Strutture' },
    Transport: { en: 'Transportation', it: 'Trasporti' },
  },
  kind: {
    'Données agrégées': { en: 'Aggregated data', it: 'Dati aggregati' },
    'Données brutes': { en: 'Raw data', it: 'Dati grezzi' },
    'Données de référence': { en: 'Reference data', it: 'Dati di riferimento' },
    'Données géographiques': { en: 'Geographic data', it: 'Dati geografici' },
    'Données statistiques': { en: 'Statistical data', it: 'Dati statistici' },
    'Données temps réel': { en: 'Real-time data', it: 'Dati in tempo reale' },
  },
  restriction: {
    'Aucune restriction': { en: 'No restriction', it: 'Nessuna restrizione' },
    "Droit d'auteur": { en: 'Copyright', it: "Diritto d'autore" },
    'Données à caractère personnel': { en: 'Personal data', it: 'Dati personali' },
    'Secret des affaires': { en: 'Trade secret', it: 'Segreto commerciale' },
    'Secret statistique': { en: 'Statistical confidentiality', it: 'Segreto statistico' },
    'Sécurité publique': { en: 'Public safety', it: 'Sicurezza pubblica' },
    'Usage interne': { en: 'Internal use', it: 'Uso interno' },
  },
  update_frequency: {
    Annuelle: { en: 'Annual', it: 'Annuale' },
    'En continu': { en: 'Continuous', it: 'Continua' },
    Hebdomadaire: { en: 'Weekly', it: 'Settimanale' },
    Irrégulière: { en: 'Irregular', it: 'Irregolare' },
    Mensuelle: { en: 'Monthly', it: 'Mensile' },
    'Non planifiée': { en: 'Not planned', it: 'Non pianificata' },
    Ponctuelle: { en: 'One-off', it: 'Una tantum' },
    Quotidienne: { en: 'Daily', it: 'Giornaliera' },
    Semestrielle: { en: 'Half-yearly', it: 'Semestrale' },
    Trimestrielle: { en: 'Quarterly', it: 'Trimestrale' },
  },
  record_type: {
    Application: { en: 'Application', it: 'Applicazione' },
    'Carte interactive': { en: 'Interactive map', it: 'Mappa interattiva' },
    'Jeu de données': { en: 'Dataset', it: 'Dataset' },
    'Jeu de données non géographique': { en: 'Non-geographic dataset', it: 'Dataset non geografico' },
    'Série de jeux de données': { en: 'Dataset series', it: 'Serie di dataset' },
    Service: { en: 'Service', it: 'Servizio' },
  },
  contact_role: {
    Auteur: { en: 'Author', it: 'Autore' },
    Conservateur: { en: 'Custodian', it: 'Custode' },
    Distributeur: { en: 'Distributor', it: 'Distributore' },
    Fournisseur: { en: 'Resource provider', it: 'Fornitore' },
    Gestionnaire: { en: 'Manager', it: 'Gestore' },
    'Point de contact': { en: 'Point of contact', it: 'Punto di contatto' },
    Producteur: { en: 'Originator', it: 'Produttore' },
    Propriétaire: { en: 'Owner', it: 'Proprietario' },
    Utilisateur: { en: 'User', it: 'Utente' },
    Éditeur: { en: 'Publisher', it: 'Editore' },
  },
  organisation_type: {
    Association: { en: 'Association', it: 'Associazione' },
    "Communauté d'agglomération": { en: 'Urban community', it: 'Comunità di agglomerazione' },
    'Communauté de communes': { en: 'Community of municipalities', it: 'Comunità di comuni' },
    Commune: { en: 'Municipality', it: 'Comune' },
    'Collectivité territoriale': { en: 'Local authority', it: 'Ente territoriale' },
    Entreprise: { en: 'Company', it: 'Impresa' },
    'Établissement public': { en: 'Public body', it: 'Ente pubblico' },
    "Service de l'État": { en: 'State service', it: 'Servizio dello Stato' },
    'Université et recherche': { en: 'University and research', it: 'Università e ricerca' },
    Autre: { en: 'Other', it: 'Altro' },
  },
  scheduler: {
    'Toutes les heures': { en: 'Every hour', it: 'Ogni ora' },
    'Tous les jours à 2 h': { en: 'Every day at 2 a.m.', it: 'Ogni giorno alle 2' },
    'Toutes les semaines (lundi)': { en: 'Every week (Monday)', it: 'Ogni settimana (lunedì)' },
    'Tous les mois (le 1er)': { en: 'Every month (on the 1st)', it: 'Ogni mese (il 1°)' },
    'Tous les ans (1er janvier)': { en: 'Every year (January 1st)', it: 'Ogni anno (1° gennaio)' },
  },
  user_status: STATUSES,
  usergroup_status: STATUSES,
  usergroup_role: {
    'Accès aux données': { en: 'Data access', it: 'Accesso ai dati' },
    'Administration des comptes': { en: 'Account administration', it: 'Amministrazione degli account' },
  },
};

/** Data formats whose label is a word rather than a format's name. */
export const DATA_FORMAT_TRANSLATIONS: Record<string, Translation> = {
  'Shapefile (zip)': { en: 'Shapefile (zip)', it: 'Shapefile (zip)' },
  'Table PostgreSQL': { en: 'PostgreSQL table', it: 'Tabella PostgreSQL' },
  'Flux WMS/WFS': { en: 'WMS/WFS service', it: 'Servizio WMS/WFS' },
};

/** Every (list, French label) of the seed, for the completeness test and the translation step. */
export function seededReferenceLabels(): { list: string; label: string }[] {
  return [
    ...Object.entries(REFERENCE_LISTS).flatMap(([list, labels]) => labels.map((label) => ({ list, label }))),
    ...Object.entries(NUMBERED_LISTS).flatMap(([list, entries]) =>
      entries.map(([, label]) => ({ list, label })),
    ),
  ];
}

export const seededDataFormatLabels = (): string[] => DATA_FORMATS.map(([label]) => label);

/**
 * Writes `label_en` and `label_it` of `table` from rows of (key values…, English, Italian), where the
 * keys match and a label differs: one statement for any table of labels.
 */
async function writeLabels(
  db: Queryable,
  table: 'reference_item' | 'data_format',
  keys: readonly ('list' | 'label')[],
  rows: readonly (readonly string[])[],
): Promise<void> {
  const names = [...keys, 'en', 'it'];
  await db.query(
    `update ${table} r set label_en = t.en, label_it = t.it
     from unnest(${names.map((_, i) => `$${i + 1}::text[]`).join(', ')}) as t(${names.join(', ')})
     where ${keys.map((key) => `r.${key} = t.${key}`).join(' and ')}
       and (r.label_en is distinct from t.en or r.label_it is distinct from t.it)`,
    names.map((_, i) => rows.map((row) => row[i])),
  );
}

/**
 * Writes the English and Italian labels of the seeded reference items and data formats, matched by
 * list and French label. Run at every start: a database seeded before the translations existed gets
 * them, and a corrected translation reaches every database. Items an operator added keep French.
 */
export async function translateReferenceItems(db: Queryable): Promise<void> {
  const items = Object.entries(REFERENCE_TRANSLATIONS).flatMap(([list, labels]) =>
    Object.entries(labels).map(([fr, t]) => [list, fr, t.en, t.it]),
  );
  await writeLabels(db, 'reference_item', ['list', 'label'], items);
  const formats = Object.entries(DATA_FORMAT_TRANSLATIONS).map(([fr, t]) => [fr, t.en, t.it]);
  await writeLabels(db, 'data_format', ['label'], formats);
}
