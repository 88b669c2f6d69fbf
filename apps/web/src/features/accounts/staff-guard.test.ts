import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { stubApi, success } from '@/testing/fetch-stub';
import { createStaffGuard } from './staff-guard';
import { REP_SESSION as REP } from '@/testing/staff-sessions';

async function guard(path: string): Promise<unknown> {
  const loader = createStaffGuard(new QueryClient());
  try {
    const url = new URL(`http://localhost${path}`);
    return await loader({ request: new Request(url), url, pattern: url.pathname, params: {}, context: undefined });
  } catch (thrown) {
    return thrown;
  }
}

const redirectOf = (result: unknown) => (result instanceof Response ? result.headers.get('Location') : null);

afterEach(() => vi.unstubAllGlobals());

describe('staff guard', () => {
  it('sends a signed-out visitor to sign in, and back afterwards', async () => {
    stubApi({ '/api/v1/auth/session': () => success({ session: null }) });
    expect(redirectOf(await guard('/agent-select-member'))).toBe('/sign-in?next=%2Fagent-select-member');
  });

  it("sends a rep away from a group's page to the rep home", async () => {
    stubApi({ '/api/v1/auth/session': () => success({ session: REP }) });
    expect(redirectOf(await guard('/group-home'))).toBe('/agent-home');
  });

  it('lets the rep in and keeps the stored ids in line with the session', async () => {
    stubApi({ '/api/v1/auth/session': () => success({ session: REP }) });
    storage.set('agent_id', 7);
    expect(await guard('/agent-home')).toEqual(REP);
    expect(storage.get('agent_id')).toBe('1');
    expect(storage.get('eprocess')).toBe('rep');
  });

  it('sends an account that must still set up two-factor sign-in to its set-up page, and lets it in there', async () => {
    const mustSetUp = { ...REP, two_factor: 'setup_required' };
    stubApi({ '/api/v1/auth/session': () => success({ session: mustSetUp }) });
    expect(redirectOf(await guard('/agent-home'))).toBe('/two-factor');
    expect(await guard('/two-factor')).toEqual(mustSetUp);
  });
});
