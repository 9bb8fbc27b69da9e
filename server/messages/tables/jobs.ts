import type { MessageEntry } from '../translate.ts';

/**
 * The steps, warnings and failure reasons of the resource jobs (`worker/jobs/resourceData.ts`:
 * uploads, sFTP, downloads, URLs, datastore tables, map-server mirrors) and of the layer and style
 * jobs (`worker/jobs/geospatial.ts`), written in French as the worker stores them in the task.
 */
export const JOB_MESSAGES: MessageEntry[] = [
  // worker/jobs/resourceData.ts
  {
    fr: 'La ressource n’existe plus.',
    en: 'The resource no longer exists.',
    it: 'La risorsa non esiste più.',
  },
  {
    fr: 'Le nom de couche « {wanted} » a été normalisé en « {name} » (lettres minuscules, chiffres et _).',
    en: 'The layer name "{wanted}" was normalised to "{name}" (lower-case letters, digits and _).',
    it: 'Il nome dello strato "{wanted}" è stato normalizzato in "{name}" (lettere minuscole, cifre e _).',
  },
  {
    fr: 'Couche géographique « {name} » créée : {count} {count:objet|objets} ({type}), emprise WGS 84 {bbox}.',
    en: 'Geographic layer "{name}" created: {count} {count:feature|features} ({type}), WGS 84 extent {bbox}.',
    it: 'Strato geografico "{name}" creato: {count} {count:oggetto|oggetti} ({type}), estensione WGS 84 {bbox}.',
  },
  {
    fr: 'Couche géographique « {name} » mise à jour : {count} {count:objet|objets} ({type}), emprise WGS 84 {bbox}.',
    en: 'Geographic layer "{name}" updated: {count} {count:feature|features} ({type}), WGS 84 extent {bbox}.',
    it: 'Strato geografico "{name}" aggiornato: {count} {count:oggetto|oggetti} ({type}), estensione WGS 84 {bbox}.',
  },
  {
    fr: 'Le fichier « {name} » est vide.',
    en: 'The file "{name}" is empty.',
    it: 'Il file "{name}" è vuoto.',
  },
  {
    fr: 'Le fichier « {name} » compte plus de {rows} lignes de données, la limite de ce serveur : découpez-le ou chargez-le dans l’entrepôt de données (ressource de type table).',
    en: 'The file "{name}" has more than {rows} data rows, the limit of this server: split it or load it into the datastore (a table resource).',
    it: 'Il file "{name}" conta più di {rows} righe di dati, il limite di questo server: dividilo o caricalo nel datastore (risorsa di tipo tabella).',
  },
  {
    fr: 'Fichier CSV « {name} » ({size}) lu : encodage UTF-8, colonnes X/Y numériques et plausibles en {crs}.',
    en: 'CSV file "{name}" ({size}) read: UTF-8 encoding, numeric X/Y columns plausible in {crs}.',
    it: 'File CSV "{name}" ({size}) letto: codifica UTF-8, colonne X/Y numeriche e plausibili in {crs}.',
  },
  {
    fr: 'Fichier JSON « {name} » ({size}) lu : JSON valide en UTF-8, sans géométrie.',
    en: 'JSON file "{name}" ({size}) read: valid JSON in UTF-8, without geometry.',
    it: 'File JSON "{name}" ({size}) letto: JSON valido in UTF-8, senza geometria.',
  },
  {
    fr: 'Fichier GeoJSON « {name} » ({size}) lu : coordonnées plausibles en {crs}.',
    en: 'GeoJSON file "{name}" ({size}) read: coordinates plausible in {crs}.',
    it: 'File GeoJSON "{name}" ({size}) letto: coordinate plausibili in {crs}.',
  },
  {
    fr: 'Fichier « {name} » ({size}) reçu.',
    en: 'File "{name}" ({size}) received.',
    it: 'File "{name}" ({size}) ricevuto.',
  },
  {
    fr: 'Le format {format} n’est pas lu par ce serveur : aucune couche géographique n’est produite (seuls CSV et GeoJSON le sont).',
    en: 'The format {format} is not read by this server: no geographic layer is made (only CSV and GeoJSON are).',
    it: 'Il formato {format} non è letto da questo server: non viene prodotto alcuno strato geografico (solo CSV e GeoJSON lo sono).',
  },
  {
    fr: 'Le fichier « {name} » est introuvable sur le serveur.',
    en: 'The file "{name}" cannot be found on the server.',
    it: 'Il file "{name}" non si trova sul server.',
  },
  {
    fr: 'Le fichier « {name} » fait {size}, au-delà de la limite de {limit}.',
    en: 'The file "{name}" weighs {size}, beyond the limit of {limit}.',
    it: 'Il file "{name}" pesa {size}, oltre il limite di {limit}.',
  },
  {
    fr: 'La ressource n’a pas d’enregistrement de fichier déposé.',
    en: 'The resource has no uploaded-file record.',
    it: 'La risorsa non ha un record di file caricato.',
  },
  {
    fr: 'Aucun fichier n’a été déposé pour cette ressource.',
    en: 'No file was uploaded for this resource.',
    it: 'Nessun file è stato caricato per questa risorsa.',
  },
  {
    fr: 'La ressource n’a pas d’enregistrement sFTP.',
    en: 'The resource has no sFTP record.',
    it: 'La risorsa non ha un record sFTP.',
  },
  {
    fr: 'Aucun fichier de l’espace sFTP n’a été choisi.',
    en: 'No file of the sFTP space was chosen.',
    it: 'Nessun file dello spazio sFTP è stato scelto.',
  },
  {
    fr: 'La ressource n’est liée à aucun jeu de données.',
    en: 'The resource is linked to no dataset.',
    it: 'La risorsa non è collegata ad alcun dataset.',
  },
  { fr: 'Chemin sFTP refusé.', en: 'sFTP path refused.', it: 'Percorso sFTP rifiutato.' },
  {
    fr: 'Fichier « {path} » lu dans l’espace sFTP du groupe.',
    en: 'File "{path}" read from the group’s sFTP space.',
    it: 'File "{path}" letto nello spazio sFTP del gruppo.',
  },
  {
    fr: 'La ressource n’a pas d’URL enregistrée.',
    en: 'The resource has no recorded URL.',
    it: 'La risorsa non ha un URL registrato.',
  },
  { fr: 'Téléchargement de {url}.', en: 'Downloading {url}.', it: 'Download di {url}.' },
  {
    fr: 'Fichier « {name} » téléchargé ({size}).',
    en: 'File "{name}" downloaded ({size}).',
    it: 'File "{name}" scaricato ({size}).',
  },
  { fr: 'Vérification de {url}.', en: 'Checking {url}.', it: 'Verifica di {url}.' },
  {
    fr: 'L’URL {url} répond {status} : la ressource n’est pas accessible.',
    en: 'The URL {url} answers {status}: the resource is not accessible.',
    it: 'L’URL {url} risponde {status}: la risorsa non è accessibile.',
  },
  {
    fr: 'L’URL {url} annonce {size}, au-delà de la limite de {limit}.',
    en: 'The URL {url} announces {size}, beyond the limit of {limit}.',
    it: 'L’URL {url} annuncia {size}, oltre il limite di {limit}.',
  },
  {
    fr: 'L’URL répond avec le type {type} alors que le format de la ressource est {format} ({mime}).',
    en: 'The URL answers with the type {type} while the resource’s format is {format} ({mime}).',
    it: 'L’URL risponde con il tipo {type} mentre il formato della risorsa è {format} ({mime}).',
  },
  // A size alone before a type alone: "(12 ko)" matches both, and only {size} is read as a size.
  {
    fr: 'L’URL répond {status} ({size}).',
    en: 'The URL answers {status} ({size}).',
    it: 'L’URL risponde {status} ({size}).',
  },
  {
    fr: 'L’URL répond {status} ({type}).',
    en: 'The URL answers {status} ({type}).',
    it: 'L’URL risponde {status} ({type}).',
  },
  {
    fr: 'L’URL répond {status} ({type}, {size}).',
    en: 'The URL answers {status} ({type}, {size}).',
    it: 'L’URL risponde {status} ({type}, {size}).',
  },
  { fr: 'L’URL répond {status}.', en: 'The URL answers {status}.', it: 'L’URL risponde {status}.' },
  {
    fr: 'La ressource n’a pas d’enregistrement de table.',
    en: 'The resource has no table record.',
    it: 'La risorsa non ha un record di tabella.',
  },
  {
    fr: 'La table {table} n’existe pas dans l’entrepôt de données.',
    en: 'The table {table} does not exist in the datastore.',
    it: 'La tabella {table} non esiste nel datastore.',
  },
  {
    fr: 'La table {table} n’a pas de colonnes de coordonnées « {x} »/« {y} » : colonnes {columns}.',
    en: 'The table {table} has no coordinate columns "{x}"/"{y}": columns {columns}.',
    it: 'La tabella {table} non ha colonne di coordinate "{x}"/"{y}": colonne {columns}.',
  },
  {
    fr: 'La table {table} n’a pas de colonnes de coordonnées (longitude/latitude) : colonnes {columns}.',
    en: 'The table {table} has no coordinate columns (longitude/latitude): columns {columns}.',
    it: 'La tabella {table} non ha colonne di coordinate (longitude/latitude): colonne {columns}.',
  },
  {
    fr: 'La colonne « {column} » de {table} n’est pas numérique ({type}).',
    en: 'The column "{column}" of {table} is not numeric ({type}).',
    it: 'La colonna "{column}" di {table} non è numerica ({type}).',
  },
  {
    fr: 'La table {table} n’a aucune ligne avec des coordonnées.',
    en: 'The table {table} has no row with coordinates.',
    it: 'La tabella {table} non ha alcuna riga con coordinate.',
  },
  {
    fr: 'Colonne « {column} » de {table} : {fault}',
    en: 'Column "{column}" of {table}: {fault}',
    it: 'Colonna "{column}" di {table}: {fault}',
  },
  {
    fr: 'Table {table} lue : {count} {count:ligne|lignes}, coordonnées en {crs}.',
    en: 'Table {table} read: {count} {count:row|rows}, coordinates in {crs}.',
    it: 'Tabella {table} letta: {count} {count:riga|righe}, coordinate in {crs}.',
  },
  {
    fr: '{count} {count:ligne sans coordonnées ignorée|lignes sans coordonnées ignorées}.',
    en: '{count} {count:row without coordinates skipped|rows without coordinates skipped}.',
    it: '{count} {count:riga senza coordinate ignorata|righe senza coordinate ignorate}.',
  },
  {
    fr: 'La ressource n’a pas d’enregistrement de couche du serveur cartographique.',
    en: 'The resource has no map-server layer record.',
    it: 'La risorsa non ha un record di strato del server cartografico.',
  },
  {
    fr: 'L’espace de travail « {workspace} » n’existe pas sur le serveur cartographique.',
    en: 'The workspace "{workspace}" does not exist on the map server.',
    it: 'Lo spazio di lavoro "{workspace}" non esiste sul server cartografico.',
  },
  {
    fr: 'La couche « {layer} » n’existe pas dans l’espace « {workspace} ».',
    en: 'The layer "{layer}" does not exist in the workspace "{workspace}".',
    it: 'Lo strato "{layer}" non esiste nello spazio "{workspace}".',
  },
  {
    fr: 'Le groupe de couches « {layer} » n’existe pas dans l’espace « {workspace} ».',
    en: 'The layer group "{layer}" does not exist in the workspace "{workspace}".',
    it: 'Il gruppo di strati "{layer}" non esiste nello spazio "{workspace}".',
  },
  {
    fr: 'Couche « {name} » reproduite pour la ressource.',
    en: 'Layer "{name}" mirrored for the resource.',
    it: 'Strato "{name}" replicato per la risorsa.',
  },
  {
    fr: 'Groupe de couches « {name} » reproduit pour la ressource.',
    en: 'Layer group "{name}" mirrored for the resource.',
    it: 'Gruppo di strati "{name}" replicato per la risorsa.',
  },
  // worker/jobs/geospatial.ts
  {
    fr: 'La couche géographique n’existe plus.',
    en: 'The geographic layer no longer exists.',
    it: 'Lo strato geografico non esiste più.',
  },
  {
    fr: 'La couche « {name} » n’a pas de données : relancez le traitement de sa ressource.',
    en: 'The layer "{name}" has no data: run its resource’s processing again.',
    it: 'Lo strato "{name}" non ha dati: rilancia l’elaborazione della sua risorsa.',
  },
  {
    fr: 'Le nom de couche « {name} » n’est pas accepté par le serveur cartographique : lettres, chiffres et _ seulement, en commençant par une lettre (par exemple « {example} »).',
    en: 'The layer name "{name}" is not accepted by the map server: letters, digits and _ only, starting with a letter (for example "{example}").',
    it: 'Il nome dello strato "{name}" non è accettato dal server cartografico: solo lettere, cifre e _, iniziando con una lettera (per esempio "{example}").',
  },
  {
    fr: 'Le nom de couche « {name} » est déjà pris.',
    en: 'The layer name "{name}" is already taken.',
    it: 'Il nome dello strato "{name}" è già in uso.',
  },
  {
    fr: 'Couche « {name} » ({label}) publiée sur le serveur cartographique : {count} {count:objet|objets}.',
    en: 'Layer "{name}" ({label}) published on the map server: {count} {count:feature|features}.',
    it: 'Strato "{name}" ({label}) pubblicato sul server cartografico: {count} {count:oggetto|oggetti}.',
  },
  { fr: 'Le style n’existe plus.', en: 'The style no longer exists.', it: 'Lo stile non esiste più.' },
  {
    fr: 'Le SLD doit être un texte XML.',
    en: 'The SLD must be an XML text.',
    it: 'Lo SLD deve essere un testo XML.',
  },
  {
    fr: 'Aucun SLD n’a été envoyé pour ce style.',
    en: 'No SLD was sent for this style.',
    it: 'Nessuno SLD è stato inviato per questo stile.',
  },
  {
    fr: 'SLD bien formé : {count} {count:règle|règles}.',
    en: 'Well-formed SLD: {count} {count:rule|rules}.',
    it: 'SLD ben formato: {count} {count:regola|regole}.',
  },
  {
    fr: 'Style « {name} » appliqué à la couche sur le serveur cartographique.',
    en: 'Style "{name}" applied to the layer on the map server.',
    it: 'Stile "{name}" applicato allo strato sul server cartografico.',
  },
];
