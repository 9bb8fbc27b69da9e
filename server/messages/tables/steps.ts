type Locale = 'fr' | 'en' | 'it';

/**
 * The steps of a task named in the server's sentences ("Étape « read » reprise…"): the worker writes
 * the step's code, and the answer names it in the request's language, as the interface's labels do
 * (src/domain/tasks/taskLabels.ts; tests/unit/taskCodes.test.ts keeps both lists the same). A code
 * not listed stays as written.
 */
export const STEP_WORDS: Record<string, Record<Locale, string>> = {
  queued: { fr: 'mise en file d’attente', en: 'queued', it: 'in coda' },
  started: { fr: 'démarrage', en: 'start', it: 'avvio' },
  resumed: {
    fr: 'reprise après un redémarrage',
    en: 'resumed after a restart',
    it: 'ripresa dopo un riavvio',
  },
  interrupted: {
    fr: 'interruption par un redémarrage',
    en: 'interrupted by a restart',
    it: 'interruzione per un riavvio',
  },
  stop_requested: { fr: 'arrêt demandé', en: 'stop requested', it: 'arresto richiesto' },
  rerun: { fr: 'relance', en: 're-run', it: 'nuova esecuzione' },
  revoked: { fr: 'arrêt', en: 'stop', it: 'arresto' },
  failed: { fr: 'échec', en: 'failure', it: 'errore' },
  done: { fr: 'fin', en: 'end', it: 'fine' },
  read: { fr: 'lecture des données', en: 'reading the data', it: 'lettura dei dati' },
  layer: { fr: 'écriture de la couche', en: 'writing the layer', it: 'scrittura dello strato' },
  download: { fr: 'téléchargement du fichier', en: 'downloading the file', it: 'scaricamento del file' },
  fetch: { fr: 'récupération du fichier', en: 'fetching the file', it: 'recupero del file' },
  check: { fr: 'vérification de l’URL', en: 'checking the URL', it: 'verifica dell’URL' },
  checked: { fr: 'URL vérifiée', en: 'URL checked', it: 'URL verificato' },
  mirror: { fr: 'copie de la couche', en: 'mirroring the layer', it: 'copia dello strato' },
  catalogue: {
    fr: 'enregistrement dans le catalogue',
    en: 'recording in the catalogue',
    it: 'registrazione nel catalogo',
  },
  index: { fr: 'indexation', en: 'indexing', it: 'indicizzazione' },
  publish: { fr: 'publication', en: 'publishing', it: 'pubblicazione' },
  unpublish: { fr: 'dépublication', en: 'unpublishing', it: 'ritiro della pubblicazione' },
  validate: { fr: 'validation du style', en: 'validating the style', it: 'convalida dello stile' },
  apply: { fr: 'application du style', en: 'applying the style', it: 'applicazione dello stile' },
  harvest: { fr: 'lancement du moissonnage', en: 'harvest start', it: 'avvio della raccolta' },
  fetched: { fr: 'lecture du catalogue', en: 'reading the catalogue', it: 'lettura del catalogo' },
  import: { fr: 'import des fiches', en: 'importing the records', it: 'importazione delle schede' },
};

/** Placeholders holding a step's code, or several separated by ", ". */
export const STEP_PLACEHOLDERS = new Set(['step', 'steps']);

/** The step (or steps) in `locale`; an unknown code stays as written. */
export function stepWords(locale: Locale, value: string): string {
  return value
    .split(', ')
    .map((code) => (Object.hasOwn(STEP_WORDS, code) ? (STEP_WORDS[code]?.[locale] ?? code) : code))
    .join(', ');
}
