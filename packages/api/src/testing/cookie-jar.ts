/** A fetch that keeps cookies between calls, as a browser would; Node's fetch has no jar. */
export function cookieJarFetch(base: typeof fetch = fetch) {
  const jar = new Map<string, string>();
  const remember = (response: Response): void => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const expired = attributes.some((a) => /^\s*max-age\s*=\s*(0|-\d+)\s*$/i.test(a));
      if (expired) jar.delete(name);
      else jar.set(name, pair.slice(eq + 1).trim());
    }
  };
  const jarFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await base(input, { ...init, headers });
    remember(response);
    return response;
  };
  return { fetch: jarFetch as typeof fetch, jar };
}

/** Logs in through the casino's login form and answers the session cookie's name. */
export async function logIn(origin: string, jarFetch: typeof fetch, username: string, password: string): Promise<Response> {
  return jarFetch(`${origin}/site/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password, return: '/' }).toString(),
    redirect: 'manual',
  });
}
