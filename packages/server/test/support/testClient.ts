/** What a response looked like to the client. */
export interface TestResponse<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is, with no JSON encoding; pair with a content-type header. */
  rawBody?: string;
  headers?: Record<string, string>;
}

/**
 * A small HTTP client over fetch that keeps cookies like a browser would, so
 * tests sign in and carry a session across requests.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, body });
  }
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, { ...options, body });
  }
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PATCH', path, { ...options, body });
  }
  delete<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }

  async request<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let body: string | undefined = options.rawBody;
    if (body === undefined && options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(this.baseUrl + path, { method, headers, body, redirect: 'manual' });
    this.storeCookies(response.headers.getSetCookie());
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      parsed = JSON.parse(text);
    }
    return { status: response.status, body: parsed as T, text, headers: response.headers };
  }

  /** Signs in with a username and password; throws unless it worked. */
  async signIn(username: string, password: string): Promise<void> {
    const response = await this.post('/api/login', { username, password });
    if (response.status !== 200) {
      throw new Error(`Sign-in as ${username} failed: ${response.status} ${response.text}`);
    }
  }

  /** A second client holding the same cookies: the same browser session, replayed (at another process of the same site, given its URL). */
  clone(baseUrl: string = this.baseUrl): TestClient {
    const copy = new TestClient(baseUrl);
    for (const [name, value] of this.cookies) {
      copy.cookies.set(name, value);
    }
    return copy;
  }

  private storeCookies(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired = attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) {
        this.cookies.delete(name);
      } else {
        this.cookies.set(name, value);
      }
    }
  }
}
