import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartCountQuery } from '@/features/cart/api/get-cart-count';
import { planCartQuery } from '@/lib/calls/get-plan-cart';
import { readSession, storage } from '@/lib/storage';
import { stubApi, success } from '@/testing/fetch-stub';
import { rememberLocationAnswered } from '@/features/engagement/location-ask';
import { ticketLinkQuery } from '@/features/sites/api/get-ticket-link';
import type { HostContext } from '@/features/sites/use-host-context';
import { pageQueries, prefetchFirstLoad } from './first-load-queries';

const HOST: HostContext = { host: 'localhost', hostKind: 'normal', isLifestyleHost: false };
const CART = '6f1c2a53-8a43-4b0e-9d1f-0c6a4e2b7d11';

const answers = {
  '/api/v1/get-external-site-dynamic-information': () => success([{ key: 'logo', value: '/assets/site/logo.svg' }]),
  '/api/v1/get-ticket-link': () => success({ link: 'https://help.example/tickets' }),
  '/api/v1/get-goenroll-footer-plan': () => success(null),
  '/api/v1/get-common-menu': () => success(['dental']),
  '/api/v1/check-lead-information': () => success({ show_banner: true }),
  '/api/v1/get-cart-count': () => success({ result: 1 }),
  '/api/v1/get-cart-amount': () => success({ result: '21.50' }),
  '/api/v1/get-plan-cart': () => success(EMPTY_CART),
};

const EMPTY_CART = {
  result: [],
  initial_month_cost: '0.00',
  recurring_month_cost: '0.00',
  administrative_fee: '0.00',
  has_underwritten_life: false,
  tier: null,
  tier_label: null,
  effective_date: null,
};

const REP = {
  agent_id: 7,
  logo: '/assets/branding/jsmith-logo.svg',
  image: null,
  image_link: null,
  banner_image: null,
  agent_code: 'JSMITH',
  display_phone: null,
  display_email: null,
  tagline: null,
  display_about_name: null,
  display_name: 'John Smith',
  agent_bio: null,
};

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const pathsOf = (calls: string[]) => calls.map((call) => call.split('?')[0]).sort();

afterEach(() => {
  vi.unstubAllGlobals();
  storage.clear();
});

describe('the shell fetched before the first render', () => {
  it("starts the shell's calls together and leaves their answers where the components read them", async () => {
    const { calls } = stubApi(answers);
    const client = newClient();
    await prefetchFirstLoad(client, { pathname: '/', session: readSession(), host: HOST });
    expect(pathsOf(calls)).toEqual([
      '/api/v1/check-lead-information',
      '/api/v1/get-common-menu',
      '/api/v1/get-external-site-dynamic-information',
      '/api/v1/get-goenroll-footer-plan',
      '/api/v1/get-ticket-link',
    ]);
    expect(client.getQueryData(ticketLinkQuery().queryKey)).toEqual({ link: 'https://help.example/tickets' });
  });

  it('asks no location question in the enrollment wizard, nor on a device that answered it, even after the session is cleared', async () => {
    const asked = async (pathname: string) => {
      const { calls } = stubApi(answers);
      await prefetchFirstLoad(newClient(), { pathname, session: readSession(), host: HOST });
      return pathsOf(calls).includes('/api/v1/check-lead-information');
    };
    expect(await asked('/enrollment/personal-info')).toBe(false);
    expect(await asked('/jsmith/enrollment/contact-info')).toBe(false);
    expect(await asked('/plans')).toBe(true);
    rememberLocationAnswered();
    storage.clear();
    expect(await asked('/plans')).toBe(false);
    storage.remove('locationBannerAnswered');
  });

  it("adds the shopper's cart (count, amount, plans) when the session has one", async () => {
    storage.set('tempId', CART);
    const { calls } = stubApi(answers);
    const client = newClient();
    await prefetchFirstLoad(client, { pathname: '/', session: readSession(), host: HOST });
    expect(pathsOf(calls)).toEqual(expect.arrayContaining(['/api/v1/get-cart-amount', '/api/v1/get-cart-count', '/api/v1/get-plan-cart']));
    expect(client.getQueryData(cartCountQuery(CART).queryKey)).toEqual({ result: 1 });
    expect(client.getQueryData(planCartQuery(CART).queryKey)).toMatchObject({ result: [], recurring_month_cost: '0.00' });
  });

  it("asks for the logo the header will show as soon as it is known: the site's, or the rep's on a rep's session", async () => {
    const requested: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        fetchPriority = 'auto';
        set src(url: string) {
          requested.push(url);
        }
      },
    );
    stubApi(answers);
    await prefetchFirstLoad(newClient(), { pathname: '/', session: readSession(), host: HOST });
    expect(requested).toEqual(['/assets/site/logo.svg']);

    requested.length = 0;
    storage.set('agent_id', '7');
    storage.set('open_type', 'agent');
    const { calls } = stubApi({ ...answers, '/api/v1/get-agent-landing-page-info': () => success(REP) });
    await prefetchFirstLoad(newClient(), { pathname: '/jsmith', session: readSession(), host: HOST });
    expect(pathsOf(calls)).toContain('/api/v1/get-agent-landing-page-info');
    expect(requested).toEqual(['/assets/branding/jsmith-logo.svg']);
  });

  it('draws the page after at most its wait when a call hangs, and a failed call does not stop it', async () => {
    stubApi({ ...answers, '/api/v1/get-common-menu': () => ({ status: 500, body: { status: 'error', data: [], message: 'down' } }) });
    const answered = globalThis.fetch;
    // The ticket link never answers.
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('get-ticket-link') ? new Promise<Response>(() => {}) : answered(input, init),
    );
    const started = Date.now();
    await prefetchFirstLoad(newClient(), { pathname: '/', session: readSession(), host: HOST, waitMs: 50 });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("adds the first calls of the cart and the wizard's first step, under a landing page too", async () => {
    storage.set('tempId', CART);
    const session = readSession();
    const pathsFor = async (pathname: string) => {
      const { calls } = stubApi({});
      await Promise.all(pageQueries(pathname, session).map((prefetch) => prefetch(newClient())));
      vi.unstubAllGlobals();
      return pathsOf(calls);
    };
    expect(await pathsFor('/cart')).toEqual(['/api/v1/get-cart-effective-dates']);
    expect(await pathsFor('/jsmith/cart')).toEqual(['/api/v1/get-cart-effective-dates']);
    expect(await pathsFor('/plans')).toEqual([]);
    expect(await pathsFor('/enrollment/personal-info')).toEqual(['/api/v1/get-dynamic-tabs', '/api/v1/get-ethnic-category']);
    expect(await pathsFor('/')).toEqual([]);
    expect(await pathsFor('/enrollment/contact-info')).toEqual([]);
  });

  it('asks nothing of a page without a cart', () => {
    expect(pageQueries('/cart', readSession())).toEqual([]);
  });
});
