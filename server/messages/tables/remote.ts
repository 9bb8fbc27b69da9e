import type { MessageEntry } from '../translate.ts';

/**
 * Why a remote catalogue or address failed (`net/remoteFetch.ts`, `indexers/catalogues.ts`), written
 * in French where they are raised: the indexer trial's `err` and URL checks carry them in the
 * request's language.
 */
export const REMOTE_MESSAGES: MessageEntry[] = [
  {
    fr: 'L’adresse {address} de {host} est privée ou locale : elle est refusée par la configuration du serveur.',
    en: 'The address {address} of {host} is private or local: the server’s configuration refuses it.',
    it: 'L’indirizzo {address} di {host} è privato o locale: la configurazione del server lo rifiuta.',
  },
  {
    fr: 'L’adresse {host} est privée ou locale : elle est refusée par la configuration du serveur.',
    en: 'The address {host} is private or local: the server’s configuration refuses it.',
    it: 'L’indirizzo {host} è privato o locale: la configurazione del server lo rifiuta.',
  },
  {
    fr: '« {url} » n’est pas une URL valide.',
    en: '"{url}" is not a valid URL.',
    it: '"{url}" non è un URL valido.',
  },
  {
    fr: 'Seules les URL http et https sont acceptées (reçu {protocol}).',
    en: 'Only http and https URLs are accepted (received {protocol}).',
    it: 'Sono accettati solo URL http e https (ricevuto {protocol}).',
  },
  {
    fr: 'Les identifiants dans l’URL ne sont pas acceptés.',
    en: 'Credentials in the URL are not accepted.',
    it: 'Le credenziali nell’URL non sono accettate.',
  },
  {
    fr: 'La réponse annonce {size}, au-delà de la limite de {limit}.',
    en: 'The response announces {size}, beyond the limit of {limit}.',
    it: 'La risposta annuncia {size}, oltre il limite di {limit}.',
  },
  {
    fr: 'La réponse dépasse la limite de {limit}.',
    en: 'The response exceeds the limit of {limit}.',
    it: 'La risposta supera il limite di {limit}.',
  },
  {
    fr: '{host} n’a pas répondu dans le délai de {seconds} s.',
    en: '{host} did not answer within {seconds} s.',
    it: '{host} non ha risposto entro {seconds} s.',
  },
  {
    fr: 'Le nom {host} est inconnu (résolution DNS impossible).',
    en: 'The name {host} is unknown (DNS resolution failed).',
    it: 'Il nome {host} è sconosciuto (risoluzione DNS impossibile).',
  },
  {
    fr: '{host} refuse la connexion.',
    en: '{host} refuses the connection.',
    it: '{host} rifiuta la connessione.',
  },
  {
    fr: '{host} a coupé la connexion.',
    en: '{host} closed the connection.',
    it: '{host} ha chiuso la connessione.',
  },
  { fr: '{host} est injoignable.', en: '{host} cannot be reached.', it: '{host} non è raggiungibile.' },
  {
    fr: '{host} est injoignable : {reason}',
    en: '{host} cannot be reached: {reason}',
    it: '{host} non è raggiungibile: {reason}',
  },
  {
    fr: 'Trop de redirections depuis {url}.',
    en: 'Too many redirects from {url}.',
    it: 'Troppi reindirizzamenti da {url}.',
  },
  { fr: '{host} a répondu {status}.', en: '{host} answered {status}.', it: '{host} ha risposto {status}.' },
  {
    fr: 'La réponse de {host} n’est pas du JSON (type {type}).',
    en: 'The response of {host} is not JSON (type {type}).',
    it: 'La risposta di {host} non è JSON (tipo {type}).',
  },
  {
    fr: 'La réponse de package_search n’est pas celle d’un catalogue CKAN (pas de result.results).',
    en: 'The package_search response is not that of a CKAN catalogue (no result.results).',
    it: 'La risposta di package_search non è quella di un catalogo CKAN (nessun result.results).',
  },
  {
    fr: 'Le catalogue CKAN a refusé la recherche (success: false).',
    en: 'The CKAN catalogue refused the search (success: false).',
    it: 'Il catalogo CKAN ha rifiutato la ricerca (success: false).',
  },
  {
    fr: 'Le catalogue CSW a répondu par une exception : {reason}.',
    en: 'The CSW catalogue answered with an exception: {reason}.',
    it: 'Il catalogo CSW ha risposto con un’eccezione: {reason}.',
  },
  {
    fr: 'Le catalogue CSW refuse le filtre par organisation (ni OrganisationName ni dc:publisher) : videz le filtre pour moissonner ce catalogue.',
    en: 'The CSW catalogue refuses the organisation filter (neither OrganisationName nor dc:publisher): empty the filter to harvest this catalogue.',
    it: 'Il catalogo CSW rifiuta il filtro per organizzazione (né OrganisationName né dc:publisher): svuotare il filtro per raccogliere questo catalogo.',
  },
  {
    fr: 'La réponse n’est pas une réponse GetRecords CSW (pas de SearchResults).',
    en: 'The response is not a CSW GetRecords response (no SearchResults).',
    it: 'La risposta non è una risposta GetRecords CSW (nessun SearchResults).',
  },
  {
    fr: 'La réponse du catalogue CSW n’est pas un XML bien formé : {reason} (ligne {line}, colonne {column}).',
    en: 'The CSW catalogue’s response is not well-formed XML: {reason} (line {line}, column {column}).',
    it: 'La risposta del catalogo CSW non è un XML ben formato: {reason} (riga {line}, colonna {column}).',
  },
  {
    fr: 'La réponse du catalogue CSW contient une déclaration <!DOCTYPE (ligne {line}) : elle est refusée, car ses entités peuvent démultiplier la taille du document ou faire lire des fichiers et des adresses internes.',
    en: 'The CSW catalogue’s response contains a <!DOCTYPE declaration (line {line}): it is refused, as its entities can multiply the document’s size or make internal files and addresses be read.',
    it: 'La risposta del catalogo CSW contiene una dichiarazione <!DOCTYPE (riga {line}): è rifiutata, perché le sue entità possono moltiplicare la dimensione del documento o far leggere file e indirizzi interni.',
  },
  {
    fr: 'La réponse du catalogue CSW imbrique ses éléments sur plus de 100 niveaux : il n’est pas lu.',
    en: 'The CSW catalogue’s response nests its elements more than 100 levels deep: it is not read.',
    it: 'La risposta del catalogo CSW annida i suoi elementi su più di 100 livelli: non viene letta.',
  },
  {
    fr: 'La réponse du catalogue CSW n’a pas pu être lu : {reason}.',
    en: 'The CSW catalogue’s response could not be read: {reason}.',
    it: 'La risposta del catalogo CSW non ha potuto essere letta: {reason}.',
  },
  {
    fr: 'La réponse n’est pas celle du catalogue OpenDataSoft (pas de results).',
    en: 'The response is not that of an OpenDataSoft catalogue (no results).',
    it: 'La risposta non è quella di un catalogo OpenDataSoft (nessun results).',
  },
  {
    fr: 'La réponse n’est pas un catalogue DCAT en JSON (pas de tableau « dataset »).',
    en: 'The response is not a DCAT catalogue in JSON (no "dataset" array).',
    it: 'La risposta non è un catalogo DCAT in JSON (nessun array "dataset").',
  },
  // DCAT read as JSON-LD (indexers/dcatJsonLd.ts, indexers/dcat.ts, issue 28 §2).
  {
    fr: 'Le catalogue DCAT renvoie au contexte JSON-LD {url}, que le moissonneur ne télécharge pas : il ne connaît que celui de DCAT-US 1.1, les autres doivent être écrits dans la réponse.',
    en: 'The DCAT catalogue refers to the JSON-LD context {url}, which the harvester does not download: it knows only DCAT-US 1.1’s, others must be written in the response.',
    it: 'Il catalogo DCAT rimanda al contesto JSON-LD {url}, che il raccoglitore non scarica: conosce solo quello di DCAT-US 1.1, gli altri devono essere scritti nella risposta.',
  },
  {
    fr: 'La réponse du catalogue DCAT n’est pas un JSON-LD valide : {reason}.',
    en: 'The DCAT catalogue’s response is not valid JSON-LD: {reason}.',
    it: 'La risposta del catalogo DCAT non è un JSON-LD valido: {reason}.',
  },
  {
    fr: 'La page suivante du catalogue DCAT ({url}) n’est pas sur le serveur du catalogue : elle n’est pas lue.',
    en: 'The DCAT catalogue’s next page ({url}) is not on the catalogue’s server: it is not read.',
    it: 'La pagina successiva del catalogo DCAT ({url}) non è sul server del catalogo: non viene letta.',
  },
  // A catalogue whose reading runs its worker thread out of memory (indexers/dcatJsonLdPool.ts).
  {
    fr: 'Le catalogue DCAT est trop grand pour être lu : sa lecture dépasse la mémoire réservée au moissonneur.',
    en: 'The DCAT catalogue is too large to be read: reading it exceeds the memory set aside for the harvester.',
    it: 'Il catalogo DCAT è troppo grande per essere letto: la sua lettura supera la memoria riservata al raccoglitore.',
  },
  // Answers read to nothing (indexers/catalogues.ts, indexers/trial.ts, issue 28).
  {
    fr: 'La réponse CSW contient {count} {count:fiche|fiches} au format {formats}, que le moissonneur ne lit pas (il lit Dublin Core csw:Record et ISO 19139 gmd:MD_Metadata).',
    en: 'The CSW response holds {count} {count:record|records} in the {formats} format, which the harvester does not read (it reads Dublin Core csw:Record and ISO 19139 gmd:MD_Metadata).',
    it: 'La risposta CSW contiene {count} {count:scheda|schede} nel formato {formats}, che il raccoglitore non legge (legge Dublin Core csw:Record e ISO 19139 gmd:MD_Metadata).',
  },
  {
    fr: 'La fiche reçue n’a pas pu être lue : il lui manque un identifiant ou un titre.',
    en: 'The record received could not be read: it lacks an identifier or a title.',
    it: 'La scheda ricevuta non ha potuto essere letta: le manca un identificativo o un titolo.',
  },
  {
    fr: 'Aucune des {count} fiches reçues n’a pu être lue : il leur manque un identifiant ou un titre.',
    en: 'None of the {count} records received could be read: they lack an identifier or a title.',
    it: 'Nessuna delle {count} schede ricevute ha potuto essere letta: manca loro un identificativo o un titolo.',
  },
  {
    fr: 'Le catalogue annonce {total} {total:fiche|fiches}, mais sa réponse n’en contient aucune.',
    en: 'The catalogue announces {total} {total:record|records}, but its response holds none.',
    it: 'Il catalogo annuncia {total} {total:scheda|schede}, ma la sua risposta non ne contiene nessuna.',
  },
  {
    fr: 'Le type de catalogue « {type} » n’est pas pris en charge ({supported}).',
    en: 'The catalogue type "{type}" is not supported ({supported}).',
    it: 'Il tipo di catalogo "{type}" non è supportato ({supported}).',
  },
];
