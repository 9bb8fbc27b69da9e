import type { MessageEntry } from '../translate.ts';

/**
 * Why a file could not be read (`data/`: CSV, GeoJSON, UTF-8, SLD, coordinates), written in French
 * where they are raised and stored so in a task's errors and warnings; read in the request's language.
 * The words a message takes from the code (`{what}`, `{hint}`, `{expected}`, `{delimiter}`) are
 * entries too, translated inside it.
 */
export const DATA_MESSAGES: MessageEntry[] = [
  // data/csv.ts
  {
    fr: 'Le fichier compte plus de {rows} lignes de données.',
    en: 'The file has more than {rows} data rows.',
    it: 'Il file conta più di {rows} righe di dati.',
  },
  {
    fr: 'Ligne {line} : l’enregistrement dépasse {chars} caractères.',
    en: 'Line {line}: the record exceeds {chars} characters.',
    it: 'Riga {line}: il record supera {chars} caratteri.',
  },
  {
    fr: 'Ligne {line} : l’enregistrement dépasse {chars} caractères (guillemet ouvert ligne {quote} et jamais fermé ?).',
    en: 'Line {line}: the record exceeds {chars} characters (quote opened on line {quote} and never closed?).',
    it: 'Riga {line}: il record supera {chars} caratteri (virgolette aperte alla riga {quote} e mai chiuse?).',
  },
  {
    fr: 'Guillemet ouvert ligne {line} et jamais fermé.',
    en: 'Quote opened on line {line} and never closed.',
    it: 'Virgolette aperte alla riga {line} e mai chiuse.',
  },
  { fr: 'Le fichier CSV est vide.', en: 'The CSV file is empty.', it: 'Il file CSV è vuoto.' },
  {
    fr: 'Ligne {line} : {count} {count:champ|champs} au lieu de {columns} (séparateur « {delimiter} »).',
    en: 'Line {line}: {count} {count:field|fields} instead of {columns} (delimiter "{delimiter}").',
    it: 'Riga {line}: {count} {count:campo|campi} invece di {columns} (separatore "{delimiter}").',
  },
  { fr: 'tabulation', en: 'tab', it: 'tabulazione' },
  // data/text.ts
  {
    fr: 'Le fichier n’est pas encodé en UTF-8 : octet invalide ligne {line}, colonne {column}. Enregistrez-le en UTF-8 (par exemple « CSV UTF-8 » dans un tableur) puis déposez-le à nouveau.',
    en: 'The file is not encoded in UTF-8: invalid byte on line {line}, column {column}. Save it as UTF-8 (for example "CSV UTF-8" in a spreadsheet) and upload it again.',
    it: 'Il file non è codificato in UTF-8: byte non valido alla riga {line}, colonna {column}. Salvalo in UTF-8 (per esempio "CSV UTF-8" in un foglio di calcolo) e caricalo di nuovo.',
  },
  {
    fr: 'Le fichier n’est pas encodé en UTF-8 : octet invalide ligne {line}, colonne {column} (octet {byte}). Enregistrez-le en UTF-8 (par exemple « CSV UTF-8 » dans un tableur) puis déposez-le à nouveau.',
    en: 'The file is not encoded in UTF-8: invalid byte on line {line}, column {column} (byte {byte}). Save it as UTF-8 (for example "CSV UTF-8" in a spreadsheet) and upload it again.',
    it: 'Il file non è codificato in UTF-8: byte non valido alla riga {line}, colonna {column} (byte {byte}). Salvalo in UTF-8 (per esempio "CSV UTF-8" in un foglio di calcolo) e caricalo di nuovo.',
  },
  { fr: 'une valeur', en: 'a value', it: 'un valore' },
  { fr: 'une chaîne entre guillemets', en: 'a string in quotes', it: 'una stringa tra virgolette' },
  { fr: 'un caractère de chaîne', en: 'a string character', it: 'un carattere di stringa' },
  { fr: 'la fin de la chaîne (")', en: 'the end of the string (")', it: 'la fine della stringa (")' },
  { fr: '« : »', en: '":"', it: '":"' },
  { fr: '« , » ou « } »', en: '"," or "}"', it: '"," o "}"' },
  { fr: '« , » ou « ] »', en: '"," or "]"', it: '"," o "]"' },
  { fr: 'la fin du document', en: 'the end of the document', it: 'la fine del documento' },
  // data/xml.ts (the SLD; the CSW answer is in remote.ts)
  {
    fr: 'Le SLD contient une déclaration <!DOCTYPE (ligne {line}) : elle est refusée, car ses entités peuvent démultiplier la taille du document ou faire lire des fichiers et des adresses internes.',
    en: 'The SLD contains a <!DOCTYPE declaration (line {line}): it is refused, as its entities can multiply the document’s size or make internal files and addresses be read.',
    it: 'Lo SLD contiene una dichiarazione <!DOCTYPE (riga {line}): è rifiutata, perché le sue entità possono moltiplicare la dimensione del documento o far leggere file e indirizzi interni.',
  },
  {
    fr: 'Le SLD n’est pas un XML bien formé : {reason} (ligne {line}, colonne {column}).',
    en: 'The SLD is not well-formed XML: {reason} (line {line}, column {column}).',
    it: 'Lo SLD non è un XML ben formato: {reason} (riga {line}, colonna {column}).',
  },
  {
    fr: 'Le SLD imbrique ses éléments sur plus de 100 niveaux : il n’est pas lu.',
    en: 'The SLD nests its elements more than 100 levels deep: it is not read.',
    it: 'Lo SLD annida i suoi elementi su più di 100 livelli: non viene letto.',
  },
  {
    fr: 'Le SLD n’a pas pu être lu : {reason}.',
    en: 'The SLD could not be read: {reason}.',
    it: 'Lo SLD non ha potuto essere letto: {reason}.',
  },
  { fr: 'Le SLD est vide.', en: 'The SLD is empty.', it: 'Lo SLD è vuoto.' },
  {
    fr: 'Le SLD doit avoir pour racine StyledLayerDescriptor.',
    en: 'The SLD’s root must be StyledLayerDescriptor.',
    it: 'La radice dello SLD deve essere StyledLayerDescriptor.',
  },
  {
    fr: 'Le SLD doit avoir pour racine StyledLayerDescriptor (racine trouvée : {found}).',
    en: 'The SLD’s root must be StyledLayerDescriptor (root found: {found}).',
    it: 'La radice dello SLD deve essere StyledLayerDescriptor (radice trovata: {found}).',
  },
  {
    fr: 'Le SLD ne contient aucune règle (élément Rule) : rien à dessiner.',
    en: 'The SLD contains no rule (Rule element): nothing to draw.',
    it: 'Lo SLD non contiene alcuna regola (elemento Rule): niente da disegnare.',
  },
  // data/crs.ts
  {
    fr: '{value} n’est pas {what} en {crs} : attendu entre {min} et {max}.',
    en: '{value} is not {what} in {crs}: expected between {min} and {max}.',
    it: '{value} non è {what} in {crs}: atteso tra {min} e {max}.',
  },
  {
    fr: '{value} n’est pas {what} en {crs} : attendu entre {min} et {max}. {hint}',
    en: '{value} is not {what} in {crs}: expected between {min} and {max}. {hint}',
    it: '{value} non è {what} in {crs}: atteso tra {min} e {max}. {hint}',
  },
  { fr: 'une longitude plausible', en: 'a plausible longitude', it: 'una longitudine plausibile' },
  { fr: 'une latitude plausible', en: 'a plausible latitude', it: 'una latitudine plausibile' },
  { fr: 'une abscisse (X) plausible', en: 'a plausible abscissa (X)', it: 'un’ascissa (X) plausibile' },
  { fr: 'une ordonnée (Y) plausible', en: 'a plausible ordinate (Y)', it: 'un’ordinata (Y) plausibile' },
  {
    fr: 'Les coordonnées semblent être en degrés : le système de la ressource serait alors EPSG:4326.',
    en: 'The coordinates seem to be in degrees: the resource’s system would then be EPSG:4326.',
    it: 'Le coordinate sembrano essere in gradi: il sistema della risorsa sarebbe allora EPSG:4326.',
  },
  {
    fr: 'Les coordonnées semblent être en mètres : vérifiez le système de coordonnées de la ressource.',
    en: 'The coordinates seem to be in metres: check the resource’s coordinate reference system.',
    it: 'Le coordinate sembrano essere in metri: verifica il sistema di coordinate della risorsa.',
  },
  { fr: 'X et Y semblent inversées.', en: 'X and Y seem swapped.', it: 'X e Y sembrano invertite.' },
  // data/layer.ts
  {
    fr: '… et {count} {count:autre erreur|autres erreurs}.',
    en: '… and {count} more {count:error|errors}.',
    it: '… e {count} {count:altro errore|altri errori}.',
  },
  {
    fr: 'Le système de coordonnées de la ressource n’est pas renseigné (systèmes pris en charge : {list}).',
    en: 'The resource’s coordinate reference system is not set (supported systems: {list}).',
    it: 'Il sistema di coordinate della risorsa non è indicato (sistemi supportati: {list}).',
  },
  {
    fr: 'Le système de coordonnées « {crs} » n’est pas pris en charge (systèmes pris en charge : {list}).',
    en: 'The coordinate reference system "{crs}" is not supported (supported systems: {list}).',
    it: 'Il sistema di coordinate "{crs}" non è supportato (sistemi supportati: {list}).',
  },
  {
    fr: 'La colonne {axis} « {name} » est absente de la ligne d’en-tête (colonnes : {columns}).',
    en: 'The {axis} column "{name}" is missing from the header line (columns: {columns}).',
    it: 'La colonna {axis} "{name}" non è presente nella riga di intestazione (colonne: {columns}).',
  },
  {
    fr: 'La colonne {axis} n’est pas renseignée sur la ressource et aucune colonne ne s’appelle {names} (colonnes : {columns}).',
    en: 'The {axis} column is not set on the resource and no column is named {names} (columns: {columns}).',
    it: 'La colonna {axis} non è indicata sulla risorsa e nessuna colonna si chiama {names} (colonne: {columns}).',
  },
  {
    fr: 'Ligne {line}, colonne « {column} » (n° {index}) : « {value} » n’est pas un nombre.',
    en: 'Line {line}, column "{column}" (no. {index}): "{value}" is not a number.',
    it: 'Riga {line}, colonna "{column}" (n. {index}): "{value}" non è un numero.',
  },
  {
    fr: 'Ligne {line}, colonne « {column} » (n° {index}) : {fault}',
    en: 'Line {line}, column "{column}" (no. {index}): {fault}',
    it: 'Riga {line}, colonna "{column}" (n. {index}): {fault}',
  },
  {
    fr: 'Le fichier ne contient que la ligne d’en-tête : aucun objet à publier.',
    en: 'The file holds only the header line: no feature to publish.',
    it: 'Il file contiene solo la riga di intestazione: nessun oggetto da pubblicare.',
  },
  {
    fr: 'Aucune ligne n’a de coordonnées dans les colonnes « {x} » et « {y} ».',
    en: 'No row has coordinates in the columns "{x}" and "{y}".',
    it: 'Nessuna riga ha coordinate nelle colonne "{x}" e "{y}".',
  },
  {
    fr: '{count} {count:ligne sans coordonnées a été ignorée|lignes sans coordonnées ont été ignorées}.',
    en: '{count} {count:row without coordinates was|rows without coordinates were} skipped.',
    it: '{count} {count:riga senza coordinate è stata ignorata|righe senza coordinate sono state ignorate}.',
  },
  {
    fr: 'Le fichier n’est pas un JSON valide.',
    en: 'The file is not valid JSON.',
    it: 'Il file non è un JSON valido.',
  },
  {
    fr: 'Le fichier n’est pas un JSON valide : ligne {line}, colonne {column}, on attendait {expected} avant la fin du fichier.',
    en: 'The file is not valid JSON: line {line}, column {column}, expected {expected} before the end of the file.',
    it: 'Il file non è un JSON valido: riga {line}, colonna {column}, si attendeva {expected} prima della fine del file.',
  },
  {
    fr: 'Le fichier n’est pas un JSON valide : ligne {line}, colonne {column}, on attendait {expected}, pas « {found} ».',
    en: 'The file is not valid JSON: line {line}, column {column}, expected {expected}, not "{found}".',
    it: 'Il file non è un JSON valido: riga {line}, colonna {column}, si attendeva {expected}, non "{found}".',
  },
  {
    fr: 'Le fichier est imbriqué trop profondément : plus de {depth} niveaux de crochets ou d’accolades (ligne {line}, colonne {column}). Un GeoJSON en compte rarement plus de 10.',
    en: 'The file is nested too deeply: more than {depth} levels of brackets or braces (line {line}, column {column}). A GeoJSON rarely has more than 10.',
    it: 'Il file è annidato troppo in profondità: più di {depth} livelli di parentesi quadre o graffe (riga {line}, colonna {column}). Un GeoJSON raramente ne ha più di 10.',
  },
  {
    fr: 'Le fichier n’est pas un GeoJSON : l’objet racine n’a pas de membre « type ».',
    en: 'The file is not a GeoJSON: the root object has no "type" member.',
    it: 'Il file non è un GeoJSON: l’oggetto radice non ha un membro "type".',
  },
  {
    fr: 'La FeatureCollection n’a pas de tableau « features ».',
    en: 'The FeatureCollection has no "features" array.',
    it: 'La FeatureCollection non ha un array "features".',
  },
  {
    fr: 'Type GeoJSON « {type} » inconnu.',
    en: 'Unknown GeoJSON type "{type}".',
    it: 'Tipo GeoJSON "{type}" sconosciuto.',
  },
  {
    fr: 'Objet n° {index} : géométrie sans type.',
    en: 'Feature no. {index}: geometry without a type.',
    it: 'Oggetto n. {index}: geometria senza tipo.',
  },
  {
    fr: 'Objet n° {index} : GeometryCollection sans « geometries ».',
    en: 'Feature no. {index}: GeometryCollection without "geometries".',
    it: 'Oggetto n. {index}: GeometryCollection senza "geometries".',
  },
  {
    fr: 'Objet n° {index} : type de géométrie « {type} » inconnu.',
    en: 'Feature no. {index}: unknown geometry type "{type}".',
    it: 'Oggetto n. {index}: tipo di geometria "{type}" sconosciuto.',
  },
  {
    fr: 'Objet n° {index} : coordonnées mal formées pour un {type}.',
    en: 'Feature no. {index}: malformed coordinates for a {type}.',
    it: 'Oggetto n. {index}: coordinate malformate per un {type}.',
  },
  {
    fr: 'Objet n° {index} : position {position} non numérique.',
    en: 'Feature no. {index}: non-numeric position {position}.',
    it: 'Oggetto n. {index}: posizione {position} non numerica.',
  },
  {
    fr: 'Objet n° {index} : ce n’est pas un objet « Feature ».',
    en: 'Feature no. {index}: it is not a "Feature" object.',
    it: 'Oggetto n. {index}: non è un oggetto "Feature".',
  },
  {
    fr: 'Objet n° {index} : {fault}',
    en: 'Feature no. {index}: {fault}',
    it: 'Oggetto n. {index}: {fault}',
  },
  {
    fr: 'Le GeoJSON ne contient aucun objet avec une géométrie.',
    en: 'The GeoJSON has no feature with a geometry.',
    it: 'Il GeoJSON non contiene alcun oggetto con una geometria.',
  },
  {
    fr: '{count} {count:objet sans géométrie ignoré|objets sans géométrie ignorés}.',
    en: '{count} {count:feature without geometry skipped|features without geometry skipped}.',
    it: '{count} {count:oggetto senza geometria ignorato|oggetti senza geometria ignorati}.',
  },
];
