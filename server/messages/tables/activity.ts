import type { MessageEntry } from '../translate.ts';

/**
 * A dataset's activity (`GET datasets/{id}/activity/`), written in French in the activity rows by
 * the handlers, the worker, the harvest and the seed; read in the request's language.
 */
export const ACTIVITY_MESSAGES: MessageEntry[] = [
  {
    fr: 'Création du jeu de données « {name} ».',
    en: 'Dataset "{name}" created.',
    it: 'Creazione del dataset "{name}".',
  },
  { fr: 'Mise à jour des métadonnées.', en: 'Metadata updated.', it: 'Aggiornamento dei metadati.' },
  {
    fr: 'Version du {date} restaurée.',
    en: 'Version of {date} restored.',
    it: 'Versione del {date} ripristinata.',
  },
  {
    fr: 'Publication du jeu de données.',
    en: 'Publication of the dataset.',
    it: 'Pubblicazione del dataset.',
  },
  {
    fr: 'Dépublication du jeu de données.',
    en: 'Withdrawal of the dataset from publication.',
    it: 'Ritiro del dataset dalla pubblicazione.',
  },
  {
    fr: 'Droits « {level} » pour {count} groupe(s).',
    en: '"{level}" rights for {count} {count:group|groups}.',
    it: 'Diritti "{level}" per {count} {count:gruppo|gruppi}.',
  },
  {
    fr: 'Traitement lancé (tâche {id}).',
    en: 'Processing started (task {id}).',
    it: 'Elaborazione avviata (attività {id}).',
  },
  {
    fr: 'Suppression de la ressource « {name} ».',
    en: 'Resource "{name}" deleted.',
    it: 'Eliminazione della risorsa "{name}".',
  },
  {
    fr: 'Ressource principale « {name} » ajoutée.',
    en: 'Main resource "{name}" added.',
    it: 'Risorsa principale "{name}" aggiunta.',
  },
  { fr: 'Annexe « {name} » ajoutée.', en: 'Annex "{name}" added.', it: 'Allegato "{name}" aggiunto.' },
  {
    fr: 'Ressource {id} retirée du jeu de données.',
    en: 'Resource {id} removed from the dataset.',
    it: 'Risorsa {id} rimossa dal dataset.',
  },
  {
    fr: 'Ajout de la ressource principale.',
    en: 'Main resource added.',
    it: 'Aggiunta della risorsa principale.',
  },
  {
    fr: 'Fiche moissonnée depuis « {name} » (identifiant distant {id}).',
    en: 'Record harvested from "{name}" (remote identifier {id}).',
    it: 'Scheda raccolta da "{name}" (identificativo remoto {id}).',
  },
  {
    fr: 'Mise à jour moissonnée depuis « {name} » (identifiant distant {id}).',
    en: 'Update harvested from "{name}" (remote identifier {id}).',
    it: 'Aggiornamento raccolto da "{name}" (identificativo remoto {id}).',
  },
  {
    fr: 'Modification en lot n° {id}.',
    en: 'Bulk edit no. {id}.',
    it: 'Modifica in blocco n. {id}.',
  },
  {
    fr: 'Annulation de la modification en lot n° {id}.',
    en: 'Bulk edit no. {id} undone.',
    it: 'Annullamento della modifica in blocco n. {id}.',
  },
];
