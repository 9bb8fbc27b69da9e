import type { Page, Route } from '@playwright/test';

/**
 * The faults of issue 19, each produced on the real request of a save with `page.route`, and the
 * section-8 message (French, the default locale) a person must then read.
 */
export type FaultName = '500' | '502' | '400 with field errors' | 'network drop' | 'hang then timeout';

/** The runtime configuration's request timeout while a test makes a request hang (milliseconds). */
export const SHORT_TIMEOUT_MS = 4000;

export const FIELD_MESSAGE = 'Refusé par le serveur (essai de panne)';

export const messages = {
  critical: 'Erreur critique',
  // A lost connection has no message of its own in section 8: the default (issue 27 §4).
  network: 'Une erreur est survenue',
  timeout: 'Le serveur a mis trop de temps à répondre. Vérifiez votre connexion et réessayez.',
  draftRestored:
    'Votre session avait expiré : les modifications non enregistrées ont été restaurées. Les fichiers doivent être choisis à nouveau. Vérifiez-les puis enregistrez.',
} as const;

type Fault = {
  /** What the route does to the request. */
  answer: (route: Route, field: string) => Promise<void>;
  /** The message shown (exact wording), given the label of the field the server refused. */
  message: (fieldLabel: string) => string;
};

export const faults: Record<FaultName, Fault> = {
  '500': {
    answer: (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }),
    message: () => messages.critical,
  },
  '502': {
    answer: (route) => route.fulfill({ status: 502, body: '<html>Bad Gateway</html>' }),
    message: () => messages.critical,
  },
  '400 with field errors': {
    answer: (route, field) => route.fulfill({ status: 400, json: { [field]: [FIELD_MESSAGE] } }),
    message: (fieldLabel) => `${fieldLabel} : ${FIELD_MESSAGE}`,
  },
  'network drop': {
    answer: (route) => route.abort('internetdisconnected'),
    message: () => messages.network,
  },
  'hang then timeout': {
    // Never answered: the application's own timeout must end it.
    answer: () => new Promise<void>(() => undefined),
    message: () => messages.timeout,
  },
};

/** Serves the runtime configuration with a short request timeout, so a hanging request ends quickly. */
export async function serveShortRequestTimeout(page: Page): Promise<void> {
  await page.route('**/publish/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, requestTimeoutMs: SHORT_TIMEOUT_MS } });
  });
}

/** Signs in again through the login service's page, as a person whose session ended does. */
export async function signInAgainOnThePage(page: Page, account: string): Promise<void> {
  await page.waitForURL(/\/login\/signin\//);
  await page.locator('#username').fill(account);
  await page.locator('#password').fill(account);
  await page.locator('form button[type=submit]').click();
}
