import type { MessageEntry } from '../translate.ts';

/**
 * The texts of the demo data's tasks and indexer logs (`seed/demo/taskTexts.ts`), written in French as
 * the worker writes its own. Exact texts win over the patterns of the other tables: "Le catalogue
 * distant a répondu 503…" is not "{host} a répondu {status}." with a French host.
 */
export const DEMO_MESSAGES: MessageEntry[] = [
  { fr: 'Fichier lu et vérifié.', en: 'File read and checked.', it: 'File letto e verificato.' },
  { fr: 'Couche géographique créée.', en: 'Geographic layer created.', it: 'Strato geografico creato.' },
  { fr: 'Échec du traitement.', en: 'Processing failed.', it: 'Elaborazione non riuscita.' },
  {
    fr: 'Le fichier n’est pas un GeoJSON valide : ligne 12, virgule manquante.',
    en: 'The file is not valid GeoJSON: line 12, missing comma.',
    it: 'Il file non è un GeoJSON valido: riga 12, virgola mancante.',
  },
  {
    fr: 'La table datastore.population_ouest ne contient pas de colonne géométrique.',
    en: 'The table datastore.population_ouest has no geometry column.',
    it: 'La tabella datastore.population_ouest non contiene una colonna geometrica.',
  },
  {
    fr: 'L’URL ne répond pas (délai dépassé après 30 s).',
    en: 'The URL does not answer (timed out after 30 s).',
    it: 'L’URL non risponde (tempo scaduto dopo 30 s).',
  },
  {
    fr: 'Le fichier n’est pas encodé en UTF-8 (octet invalide ligne 3).',
    en: 'The file is not encoded in UTF-8 (invalid byte on line 3).',
    it: 'Il file non è codificato in UTF-8 (byte non valido alla riga 3).',
  },
  { fr: 'Moissonnage lancé.', en: 'Harvest started.', it: 'Raccolta avviata.' },
  {
    fr: '2 fiches sans identifiant ignorées.',
    en: '2 records without an identifier skipped.',
    it: '2 schede senza identificativo ignorate.',
  },
  {
    fr: 'Le catalogue distant a répondu 503 Service Unavailable.',
    en: 'The remote catalogue answered 503 Service Unavailable.',
    it: 'Il catalogo remoto ha risposto 503 Service Unavailable.',
  },
  { fr: 'Début du moissonnage.', en: 'Harvest begins.', it: 'Inizio della raccolta.' },
  {
    fr: '{count} fiches moissonnées, {updated} mises à jour.',
    en: '{count} records harvested, {updated} updated.',
    it: '{count} schede raccolte, {updated} aggiornate.',
  },
  {
    fr: 'Index du catalogue reconstruit.',
    en: 'Catalogue index rebuilt.',
    it: 'Indice del catalogo ricostruito.',
  },
  {
    fr: 'Le jeu de données n’a pas de ressource géographique publiable.',
    en: 'The dataset has no geographic resource that can be published.',
    it: 'Il dataset non ha alcuna risorsa geografica pubblicabile.',
  },
];
