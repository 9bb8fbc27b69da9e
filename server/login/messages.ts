/** Wording of the login service's HTML pages in fr, en and it. French is the default and the fallback. */
export interface LoginMessages {
  lang: string;
  signInTitle: string;
  username: string;
  password: string;
  signIn: string;
  invalidCredentials: string;
  missingFields: string;
  demoAccounts: string;
  profileTitle: string;
  firstName: string;
  lastName: string;
  email: string;
  groups: string;
  role: string;
  noGroups: string;
  superuser: string;
  back: string;
  signOut: string;
  termsTitle: string;
  termsIntro: string;
  termsItems: string[];
  accept: string;
  accepted: string;
  csrfFailed: string;
}

const fr: LoginMessages = {
  lang: 'fr',
  signInTitle: 'Connexion',
  username: "Nom d'utilisateur",
  password: 'Mot de passe',
  signIn: 'Se connecter',
  invalidCredentials: "Nom d'utilisateur ou mot de passe incorrect.",
  missingFields: "Veuillez saisir votre nom d'utilisateur et votre mot de passe.",
  demoAccounts:
    "Comptes de démonstration : admin, gestionnaire, producteur, visiteur, nouveau (mot de passe = nom d'utilisateur).",
  profileTitle: 'Mon profil',
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'Adresse e-mail',
  groups: 'Organisations et groupes',
  role: 'Rôle',
  noGroups: 'Aucune organisation.',
  superuser: 'Super-utilisateur',
  back: "Retour à l'application",
  signOut: 'Se déconnecter',
  termsTitle: "Conditions générales d'utilisation",
  termsIntro: "Pour utiliser la plateforme, vous devez accepter les conditions générales d'utilisation :",
  termsItems: [
    'Les données publiées respectent les licences choisies et les droits des tiers.',
    "Les comptes sont personnels ; vous êtes responsable de l'usage qui en est fait.",
    'Les données personnelles sont traitées conformément au RGPD.',
  ],
  accept: "J'accepte les conditions",
  accepted: 'Vous avez accepté les conditions le',
  csrfFailed: 'La vérification de sécurité a échoué. Rechargez la page et réessayez.',
};

const en: LoginMessages = {
  lang: 'en',
  signInTitle: 'Sign in',
  username: 'User name',
  password: 'Password',
  signIn: 'Sign in',
  invalidCredentials: 'Wrong user name or password.',
  missingFields: 'Please enter your user name and password.',
  demoAccounts: 'Demo accounts: admin, gestionnaire, producteur, visiteur, nouveau (password = user name).',
  profileTitle: 'My profile',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  groups: 'Organisations and groups',
  role: 'Role',
  noGroups: 'No organisation.',
  superuser: 'Superuser',
  back: 'Back to the application',
  signOut: 'Sign out',
  termsTitle: 'Terms of use',
  termsIntro: 'To use the platform, you must accept the terms of use:',
  termsItems: [
    'Published data respect the chosen licences and the rights of third parties.',
    'Accounts are personal; you are responsible for their use.',
    'Personal data are processed in accordance with the GDPR.',
  ],
  accept: 'I accept the terms',
  accepted: 'You accepted the terms on',
  csrfFailed: 'The security check failed. Reload the page and try again.',
};

const it: LoginMessages = {
  lang: 'it',
  signInTitle: 'Accesso',
  username: 'Nome utente',
  password: 'Password',
  signIn: 'Accedi',
  invalidCredentials: 'Nome utente o password errati.',
  missingFields: 'Inserisci il tuo nome utente e la tua password.',
  demoAccounts:
    'Account dimostrativi: admin, gestionnaire, producteur, visiteur, nouveau (password = nome utente).',
  profileTitle: 'Il mio profilo',
  firstName: 'Nome',
  lastName: 'Cognome',
  email: 'Indirizzo e-mail',
  groups: 'Organizzazioni e gruppi',
  role: 'Ruolo',
  noGroups: 'Nessuna organizzazione.',
  superuser: 'Superutente',
  back: "Torna all'applicazione",
  signOut: 'Esci',
  termsTitle: "Condizioni generali d'uso",
  termsIntro: "Per usare la piattaforma devi accettare le condizioni generali d'uso:",
  termsItems: [
    'I dati pubblicati rispettano le licenze scelte e i diritti dei terzi.',
    "Gli account sono personali; sei responsabile dell'uso che ne viene fatto.",
    'I dati personali sono trattati in conformità al GDPR.',
  ],
  accept: 'Accetto le condizioni',
  accepted: 'Hai accettato le condizioni il',
  csrfFailed: 'Il controllo di sicurezza non è riuscito. Ricarica la pagina e riprova.',
};

/** The pages' wording in the request's language (fr, en, it), French for any other. */
export const loginMessages = (locale: string): LoginMessages =>
  locale === 'en' ? en : locale === 'it' ? it : fr;
