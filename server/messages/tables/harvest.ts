import type { MessageEntry } from '../translate.ts';

/**
 * The steps, warnings and log lines of a harvest (`worker/jobs/harvest.ts`), written in French in
 * the task and in the indexer's log, and the words a remote reason takes from the network
 * (`net/remoteFetch.ts`, `indexers/catalogues.ts`) inside a reason of remote.ts.
 */
export const HARVEST_MESSAGES: MessageEntry[] = [
  {
    fr: 'Le moissonneur n’existe plus.',
    en: 'The indexer no longer exists.',
    it: 'L’indicizzatore non esiste più.',
  },
  {
    fr: 'Début du moissonnage de {url}.',
    en: 'Harvest of {url} started.',
    it: 'Inizio della raccolta di {url}.',
  },
  {
    fr: 'Moissonnage de {url} ({type}).',
    en: 'Harvesting {url} ({type}).',
    it: 'Raccolta di {url} ({type}).',
  },
  {
    fr: '{count} {count:fiche lue|fiches lues}.',
    en: '{count} {count:record read|records read}.',
    it: '{count} {count:scheda letta|schede lette}.',
  },
  {
    fr: '{count} {count:fiche lue|fiches lues} sur {total}.',
    en: '{count} {count:record read|records read} out of {total}.',
    it: '{count} {count:scheda letta|schede lette} su {total}.',
  },
  {
    fr: 'Le catalogue compte {total} fiches : seules les {first} premières sont moissonnées.',
    en: 'The catalogue holds {total} records: only the first {first} are harvested.',
    it: 'Il catalogo conta {total} schede: solo le prime {first} vengono raccolte.',
  },
  {
    fr: '{count} {count:fiche sans identifiant ou sans titre ignorée|fiches sans identifiant ou sans titre ignorées}.',
    en: '{count} {count:record without an identifier or a title skipped|records without an identifier or a title skipped}.',
    it: '{count} {count:scheda senza identificativo o senza titolo ignorata|schede senza identificativo o senza titolo ignorate}.',
  },
  {
    fr: '{count} {count:fiche en double (même identifiant) ignorée|fiches en double (même identifiant) ignorées}.',
    en: '{count} duplicate {count:record (same identifier) skipped|records (same identifier) skipped}.',
    it: '{count} {count:scheda duplicata (stesso identificativo) ignorata|schede duplicate (stesso identificativo) ignorate}.',
  },
  {
    fr: 'Fiche « {id} » non enregistrée : {reason}',
    en: 'Record "{id}" not saved: {reason}',
    it: 'Scheda "{id}" non salvata: {reason}',
  },
  {
    fr: '{seen} {seen:fiche moissonnée|fiches moissonnées} : {created} {created:créée|créées}, {updated} {updated:mise|mises} à jour.',
    en: '{seen} {seen:record|records} harvested: {created} created, {updated} updated.',
    it: '{seen} {seen:scheda raccolta|schede raccolte}: {created} {created:creata|create}, {updated} {updated:aggiornata|aggiornate}.',
  },
  {
    fr: '{seen} {seen:fiche moissonnée|fiches moissonnées} : {created} {created:créée|créées}, {updated} {updated:mise|mises} à jour, {failed} en échec.',
    en: '{seen} {seen:record|records} harvested: {created} created, {updated} updated, {failed} failed.',
    it: '{seen} {seen:scheda raccolta|schede raccolte}: {created} {created:creata|create}, {updated} {updated:aggiornata|aggiornate}, {failed} non {failed:riuscita|riuscite}.',
  },
  {
    fr: 'Le filtre d’organisation « {filter} » ne correspond à aucune fiche du catalogue.',
    en: 'The organisation filter "{filter}" matches no record of the catalogue.',
    it: 'Il filtro di organizzazione "{filter}" non corrisponde a nessuna scheda del catalogo.',
  },
  // What a harvest kept and could not keep, field by field (issue 45, worker/jobs/harvestTally.ts).
  {
    fr: '{count} {count:fiche sans titre|fiches sans titre} : l’identifiant sert de titre.',
    en: '{count} {count:record without a title|records without a title}: the identifier is the title.',
    it: '{count} {count:scheda senza titolo|schede senza titolo}: l’identificativo fa da titolo.',
  },
  {
    fr: '{count} {count:licence non reconnue|licences non reconnues} : {names}.',
    en: '{count} {count:licence not recognised|licences not recognised}: {names}.',
    it: '{count} {count:licenza non riconosciuta|licenze non riconosciute}: {names}.',
  },
  {
    fr: '{count} {count:emprise non valide ignorée|emprises non valides ignorées} : {values}.',
    en: '{count} invalid {count:extent|extents} left out: {values}.',
    it: '{count} {count:estensione non valida ignorata|estensioni non valide ignorate}: {values}.',
  },
  {
    fr: '{count} {count:distribution sans adresse web ignorée|distributions sans adresse web ignorées} : {values}.',
    en: '{count} {count:distribution|distributions} without a web address left out: {values}.',
    it: '{count} {count:distribuzione senza indirizzo web ignorata|distribuzioni senza indirizzo web ignorate}: {values}.',
  },
  {
    fr: '{count} {count:distribution au-delà des 50 d’un jeu de données ignorée|distributions au-delà des 50 d’un jeu de données ignorées}.',
    en: '{count} {count:distribution|distributions} beyond the 50 of a dataset left out.',
    it: '{count} {count:distribuzione oltre le 50 di un dataset ignorata|distribuzioni oltre le 50 di un dataset ignorate}.',
  },
  {
    fr: '{count} {count:fiche|fiches} dont le jeu de données a changé d’organisation {count:laissée telle quelle|laissées telles quelles}.',
    en: '{count} {count:record|records} whose dataset moved to another organisation left as {count:it is|they are}.',
    it: '{count} {count:scheda il cui dataset ha cambiato organizzazione lasciata com’è|schede il cui dataset ha cambiato organizzazione lasciate come sono}.',
  },
  {
    fr: '{count} {count:texte|textes} (titre, description) {count:plus long|plus longs} qu’une saisie ne le permet {count:coupé|coupés}.',
    en: '{count} {count:text|texts} (title, description) cut to the length a save allows.',
    it: '{count} {count:testo|testi} (titolo, descrizione) più {count:lungo|lunghi} di quanto un salvataggio consenta {count:tagliato|tagliati}.',
  },
  {
    fr: '{count} {count:fiche sans rien à télécharger créée|fiches sans rien à télécharger créées} au niveau Consultation.',
    en: '{count} {count:record|records} with nothing to download created at the Consultation level.',
    it: '{count} {count:scheda senza nulla da scaricare creata|schede senza nulla da scaricare create} al livello Consultazione.',
  },
  {
    fr: 'Gardé : licences {licences}, emprises {bounds}, distributions {distributions}.',
    en: 'Kept: licences {licences}, extents {bounds}, distributions {distributions}.',
    it: 'Conservato: licenze {licences}, estensioni {bounds}, distribuzioni {distributions}.',
  },
  {
    fr: 'Ressources : {added} {added:ajoutée|ajoutées}, {changed} {changed:modifiée|modifiées}, {removed} {removed:retirée|retirées}.',
    en: 'Resources: {added} added, {changed} changed, {removed} removed.',
    it: 'Risorse: {added} {added:aggiunta|aggiunte}, {changed} {changed:modificata|modificate}, {removed} {removed:rimossa|rimosse}.',
  },
  {
    fr: '{count} {count:fiche inchangée|fiches inchangées} : rien n’est écrit.',
    en: '{count} {count:record|records} unchanged: nothing is written.',
    it: '{count} {count:scheda invariata|schede invariate}: non viene scritto nulla.',
  },
  // Words of the network inside a remote reason ("{host} est injoignable : {reason}", CSW exceptions).
  {
    fr: 'la réponse a été coupée avant sa fin',
    en: 'the response was cut off before its end',
    it: 'la risposta è stata interrotta prima della fine',
  },
  { fr: 'sans message', en: 'without a message', it: 'senza messaggio' },
  {
    fr: 'La requête a été interrompue.',
    en: 'The request was interrupted.',
    it: 'La richiesta è stata interrotta.',
  },
];
