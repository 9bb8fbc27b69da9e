import type { components } from '../../../contract/schema.gen.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { type ErrorBody, forbidden, HttpError } from '../../messages/errors.ts';
import { say } from '../../messages/say.ts';
import { checkReferences } from '../common.ts';

// What an account's user name and e-mail address must be: their form, and unique among accounts.

const USERNAME_MAX_LENGTH = 150;
/** Django's user names: letters, digits and @ . + - _ (no spacing, no invisible characters). */
const USERNAME_CHARACTERS = /^[\p{L}\p{M}\p{N}._@+-]+$/u;

/** The stored form of a user name (finding L4): NFKC (full-width and compatibility forms folded), trimmed. */
export const normaliseUsername = (raw: string): string => raw.normalize('NFKC').trim();

/**
 * The form user names are compared in for uniqueness: NFKC, lower case, without spacing or
 * invisible format characters, so that "ADMIN ", "ａｄｍｉｎ" or "ad\u200bmin" collide with "admin"
 * (names stored before the rule may still hold such characters).
 */
export const usernameKey = (name: string): string =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[\s\p{Cf}]/gu, '');

/** 400 on every field of `input` at fault, 403 on a superuser status only a superuser may give. */
export async function checkUserInput(
  db: Queryable,
  locale: string,
  user: CurrentUser,
  input: components['schemas']['UserPatchInput'],
  targetId: number | null,
) {
  if (input.is_superuser !== undefined && !user.is_superuser) {
    const [current] = targetId
      ? await db.query<{ is_superuser: boolean }>('select is_superuser from app_user where id = $1', [
          targetId,
        ])
      : [];
    if (input.is_superuser !== (current?.is_superuser ?? false)) {
      throw forbidden('Only a superuser may grant or remove the superuser status.');
    }
  }
  if (input.status !== undefined) await checkReferences(db, 'user_status', 'status', input.status);
  // Both fields are checked before answering, so that one answer names every field at fault.
  const errors: ErrorBody = {};
  if (input.email !== undefined && (await emailTaken(db, input.email, targetId))) {
    errors.email = ['A user with this e-mail address already exists.'];
  }
  if (input.username !== undefined) {
    try {
      await checkUsername(db, locale, input.username, targetId);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      Object.assign(errors, error.body);
    }
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
}

/** True when another user has this e-mail address, ignoring case (a blank address is nobody's). */
async function emailTaken(db: Queryable, email: string, targetId: number | null): Promise<boolean> {
  const key = email.trim().toLowerCase();
  if (key === '') return false;
  // Compared in JavaScript for the reason given in checkUsername: the database's lower() is ASCII only.
  const others = await db.query<{ email: string }>(
    "select email from app_user where id <> $1 and email <> ''",
    [targetId ?? 0],
  );
  return others.some((other) => other.email.trim().toLowerCase() === key);
}

/** Refuses a user name that is blank, not made of the allowed characters, or another's in disguise. */
async function checkUsername(db: Queryable, locale: string, username: string, targetId: number | null) {
  const refuse = (message: Parameters<typeof say>[1]) => {
    throw new HttpError(400, { username: [say(locale, message)] });
  };
  if (username === '')
    refuse({
      fr: 'Ce champ ne doit pas être vide.',
      en: 'This field may not be blank.',
      it: 'Questo campo non può essere vuoto.',
    });
  if (username.length > USERNAME_MAX_LENGTH || !USERNAME_CHARACTERS.test(username))
    refuse({
      fr: "Saisissez un nom d'utilisateur valide (150 caractères au plus) : lettres, chiffres et @/./+/-/_ uniquement.",
      en: 'Enter a valid username (150 characters at most): letters, digits and @/./+/-/_ only.',
      it: 'Inserisci un nome utente valido (al massimo 150 caratteri): solo lettere, cifre e @/./+/-/_.',
    });
  // Every name is compared in JavaScript: the database's lower() follows its locale (C here) and
  // knows neither Unicode case nor NFKC. One read of the names on a user save, a rare operation.
  const key = usernameKey(username);
  const others = await db.query<{ username: string }>('select username from app_user where id <> $1', [
    targetId ?? 0,
  ]);
  if (others.some((other) => usernameKey(other.username) === key))
    refuse({
      fr: 'Un utilisateur avec ce nom existe déjà (à la casse, à la largeur des caractères ou aux espaces près).',
      en: 'A user with that username already exists (ignoring case, character width and spacing).',
      it: 'Esiste già un utente con questo nome (a meno di maiuscole, larghezza dei caratteri e spazi).',
    });
}
