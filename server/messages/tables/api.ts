import type { MessageEntry } from '../translate.ts';

/**
 * The API's own messages (English ids, as Django REST framework writes them) with their French and
 * Italian translations: statuses 400 to 415 and 500 from the pipeline and the handlers.
 */
export const API_MESSAGES: MessageEntry[] = [
  // Django REST framework's words for the pipeline's refusals.
  { en: 'Not found.', fr: 'Pas trouvé.', it: 'Non trovato.' },
  // A resource's preview (model/resource/preview.ts).
  {
    en: 'This resource has not been processed yet.',
    fr: 'Cette ressource n’a pas encore été traitée.',
    it: 'Questa risorsa non è ancora stata elaborata.',
  },
  {
    en: 'Authentication credentials were not provided.',
    fr: "Informations d'authentification non fournies.",
    it: 'Le credenziali di autenticazione non sono state fornite.',
  },
  {
    en: 'You do not have permission to perform this action.',
    fr: "Vous n'avez pas la permission d'effectuer cette action.",
    it: 'Non hai il permesso di eseguire questa azione.',
  },
  {
    en: 'The terms of use must be accepted.',
    fr: "Les conditions générales d'utilisation doivent être acceptées.",
    it: "Le condizioni generali d'uso devono essere accettate.",
  },
  { en: 'Method not allowed.', fr: 'Méthode non autorisée.', it: 'Metodo non consentito.' },
  {
    en: 'Unsupported media type "{type}" in request.',
    fr: 'Type de média « {type} » non pris en charge dans la requête.',
    it: 'Tipo di contenuto "{type}" non supportato nella richiesta.',
  },
  { en: 'Invalid page.', fr: 'Page non valide.', it: 'Pagina non valida.' },
  {
    en: 'CSRF Failed: CSRF token missing or incorrect.',
    fr: 'Échec CSRF : jeton CSRF absent ou incorrect.',
    it: 'Verifica CSRF non riuscita: token CSRF mancante o errato.',
  },
  {
    en: 'A server error occurred.',
    fr: 'Une erreur du serveur est survenue.',
    it: 'Si è verificato un errore del server.',
  },
  {
    en: 'Operation {operation} is not implemented.',
    fr: "L'opération {operation} n'est pas implémentée.",
    it: "L'operazione {operation} non è implementata.",
  },
  {
    en: 'Response does not match the contract: {drift}',
    fr: 'La réponse ne respecte pas le contrat : {drift}',
    it: 'La risposta non rispetta il contratto: {drift}',
  },
  { en: 'Invalid value: {reason}', fr: 'Valeur invalide : {reason}', it: 'Valore non valido: {reason}' },
  {
    en: 'A request body is required.',
    fr: 'Un corps de requête est requis.',
    it: 'È richiesto un corpo della richiesta.',
  },
  {
    en: 'Null characters are not allowed.',
    fr: 'Les caractères nuls ne sont pas autorisés.',
    it: 'I caratteri nulli non sono consentiti.',
  },
  {
    en: 'Request body too large.',
    fr: 'Corps de requête trop volumineux.',
    it: 'Corpo della richiesta troppo grande.',
  },
  { en: 'Malformed multipart body.', fr: 'Corps multipart mal formé.', it: 'Corpo multipart non valido.' },
  { en: 'The file is too large.', fr: 'Le fichier est trop volumineux.', it: 'Il file è troppo grande.' },
  {
    en: 'The request was interrupted.',
    fr: 'La requête a été interrompue.',
    it: 'La richiesta è stata interrotta.',
  },
  {
    en: 'Request was throttled. Expected available in {seconds} seconds.',
    fr: 'La requête a été limitée. Nouvel essai possible dans {seconds} secondes.',
    it: 'La richiesta è stata limitata. Nuovo tentativo possibile tra {seconds} secondi.',
  },
  {
    en: 'JSON parse error - {reason}',
    fr: "Erreur d'analyse JSON - {reason}",
    it: 'Errore di analisi JSON - {reason}',
  },
  {
    en: 'Invalid pk "{id}" - object does not exist.',
    fr: 'Clé primaire "{id}" non valide - l\'objet n\'existe pas.',
    it: 'Pk "{id}" non valido - l\'oggetto non esiste.',
  },
  {
    en: 'Unable to sign in with the provided credentials.',
    fr: 'Impossible de se connecter avec les identifiants fournis.',
    it: 'Impossibile accedere con le credenziali fornite.',
  },
  // Users and groups.
  {
    en: 'You cannot delete your own account.',
    fr: 'Vous ne pouvez pas supprimer votre propre compte.',
    it: 'Non puoi eliminare il tuo account.',
  },
  {
    en: 'Only a superuser may grant or remove the superuser status.',
    fr: 'Seul un super-utilisateur peut accorder ou retirer le statut de super-utilisateur.',
    it: 'Solo un superutente può concedere o revocare lo stato di superutente.',
  },
  {
    en: 'A user with this e-mail address already exists.',
    fr: 'Un utilisateur avec cette adresse e-mail existe déjà.',
    it: 'Esiste già un utente con questo indirizzo e-mail.',
  },
  {
    en: 'Only a superuser may change the status of a group.',
    fr: "Seul un super-utilisateur peut changer le statut d'un groupe.",
    it: 'Solo un superutente può cambiare lo stato di un gruppo.',
  },
  {
    en: 'Only a superuser may change the type of a group.',
    fr: "Seul un super-utilisateur peut changer le type d'un groupe.",
    it: 'Solo un superutente può cambiare il tipo di un gruppo.',
  },
  {
    en: 'This link would make a cycle.',
    fr: 'Ce lien créerait un cycle.',
    it: 'Questo collegamento creerebbe un ciclo.',
  },
  {
    en: 'This user is already a member of the group.',
    fr: 'Cet utilisateur est déjà membre du groupe.',
    it: 'Questo utente è già membro del gruppo.',
  },
  {
    en: 'The group has no thumbnail.',
    fr: "Le groupe n'a pas de vignette.",
    it: 'Il gruppo non ha una miniatura.',
  },
  {
    en: 'The group owns {count} dataset(s); move or delete them first.',
    fr: "Le groupe possède {count} jeu(x) de données : déplacez-les ou supprimez-les d'abord.",
    it: 'Il gruppo possiede {count} dataset: spostali o eliminali prima.',
  },
  // Organisations and jurisdictions.
  {
    en: 'Only a superuser may change the status of an organisation.',
    fr: "Seul un super-utilisateur peut changer le statut d'une organisation.",
    it: "Solo un superutente può cambiare lo stato di un'organizzazione.",
  },
  {
    en: 'Only a superuser may change the partnership of an organisation.',
    fr: "Seul un super-utilisateur peut changer le partenariat d'une organisation.",
    it: "Solo un superutente può cambiare il partenariato di un'organizzazione.",
  },
  {
    en: 'Only a superuser may change whether the convention is signed.',
    fr: 'Seul un super-utilisateur peut indiquer si la convention est signée.',
    it: 'Solo un superutente può indicare se la convenzione è firmata.',
  },
  {
    en: 'The organisation owns {count} dataset(s); move or delete them first.',
    fr: "L'organisation possède {count} jeu(x) de données : déplacez-les ou supprimez-les d'abord.",
    it: "L'organizzazione possiede {count} dataset: spostali o eliminali prima.",
  },
  {
    en: 'A jurisdiction with this code already exists.',
    fr: 'Un territoire de compétence avec ce code existe déjà.',
    it: 'Esiste già un territorio di competenza con questo codice.',
  },
  {
    en: 'Unknown INSEE code "{code}".',
    fr: 'Code INSEE « {code} » inconnu.',
    it: 'Codice INSEE "{code}" sconosciuto.',
  },
  {
    en: 'The jurisdiction {name} cannot be deleted because it is attached to an organisation.',
    fr: 'Le territoire de compétence {name} ne peut pas être supprimé car il est rattaché à une organisation.',
    it: 'Il territorio di competenza {name} non può essere eliminato perché è collegato a un’organizzazione.',
  },
  // Datasets and contacts.
  {
    en: 'A dataset cannot be its own ancestor.',
    fr: 'Un jeu de données ne peut pas être son propre ancêtre.',
    it: 'Un dataset non può essere antenato di sé stesso.',
  },
  {
    en: 'You may not publish datasets for this group.',
    fr: 'Vous ne pouvez pas publier de jeux de données pour ce groupe.',
    it: 'Non puoi pubblicare dataset per questo gruppo.',
  },
  {
    en: 'The dataset has no thumbnail.',
    fr: "Le jeu de données n'a pas de vignette.",
    it: 'Il dataset non ha una miniatura.',
  },
  {
    en: 'The dataset was modified by someone else: reload it before saving again.',
    fr: "Le jeu de données a été modifié par quelqu'un d'autre : rechargez-le avant d'enregistrer à nouveau.",
    it: "Il dataset è stato modificato da un'altra persona: ricaricalo prima di salvare di nuovo.",
  },
  {
    en: 'The organisation has no jurisdiction: its territory cannot be the coverage.',
    fr: "L'organisation n'a pas de territoire de compétence : son territoire ne peut pas servir de couverture.",
    it: "L'organizzazione non ha un territorio di competenza: il suo territorio non può essere la copertura.",
  },
  {
    en: 'The dataset has no geographic resource: the coverage cannot be calculated on the data.',
    fr: "Le jeu de données n'a pas de ressource géographique : la couverture ne peut pas être calculée sur les données.",
    it: 'Il dataset non ha risorse geografiche: la copertura non può essere calcolata sui dati.',
  },
  {
    en: 'The dataset has no bounds: the coverage cannot be the extent of its record.',
    fr: "Le jeu de données n'a pas d'emprise : la couverture ne peut pas être celle de sa fiche.",
    it: "Il dataset non ha un'estensione: la copertura non può essere quella della sua scheda.",
  },
  {
    en: 'Bounds are [west, south, east, north] in degrees: longitudes within ±180, latitudes within ±90, west not beyond east, south not beyond north.',
    fr: "L'emprise s'écrit [ouest, sud, est, nord] en degrés : longitudes entre -180 et 180, latitudes entre -90 et 90, l'ouest pas au-delà de l'est, le sud pas au-delà du nord.",
    it: "L'estensione si scrive [ovest, sud, est, nord] in gradi: longitudini entro ±180, latitudini entro ±90, l'ovest non oltre l'est, il sud non oltre il nord.",
  },
  {
    en: 'The access level must be private, search, consultation or download.',
    fr: "Le niveau d'accès doit être privé, recherche, consultation ou téléchargement.",
    it: 'Il livello di accesso deve essere privato, ricerca, consultazione o download.',
  },
  {
    en: 'Another contact already holds this role on the dataset.',
    fr: 'Un autre contact a déjà ce rôle sur le jeu de données.',
    it: 'Un altro contatto ha già questo ruolo sul dataset.',
  },
  {
    en: 'Only a superuser may create a contact outside a group.',
    fr: 'Seul un super-utilisateur peut créer un contact hors de tout groupe.',
    it: 'Solo un superutente può creare un contatto al di fuori di un gruppo.',
  },
  {
    en: 'No "{codename}" scenario is configured for datasets.',
    fr: 'Aucun scénario « {codename} » n’est configuré pour les jeux de données.',
    it: 'Nessuno scenario "{codename}" è configurato per i dataset.',
  },
  {
    en: 'No scenario {scenario} for this object.',
    fr: 'Aucun scénario {scenario} pour cet objet.',
    it: 'Nessuno scenario {scenario} per questo oggetto.',
  },
  {
    en: 'The target {target} does not match the object. Accepted: {accepted}.',
    fr: "La cible {target} ne correspond pas à l'objet. Acceptées : {accepted}.",
    it: "La destinazione {target} non corrisponde all'oggetto. Accettate: {accepted}.",
  },
  // Images.
  {
    en: 'The image must not exceed 2 MB.',
    fr: "L'image ne doit pas dépasser 2 Mo.",
    it: "L'immagine non deve superare 2 MB.",
  },
  {
    en: 'The image must be a JPG or PNG file.',
    fr: "L'image doit être un fichier JPG ou PNG.",
    it: "L'immagine deve essere un file JPG o PNG.",
  },
  // Resources.
  {
    en: 'Unknown processing entry {id} for this resource.',
    fr: 'Traitement {id} inconnu pour cette ressource.',
    it: 'Elaborazione {id} sconosciuta per questa risorsa.',
  },
  {
    en: 'The resource already has a {kind} record.',
    fr: 'La ressource a déjà un enregistrement {kind}.',
    it: 'La risorsa ha già un record {kind}.',
  },
  {
    en: 'No workspace "{name}".',
    fr: 'Aucun espace de travail « {name} ».',
    it: 'Nessuno spazio di lavoro "{name}".',
  },
  {
    en: 'Unknown workspace "{name}".',
    fr: 'Espace de travail « {name} » inconnu.',
    it: 'Spazio di lavoro "{name}" sconosciuto.',
  },
  {
    en: 'Unknown {type} "{layer}" in workspace "{workspace}".',
    fr: '{type} « {layer} » inconnu dans l’espace de travail « {workspace} ».',
    it: '{type} "{layer}" sconosciuto nello spazio di lavoro "{workspace}".',
  },
  {
    en: 'A record cannot move to another resource.',
    fr: 'Un enregistrement ne peut pas passer à une autre ressource.',
    it: 'Un record non può passare a un’altra risorsa.',
  },
  {
    en: 'The resource is already linked to this dataset.',
    fr: 'La ressource est déjà liée à ce jeu de données.',
    it: 'La risorsa è già collegata a questo dataset.',
  },
  { en: 'The submitted file is empty.', fr: 'Le fichier envoyé est vide.', it: 'Il file inviato è vuoto.' },
  {
    en: 'No sFTP access for this group.',
    fr: "Pas d'accès sFTP pour ce groupe.",
    it: 'Nessun accesso sFTP per questo gruppo.',
  },
  {
    en: 'This file is not in the sFTP space of the dataset’s group.',
    fr: "Ce fichier n'est pas dans l'espace sFTP du groupe du jeu de données.",
    it: 'Questo file non è nello spazio sFTP del gruppo del dataset.',
  },
  {
    en: 'Only a pending sFTP access request can be accepted or refused.',
    fr: "Seule une demande d'accès sFTP en attente peut être acceptée ou refusée.",
    it: 'Solo una richiesta di accesso sFTP in attesa può essere accettata o rifiutata.',
  },
  {
    en: 'The resource already has an automatic update.',
    fr: 'La ressource a déjà une mise à jour automatique.',
    it: 'La risorsa ha già un aggiornamento automatico.',
  },
  { en: 'No database "{name}".', fr: 'Aucune base de données « {name} ».', it: 'Nessun database "{name}".' },
  {
    en: 'Unknown database "{name}".',
    fr: 'Base de données « {name} » inconnue.',
    it: 'Database "{name}" sconosciuto.',
  },
  {
    en: 'No table {table} in the datastore.',
    fr: 'Aucune table {table} dans l’entrepôt de données.',
    it: 'Nessuna tabella {table} nel datastore.',
  },
  {
    en: 'This is not an update scenario of the resource’s type-specific record.',
    fr: "Ce n'est pas un scénario de mise à jour de l'enregistrement propre au type de la ressource.",
    it: 'Questo non è uno scenario di aggiornamento del record specifico del tipo della risorsa.',
  },
  {
    en: 'The database is not answering: try again in a few seconds.',
    fr: 'La base de données ne répond pas : réessayez dans quelques secondes.',
    it: 'Il database non risponde: riprovate tra qualche secondo.',
  },
  {
    en: 'Host "{host}" is not allowed.',
    fr: 'Hôte « {host} » non autorisé.',
    it: 'Host "{host}" non consentito.',
  },
];
