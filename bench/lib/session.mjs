// Signs in through the login service, as the SPA's users do: the session cookie and the JWT.

/** The cookies (sessionid, csrftoken) and the token of a demo account. */
export async function signIn(baseUrl, account = 'admin') {
  const response = await fetch(`${baseUrl}/fr/login/signin/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: account, password: account }),
  });
  if (response.status !== 200) throw new Error(`sign in as ${account}: ${response.status}`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  const { token } = await response.json();
  const jar = Object.fromEntries(cookies.map((pair) => pair.split('=')));
  return { cookieHeader: cookies.join('; '), cookies: jar, token };
}

/** Playwright cookies for the same session. */
export function browserCookies(session, baseUrl) {
  return Object.entries(session.cookies).map(([name, value]) => ({ name, value, url: baseUrl }));
}
