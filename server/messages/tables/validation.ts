import type { MessageEntry } from '../translate.ts';

/** Field messages of request validation (`http/validation.ts`), in Django REST framework's words. */
export const VALIDATION_MESSAGES: MessageEntry[] = [
  { en: 'This field is required.', fr: 'Ce champ est obligatoire.', it: 'Questo campo è obbligatorio.' },
  {
    en: 'This field may not be blank.',
    fr: 'Ce champ ne doit pas être vide.',
    it: 'Questo campo non può essere vuoto.',
  },
  {
    en: 'This field may not be null.',
    fr: 'Ce champ ne doit pas être nul.',
    it: 'Questo campo non può essere nullo.',
  },
  { en: 'This field must be null.', fr: 'Ce champ doit être nul.', it: 'Questo campo deve essere nullo.' },
  {
    en: 'A valid integer is required.',
    fr: 'Un nombre entier valide est requis.',
    it: 'È richiesto un numero intero valido.',
  },
  {
    en: 'A valid number is required.',
    fr: 'Un nombre valide est requis.',
    it: 'È richiesto un numero valido.',
  },
  {
    en: 'Not a valid string.',
    fr: "Ce n'est pas une chaîne de caractères valide.",
    it: 'Non è una stringa valida.',
  },
  {
    en: 'Must be a valid boolean.',
    fr: 'Doit être un booléen valide.',
    it: 'Deve essere un valore booleano valido.',
  },
  {
    en: 'Expected a list of items.',
    fr: "Une liste d'éléments est attendue.",
    it: 'È attesa una lista di elementi.',
  },
  {
    en: 'Expected a dictionary of items.',
    fr: "Un dictionnaire d'éléments est attendu.",
    it: 'È atteso un dizionario di elementi.',
  },
  {
    en: 'Ensure this field has at least {limit} characters.',
    fr: 'Assurez-vous que ce champ comporte au moins {limit} caractères.',
    it: 'Assicurati che questo campo contenga almeno {limit} caratteri.',
  },
  {
    en: 'Ensure this field has no more than {limit} characters.',
    fr: 'Assurez-vous que ce champ comporte au plus {limit} caractères.',
    it: 'Assicurati che questo campo non contenga più di {limit} caratteri.',
  },
  {
    en: 'This list may not be empty.',
    fr: 'Cette liste ne peut pas être vide.',
    it: 'Questa lista non può essere vuota.',
  },
  {
    en: 'Ensure this list has at least {limit} items.',
    fr: 'Assurez-vous que cette liste comporte au moins {limit} éléments.',
    it: 'Assicurati che questa lista contenga almeno {limit} elementi.',
  },
  {
    en: 'Ensure this list has no more than {limit} items.',
    fr: 'Assurez-vous que cette liste comporte au plus {limit} éléments.',
    it: 'Assicurati che questa lista non contenga più di {limit} elementi.',
  },
  {
    en: 'Ensure this value is greater than or equal to {limit}.',
    fr: 'Assurez-vous que cette valeur est supérieure ou égale à {limit}.',
    it: 'Assicurati che questo valore sia maggiore o uguale a {limit}.',
  },
  {
    en: 'Ensure this value is less than or equal to {limit}.',
    fr: 'Assurez-vous que cette valeur est inférieure ou égale à {limit}.',
    it: 'Assicurati che questo valore sia minore o uguale a {limit}.',
  },
  {
    en: 'Must be one of: {values}.',
    fr: "Doit être l'une des valeurs : {values}.",
    it: 'Deve essere uno tra: {values}.',
  },
  {
    en: 'Enter a valid email address.',
    fr: 'Saisissez une adresse e-mail valide.',
    it: 'Inserisci un indirizzo e-mail valido.',
  },
  { en: 'Enter a valid URL.', fr: 'Saisissez une URL valide.', it: 'Inserisci un URL valido.' },
  { en: 'Enter a valid date.', fr: 'Saisissez une date valide.', it: 'Inserisci una data valida.' },
  {
    en: 'Enter a valid date and time.',
    fr: 'Saisissez une date et une heure valides.',
    it: 'Inserisci una data e un’ora valide.',
  },
  { en: 'Enter a valid value.', fr: 'Saisissez une valeur valide.', it: 'Inserisci un valore valido.' },
  { en: 'Invalid value.', fr: 'Valeur invalide.', it: 'Valore non valido.' },
  {
    en: 'Only the first {shown} of {total} errors are listed.',
    fr: 'Seules les {shown} premières erreurs sur {total} sont listées.',
    it: 'Sono elencati solo i primi {shown} errori su {total}.',
  },
];
