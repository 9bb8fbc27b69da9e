// Control characters (Unicode category Cc) other than tab and newline: pasted from other programs
// they are invisible yet end up in the catalogue and break exports. Carriage returns go too, since
// browsers already give newlines as '\n'.
const controlCharacters = /[^\P{Cc}\t\n]/gu;

/**
 * Applied on every keystroke and paste ('Text inputs are sanitised on input', specification
 * section 5). It removes nothing a person can see, so typing is never disturbed; HTML is kept, as
 * plain text is escaped when shown.
 */
export function sanitiseOnInput(value: string): string {
  return value.replace(controlCharacters, '');
}

/**
 * Applied when the person leaves the field: surrounding white space is trimmed then, not while
 * typing, or a space typed between two words would vanish at once.
 */
export function sanitiseOnBlur(value: string): string {
  return sanitiseOnInput(value).trim();
}
