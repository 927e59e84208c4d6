import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request to the Messages endpoint as the stand-in saw it. */
export interface TwilioRequest {
  method: string;
  path: string;
  contentType: string | undefined;
  /** The basic-auth user and password. */
  auth: { user: string; password: string } | null;
  form: Record<string, string>;
}

export interface TwilioStandIn {
  /** TWILIO_* for the server under test. */
  env: Record<string, string>;
  accountSid: string;
  authToken: string;
  received: TwilioRequest[];
  /** The status the next answers carry (201 is Twilio's success). */
  answer: { status: number };
  /** The texts sent to `to`, newest last. */
  textsTo(to: string): string[];
  close(): Promise<void>;
}

const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const AUTH_TOKEN = 'stand-in-auth-token-0123456789';
const FROM = '+15005550006';

/**
 * A local stand-in of Twilio's Messages endpoint (`POST
 * /2010-04-01/Accounts/{sid}/Messages.json`): it records the form and the
 * basic auth, and answers like Twilio (201 with a message resource, 401 for
 * wrong credentials, or the status a test sets, with Twilio's error JSON).
 */
export function startTwilioStandIn(): Promise<TwilioStandIn> {
  const received: TwilioRequest[] = [];
  const answer = { status: 201 };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const header = request.headers.authorization ?? '';
      const decoded = header.startsWith('Basic ') ? Buffer.from(header.slice(6), 'base64').toString('utf8') : null;
      const auth = decoded ? { user: decoded.slice(0, decoded.indexOf(':')), password: decoded.slice(decoded.indexOf(':') + 1) } : null;
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      received.push({ method: request.method ?? '', path: request.url ?? '', contentType: request.headers['content-type'], auth, form });
      response.setHeader('content-type', 'application/json');
      if (auth?.user !== ACCOUNT_SID || auth.password !== AUTH_TOKEN) {
        response.writeHead(401).end(JSON.stringify({ code: 20003, message: 'Authenticate', status: 401 }));
        return;
      }
      if (answer.status >= 300) {
        response.writeHead(answer.status).end(JSON.stringify({ code: 21211, message: `The 'To' number ${form.To ?? ''} is not a valid phone number.`, status: answer.status }));
        return;
      }
      response.writeHead(answer.status).end(JSON.stringify({ sid: `SM${'0'.repeat(32)}`, status: 'queued', to: form.To, from: form.From, body: form.Body }));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        env: { TWILIO_ACCOUNT_SID: ACCOUNT_SID, TWILIO_AUTH_TOKEN: AUTH_TOKEN, TWILIO_FROM: FROM, TWILIO_API_URL: `http://127.0.0.1:${port}` },
        accountSid: ACCOUNT_SID,
        authToken: AUTH_TOKEN,
        received,
        answer,
        textsTo: (to) => received.filter((r) => r.form.To === to).map((r) => r.form.Body ?? ''),
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
