// A hosted desk on a real web host for the tests: the hosted DeskHost of `match-desk local --web`
// (createHostedDesk), logged in as a user of the test world through a real session.
import type { User } from '../../src/domain/access/User';
import type { HostedDesk, HostedDeskOptions } from '../../src/bootstrap/hostedDesk';
import { createHostedDesk } from '../../src/bootstrap/hostedDesk';
import type { TestWebHost } from './webHost';
import { RecordingLogger } from './webHost';

export async function hostedDeskOn(
  web: TestWebHost,
  user: User,
  options: Partial<HostedDeskOptions> = {},
): Promise<HostedDesk> {
  const cookie = await web.sessionCookie(user);
  return createHostedDesk(
    { web: web.url, cookie, email: user.email, reconnect: { baseMs: 50, maxMs: 200 }, ...options },
    new RecordingLogger(),
  );
}
