/**
 * The French texts the demo data writes in its tasks (timelines, warnings, errors) and indexer logs,
 * as the worker would have written them. The API translates them into the request's language at
 * answer time (server/messages/tables/demo.ts), like the worker's own messages: a demo read in English
 * or Italian shows no French sentence, and none that mixes two languages.
 */
export const DEMO_TASK_TEXTS = {
  queued: 'Tâche mise en file d’attente.',
  started: 'Traitement démarré.',
  read: 'Fichier lu et vérifié.',
  layerCreated: 'Couche géographique créée.',
  failed: 'Échec du traitement.',
  invalidGeoJson: 'Le fichier n’est pas un GeoJSON valide : ligne 12, virgule manquante.',
  noGeometryColumn: 'La table datastore.population_ouest ne contient pas de colonne géométrique.',
  urlTimeout: 'L’URL ne répond pas (délai dépassé après 30 s).',
  notUtf8: 'Le fichier n’est pas encodé en UTF-8 (octet invalide ligne 3).',
  rowsSkipped: '3 lignes sans coordonnées ont été ignorées.',
  harvestStarted: 'Moissonnage lancé.',
  recordsWithoutId: '2 fiches sans identifiant ignorées.',
  catalogue503: 'Le catalogue distant a répondu 503 Service Unavailable.',
  harvestBegins: 'Début du moissonnage.',
  indexRebuilt: 'Index du catalogue reconstruit.',
  noPublishableResource: 'Le jeu de données n’a pas de ressource géographique publiable.',
} as const;

/** The last log line of a seeded harvest. */
export const harvestedText = (count: number, updated: number): string =>
  `${count} fiches moissonnées, ${updated} mises à jour.`;
