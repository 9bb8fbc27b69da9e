import type { MessageEntry } from '../translate.ts';

/**
 * The steps every task goes through (`tasks/taskQueue.ts`, `worker/worker.ts`) and those of dataset
 * and resource publication (`worker/jobs/publication.ts`), stored in French as the worker writes
 * them and read in the request's language (`GET task-queue-track/`).
 */
export const TASK_MESSAGES: MessageEntry[] = [
  { fr: 'Tâche mise en file d’attente.', en: 'Task queued.', it: 'Attività messa in coda.' },
  { fr: 'Traitement démarré.', en: 'Processing started.', it: 'Elaborazione avviata.' },
  { fr: 'Tâche terminée.', en: 'Task completed.', it: 'Attività completata.' },
  {
    fr: 'Tâche terminée avec {count} avertissement.',
    en: 'Task completed with {count} warning.',
    it: 'Attività completata con {count} avviso.',
  },
  {
    fr: 'Tâche terminée avec {count} avertissements.',
    en: 'Task completed with {count} warnings.',
    it: 'Attività completata con {count} avvisi.',
  },
  { fr: 'Échec.', en: 'Failed.', it: 'Non riuscita.' },
  {
    fr: 'Tâche reprise au redémarrage du serveur.',
    en: 'Task resumed when the server restarted.',
    it: 'Attività ripresa al riavvio del server.',
  },
  {
    fr: 'Le serveur s’est arrêté pendant la tâche : relancez-la.',
    en: 'The server stopped during the task: run it again.',
    it: "Il server si è arrestato durante l'attività: rilanciala.",
  },
  {
    fr: 'Erreur interne du serveur : {reason}',
    en: 'Internal server error: {reason}',
    it: 'Errore interno del server: {reason}',
  },
  {
    fr: 'Aucun traitement ne sait exécuter « {action} ».',
    en: 'No processing can run "{action}".',
    it: 'Nessuna elaborazione sa eseguire "{action}".',
  },
  {
    fr: 'Le jeu de données n’existe plus.',
    en: 'The dataset no longer exists.',
    it: 'Il dataset non esiste più.',
  },
  {
    fr: 'Le jeu de données était déjà publié : son index est reconstruit.',
    en: 'The dataset was already published: its index is rebuilt.',
    it: 'Il dataset era già pubblicato: il suo indice viene ricostruito.',
  },
  { fr: 'Jeu de données publié.', en: 'Dataset published.', it: 'Dataset pubblicato.' },
  {
    fr: 'Jeu de données dépublié : il quitte le catalogue et garde ses métadonnées, ressources et droits.',
    en: 'Dataset unpublished: it leaves the catalogue and keeps its metadata, resources and rights.',
    it: 'Dataset non più pubblicato: lascia il catalogo e conserva metadati, risorse e diritti.',
  },
  {
    fr: 'Le jeu de données n’était pas publié.',
    en: 'The dataset was not published.',
    it: 'Il dataset non era pubblicato.',
  },
  {
    fr: 'Entrée du catalogue reconstruite : {resources} ressource, {layers} couche.',
    en: 'Catalogue entry rebuilt: {resources} resource, {layers} layer.',
    it: 'Voce del catalogo ricostruita: {resources} risorsa, {layers} strato.',
  },
  {
    fr: 'Entrée du catalogue reconstruite : {resources} ressource, {layers} couches.',
    en: 'Catalogue entry rebuilt: {resources} resource, {layers} layers.',
    it: 'Voce del catalogo ricostruita: {resources} risorsa, {layers} strati.',
  },
  {
    fr: 'Entrée du catalogue reconstruite : {resources} ressources, {layers} couche.',
    en: 'Catalogue entry rebuilt: {resources} resources, {layers} layer.',
    it: 'Voce del catalogo ricostruita: {resources} risorse, {layers} strato.',
  },
  {
    fr: 'Entrée du catalogue reconstruite : {resources} ressources, {layers} couches.',
    en: 'Catalogue entry rebuilt: {resources} resources, {layers} layers.',
    it: 'Voce del catalogo ricostruita: {resources} risorse, {layers} strati.',
  },
  {
    fr: 'Entrée du catalogue retirée : le jeu de données n’est plus publié.',
    en: 'Catalogue entry removed: the dataset is no longer published.',
    it: 'Voce del catalogo rimossa: il dataset non è più pubblicato.',
  },
  {
    fr: 'La ressource n’est plus liée à ce jeu de données.',
    en: 'The resource is no longer linked to this dataset.',
    it: 'La risorsa non è più collegata a questo dataset.',
  },
  {
    fr: 'Ressource « {name} » publiée avec le jeu de données.',
    en: 'Resource "{name}" published with the dataset.',
    it: 'Risorsa "{name}" pubblicata con il dataset.',
  },
  {
    fr: 'Ressource « {name} » retirée de la publication du jeu de données.',
    en: 'Resource "{name}" withdrawn from the publication of the dataset.',
    it: 'Risorsa "{name}" ritirata dalla pubblicazione del dataset.',
  },
  {
    fr: 'La connexion à la base de données a été perdue pendant la tâche : relancez-la.',
    en: 'The connection to the database was lost during the task: run it again.',
    it: "La connessione al database è stata persa durante l'attività: rilanciala.",
  },
];
