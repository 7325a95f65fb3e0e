/**
 * The assignment player's pages for the Lighthouse bench (issue 21: "Lighthouse on the player ≥ 95
 * performance and 100 accessibility, mobile profile"): a new teacher on the started server builds a
 * two-slide lesson and assigns it through the API, as the web client would (its key, the csrftoken cookie
 * and header, its Origin). The anonymous visitor's page is the name form; a visitor who started holds the
 * result in the quick-assign cookie, so the address with ?result_id= then opens on the first slide.
 */

import fs from 'node:fs';
import path from 'node:path';
import { SECRET_QUESTIONS } from '@lantern/shared';

/** A tiny cookie jar around fetch: the calls a browser would make, one session. */
class Client {
  private readonly cookies = new Map<string, string>();
  private apiKey = '';

  constructor(private readonly base: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  cookieList(): { name: string; value: string }[] {
    return [...this.cookies].map(([name, value]) => ({ name, value }));
  }

  private keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }

  /** Loads an app page: sets the csrftoken cookie and gives the page config's API key. */
  async open(): Promise<void> {
    const response = await fetch(`${this.base}/about/`, { headers: { cookie: this.cookieHeader() } });
    this.keep(response);
    const key = /"apiKey":"([^"]+)"/.exec(await response.text())?.[1];
    if (!key) throw new Error('no apiKey in the page config');
    this.apiKey = key;
  }

  async post<T>(path: string, body: unknown): Promise<T> {
    const response = await fetch(`${this.base}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${this.apiKey}`,
        'content-type': 'application/json',
        'x-csrftoken': this.cookies.get('csrftoken') ?? '',
        origin: this.base,
        cookie: this.cookieHeader(),
      },
      body: JSON.stringify(body),
    });
    this.keep(response);
    const text = await response.text();
    if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }
}

export interface PlayerPage {
  name: string;
  path: string;
  /**
   * Cookies the browser holds for the audit (the started visitor's quick-assign cookie). Set in the browser, not
   * sent as an extra header: Chromium does not add an extra Cookie header to the page's fetch calls, so the
   * assignment call went without it and the audit measured the error page.
   */
  cookies?: { name: string; value: string }[];
}

/**
 * The token of the sign-up link mailed to `email`, from the server's outbox (mail goes out after the
 * reply; docs/decisions/0071-sign-up-without-revealing-accounts.md).
 */
async function mailedSignupToken(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let waited = 0; waited < 200; waited++) {
    for (const file of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
      const mail = fs
        .readFileSync(path.join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const token =
        mail.includes(`To: ${email}`) && /\/signup\/confirm\?token=([A-Za-z0-9_%-]+)/.exec(mail)?.[1];
      if (token) return decodeURIComponent(token);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no sign-up link to ${email} in ${outbox}`);
}

/** Creates the assignment and a started visitor; returns the name form and the first slide. */
export async function playerPages(base: string, dataDir: string): Promise<PlayerPage[]> {
  const teacher = new Client(base);
  await teacher.open();
  const stamp = Date.now().toString(36);
  const email = `bench-${stamp}@example.org`;
  await teacher.post('/api/v2/auth/signup/', {
    first_name: 'Bench',
    last_name: 'Teacher',
    email,
    password: `bench-Passw0rd-${stamp}`,
  });
  // The mailed link makes the account and signs this client in.
  await teacher.post('/api/v2/auth/signup/confirm/', { token: await mailedSignupToken(dataDir, email) });
  await teacher.post('/api/v2/tools/set-data-privacy/', {
    sign_acknowledgement: true,
    teacher_type: 'HOME_SCHOOL',
  });
  const lesson = await teacher.post<{ code: string }>('/api/v2/lesson-builder/', {
    name: 'Volcano check',
    slides: [
      {
        type: 'Text',
        title: 'Welcome',
        description: '<p>Today we read about <strong>volcanoes</strong>: how magma rises and cools.</p>',
      },
      {
        type: 'Question',
        title: 'Quick check',
        questions: [
          {
            text: '<p>Which one is hot?</p>',
            type: 'Multiple',
            choices: [
              { text: 'Ice', correct: false },
              { text: 'Lava', correct: true },
            ],
          },
        ],
      },
    ],
  });
  const room = await teacher.post<{ id: string }>('/api/v2/tools/classes/', { name: 'Bench room' });
  // An assignment goes to at least one student of a class; the visitor below takes it by its code.
  const added = await teacher.post<{ results: { id: string }[] }>(
    `/api/v2/tools/classes/${room.id}/students/`,
    {
      secret_question: SECRET_QUESTIONS[0]?.id ?? '',
      students: [{ first_name: 'Ana' }],
    },
  );
  const assigned = await teacher.post<{ code: string }>('/api/v2/tools/assign/', {
    activityCode: lesson.code,
    students: [{ rosterId: room.id, studentIds: added.results.map((student) => student.id) }],
  });
  const path = `/student/code/${assigned.code}/`;

  // A visitor starts it under a name (what the name form's Start does); the cookie then holds the result.
  const visitor = new Client(base);
  await visitor.open();
  const result = await visitor.post<{ id: number }>('/tools/api/v2/result/', {
    activity: assigned.code,
    status: 'started',
    student_name: 'Bench visitor',
  });
  return [
    { name: 'player: name form', path },
    // The player resumes a visitor's result from ?result_id= (the address it writes on Start) and the cookie.
    {
      name: 'player: first slide',
      path: `${path}?result_id=${result.id}`,
      cookies: visitor.cookieList(),
    },
  ];
}
