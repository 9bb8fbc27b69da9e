import type { MessageEntry } from '../translate.ts';

/**
 * What needs attention, acknowledgement and the health of task sources (issue 32): the refusals of
 * those operations (English ids, as the API's own) and the URL checks' answers (French, as stored).
 */
export const ATTENTION_MESSAGES: MessageEntry[] = [
  {
    en: 'Only a failed or stopped task can be acknowledged.',
    fr: 'Seule une tâche en échec ou arrêtée peut être marquée comme vue.',
    it: "Solo un'attività non riuscita o interrotta può essere segnata come vista.",
  },
  {
    en: 'At most {max} sources may be named.',
    fr: 'Au plus {max} sources peuvent être indiquées.',
    it: 'Si possono indicare al massimo {max} origini.',
  },
  {
    fr: 'L’URL {url} ne répond pas : {reason}',
    en: 'The URL {url} does not answer: {reason}',
    it: "L'URL {url} non risponde: {reason}",
  },
];
