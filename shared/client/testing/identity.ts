/**
 * The identity platform's default test handlers: login, registration, verification, recovery,
 * redirect sessions and the member, answering as the platform does and recording what the
 * widgets asked; a test swaps an answer or overrides a handler with `server.use`.
 */
import { http, HttpResponse } from 'msw';
import type { RedirectSessionRequest } from '..';
import { API, tokenEndpoint } from './msw';

export const MEMBER = {
  id: 'member-demo',
  loginEmail: 'member@example.com',
  contact: { firstName: 'Dana', lastName: 'Rivers' },
  profile: { nickname: 'dana' },
};

/** The member as the platform answers: only the id and profile unless `fieldsets=FULL`. */
const memberAnswer = (url: string) =>
  new URL(url).searchParams.getAll('fieldsets').includes('FULL')
    ? MEMBER
    : { id: MEMBER.id, profile: MEMBER.profile };

type Answer = () => Response;

/** The identity platform of one test: answers can be swapped, requests are recorded. */
export class FakeIdentity {
  readonly tokens = tokenEndpoint();
  readonly redirectSessions: RedirectSessionRequest[] = [];
  readonly bodies: Record<string, unknown[]> = {};
  login: Answer = () => HttpResponse.json({ state: 'SUCCESS', sessionToken: 'session-1' });
  register: Answer = () =>
    HttpResponse.json({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'state-token-1' });
  verify: Answer = () => HttpResponse.json({ state: 'SUCCESS', sessionToken: 'session-2' });
  recover: Answer = () => HttpResponse.json({});
  /** Where the platform's redirect sessions lead; a test may make them lead somewhere bad. */
  hostedPage: (body: RedirectSessionRequest) => string = fullUrlOf;

  /** Authorization-code grants that reached the token endpoint. */
  codeGrants() {
    return this.tokens.grants.filter((g) => g.grantType === 'authorization_code');
  }

  /** The auth request of the last redirect session of that response mode. */
  authRequest(responseMode: string) {
    return this.redirectSessions
      .map((r) => r.auth?.authRequest)
      .filter((a) => a?.responseMode === responseMode)
      .at(-1);
  }

  private record(path: string, answer: () => Response) {
    return http.post(`${API}${path}`, async ({ request }) => {
      (this.bodies[path] ??= []).push(await request.json());
      return answer();
    });
  }

  handlers() {
    return [
      this.tokens.handler,
      this.record('/_api/iam/authentication/v2/login', () => this.login()),
      this.record('/_api/iam/authentication/v2/register', () => this.register()),
      this.record('/_api/iam/verification/v1/auth/verify', () => this.verify()),
      this.record('/_api/iam/verification/v1/auth/resend', () => HttpResponse.json({})),
      this.record('/_api/iam/recovery/v1/send-email', () => this.recover()),
      http.post(`${API}/_api/redirects-api/v1/redirect-session`, async ({ request }) => {
        const body = (await request.json()) as RedirectSessionRequest;
        this.redirectSessions.push(body);
        return HttpResponse.json({ redirectSession: { id: 'rs', fullUrl: this.hostedPage(body) } });
      }),
      http.get(`${API}/members/v1/members/my`, ({ request }) =>
        HttpResponse.json({ member: memberAnswer(request.url) }),
      ),
    ];
  }
}

/** The hosted pages by name (happy-dom loads no iframe page; `answerFrame` plays it). */
function fullUrlOf(body: RedirectSessionRequest): string {
  if (body.auth?.authRequest.responseMode === 'web_message') return `${API}/hosted/frame`;
  if (body.auth) return `${API}/hosted/login`;
  if (body.membersAccount) return `${API}/account/${body.membersAccount.section}`;
  return `${API}/logout`;
}
