import type { MessageEntry } from '../translate.ts';

/**
 * Tasks that repair and explain themselves (issue 32): what the worker and the re-run and stop
 * operations write in a task's timeline and a dataset's activity (`worker/taskRun.ts`,
 * `worker/stopWatch.ts`, `model/task/repair.ts`), what a task's insight says it touches and leaves
 * broken (`model/task/insight.ts`), and the refusals of re-run and stop.
 */
export const TASK_REPAIR_MESSAGES: MessageEntry[] = [
  {
    fr: 'Étape « {step} » reprise de la tâche n° {id}.',
    en: 'Step "{step}" kept from task no. {id}.',
    it: 'Passo "{step}" ripreso dall’attività n. {id}.',
  },
  {
    fr: 'Tâche arrêtée par {who} pendant l’étape « {step} » : cette étape est annulée, le travail des étapes terminées est conservé ({steps}).',
    en: 'Task stopped by {who} during step "{step}": this step is rolled back, the work of the completed steps is kept ({steps}).',
    it: 'Attività fermata da {who} durante il passo "{step}": questo passo è annullato, il lavoro dei passi completati è conservato ({steps}).',
  },
  {
    fr: 'Tâche arrêtée par {who} pendant l’étape « {step} » : cette étape est annulée, aucune étape n’était terminée.',
    en: 'Task stopped by {who} during step "{step}": this step is rolled back, no step had been completed.',
    it: 'Attività fermata da {who} durante il passo "{step}": questo passo è annullato, nessun passo era completato.',
  },
  {
    fr: 'Tâche arrêtée par {who} avant son démarrage.',
    en: 'Task stopped by {who} before it started.',
    it: 'Attività fermata da {who} prima del suo avvio.',
  },
  {
    fr: 'Tâche arrêtée par {who} : aucun processus ne l’exécutait plus.',
    en: 'Task stopped by {who}: no process was running it any more.',
    it: 'Attività fermata da {who}: nessun processo la eseguiva più.',
  },
  { fr: 'Arrêt demandé par {who}.', en: 'Stop requested by {who}.', it: 'Arresto richiesto da {who}.' },
  {
    fr: 'Relance de la tâche n° {id} par {who}.',
    en: 'Re-run of task no. {id} by {who}.',
    it: 'Riesecuzione dell’attività n. {id} da parte di {who}.',
  },
  {
    fr: 'Tâche {id} arrêtée ({action}).',
    en: 'Task {id} stopped ({action}).',
    it: 'Attività {id} fermata ({action}).',
  },
  {
    fr: 'Tâche {id} relancée (tâche {task}, {action}).',
    en: 'Task {id} re-run (task {task}, {action}).',
    it: 'Attività {id} rieseguita (attività {task}, {action}).',
  },
  {
    fr: '{count} {count:jeu de données moissonné|jeux de données moissonnés}',
    en: '{count} {count:harvested dataset|harvested datasets}',
    it: '{count} {count:dataset raccolto|dataset raccolti}',
  },
  {
    fr: '{count} {count:jeu de données moissonné garde sa|jeux de données moissonnés gardent leur} version précédente ; les nouvelles fiches distantes ne sont pas importées.',
    en: '{count} {count:harvested dataset keeps its|harvested datasets keep their} previous version; new remote records are not imported.',
    it: '{count} {count:dataset raccolto mantiene la sua|dataset raccolti mantengono la loro} versione precedente; le nuove schede remote non sono importate.',
  },
  {
    fr: 'L’entrée du catalogue n’est pas reconstruite : elle montre la version précédente du jeu de données.',
    en: 'The catalogue entry is not rebuilt: it shows the previous version of the dataset.',
    it: 'La voce del catalogo non è ricostruita: mostra la versione precedente del dataset.',
  },
  {
    fr: 'Les données de la ressource ne sont pas lues : aucune couche géographique n’est créée ni mise à jour, la couche précédente « {layer} » reste en service.',
    en: 'The resource’s data is not read: no geographic layer is created or updated, the previous layer "{layer}" stays in service.',
    it: 'I dati della risorsa non sono letti: nessun layer geografico è creato o aggiornato, il layer precedente "{layer}" resta in servizio.',
  },
  {
    fr: 'Les données de la ressource ne sont pas lues : aucune couche géographique n’est créée.',
    en: 'The resource’s data is not read: no geographic layer is created.',
    it: 'I dati della risorsa non sono letti: nessun layer geografico è creato.',
  },
  {
    fr: 'Le jeu de données est publié : le catalogue montre sa ressource en échec.',
    en: 'The dataset is published: the catalogue shows its failed resource.',
    it: 'Il dataset è pubblicato: il catalogo mostra la sua risorsa non riuscita.',
  },
  {
    fr: 'L’URL de la ressource n’est pas vérifiée : son état affiché reste celui de la vérification précédente.',
    en: 'The resource’s URL is not checked: the state shown is still that of the previous check.',
    it: 'L’URL della risorsa non è verificato: lo stato mostrato resta quello della verifica precedente.',
  },
  {
    fr: 'Le traitement de la ressource n’a pas abouti : elle reste dans son état précédent.',
    en: 'The processing of the resource did not complete: it stays as it was.',
    it: 'L’elaborazione della risorsa non è andata a buon fine: resta com’era.',
  },
  {
    fr: 'Le traitement de cet objet n’a pas abouti : il reste dans son état précédent.',
    en: 'The processing of this object did not complete: it stays as it was.',
    it: 'L’elaborazione di questo oggetto non è andata a buon fine: resta com’era.',
  },
  {
    en: 'Only a waiting or running task can be stopped.',
    fr: 'Seule une tâche en attente ou en cours peut être arrêtée.',
    it: 'Solo un’attività in attesa o in corso può essere fermata.',
  },
  {
    en: 'Only a failed or stopped task can be re-run.',
    fr: 'Seule une tâche en échec ou arrêtée peut être relancée.',
    it: 'Solo un’attività non riuscita o fermata può essere rieseguita.',
  },
  {
    en: 'Another task of the same object waits or runs.',
    fr: 'Une autre tâche du même objet attend ou s’exécute.',
    it: 'Un’altra attività dello stesso oggetto è in attesa o in esecuzione.',
  },
  {
    en: 'This task has already been repaired: a later run of the same processing succeeded.',
    fr: 'Cette tâche a déjà été réparée : une exécution plus récente du même traitement a réussi.',
    it: 'Questa attività è già stata riparata: un’esecuzione più recente della stessa elaborazione è riuscita.',
  },
];
