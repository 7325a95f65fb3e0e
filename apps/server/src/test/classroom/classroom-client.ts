import { COOKIE_NAMES, CSRF_HEADER } from '@lantern/shared';

/**
 * One browser of the classroom scenario: a cookie jar, the page's API key and CSRF cookie, the headers the web
 * client sends (lib/api-client.ts), and every call's time and outcome recorded under its name. Requests go to the
 * app processes in turn (`nextUrl`), as a load balancer would send them.
 */

export interface CallRecord {
  name: string;
  startedAt: number;
  ms: number;
  ok: boolean;
}

export class CallLog {
  readonly records: CallRecord[] = [];
  /** While false (the check after the run), calls are not recorded. */
  recording = true;
  add(record: CallRecord) {
    if (this.recording) this.records.push(record);
  }
}

export interface Reply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the scenario reads the few reply fields it needs
  body: any;
  text: string;
}

const API_KEY = /"apiKey":"([^"]+)"/;

export class ClassroomBrowser {
  private readonly cookies = new Map<string, string>();
  private apiKey = '';

  constructor(
    private readonly nextUrl: () => string,
    private readonly log: CallLog,
    private readonly timeoutMs: number,
  ) {}

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  /** Loads a page as the browser does first: the HTML gives the API key, the reply the CSRF cookie. */
  async openPage(name: string, path: string): Promise<boolean> {
    const reply = await this.call(name, 'GET', path, { html: true });
    this.apiKey = API_KEY.exec(reply.text)?.[1] ?? this.apiKey;
    return reply.status === 200 && this.apiKey !== '' && this.cookies.has(COOKIE_NAMES.csrf);
  }

  /**
   * One call as the web client makes it. `expect` lists the statuses that are not errors (default 200); a
   * network failure or time-out is status 0.
   */
  async call(
    name: string,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; expect?: number[]; html?: boolean } = {},
  ): Promise<Reply> {
    const base = this.nextUrl();
    const headers: Record<string, string> = { ...options.headers, origin: base };
    if (options.html) headers.accept = 'text/html';
    else headers.authorization = `Bearer ${this.apiKey}`;
    if (method !== 'GET') headers[CSRF_HEADER] = this.cookies.get(COOKIE_NAMES.csrf) ?? '';
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
    }
    const startedAt = Date.now();
    const started = performance.now();
    let reply: Reply = { status: 0, body: undefined, text: '' };
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const text = await response.text();
      this.keepCookies(response.headers.getSetCookie());
      let body: unknown;
      try {
        body = options.html ? undefined : JSON.parse(text);
      } catch {
        body = undefined;
      }
      reply = { status: response.status, body, text };
    } catch {
      // no reply: status 0
    }
    const ok = (options.expect ?? [200]).includes(reply.status);
    this.log.add({ name, startedAt, ms: performance.now() - started, ok });
    return reply;
  }

  private keepCookies(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at < 1) continue;
      const key = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (value === '' || expired) this.cookies.delete(key);
      else this.cookies.set(key, value);
    }
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
