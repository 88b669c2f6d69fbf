import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadRouteCode } from './load-route-code';

/** The next task: Node reports a rejection left unhandled once the microtasks before that have run (no time is waited for). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const page = (name: string) => vi.fn(async () => ({ Component: () => name }));

describe('loadRouteCode', () => {
  it('starts loading the code of the matched routes only, and the router reuses that load', async () => {
    const layout = page('layout');
    const plans = page('plans');
    const cart = page('cart');
    const routes: RouteObject[] = [
      {
        path: '/',
        lazy: layout,
        children: [
          { path: 'plans', lazy: plans },
          { path: 'cart', lazy: cart },
        ],
      },
    ];

    loadRouteCode(routes, '/plans');
    expect(layout).toHaveBeenCalledOnce();
    expect(plans).toHaveBeenCalledOnce();
    expect(cart).not.toHaveBeenCalled();

    const router = createMemoryRouter(routes, { initialEntries: ['/plans'] });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(router.state.matches.map((match) => match.route.path)).toEqual(['/', 'plans']);
    expect(plans).toHaveBeenCalledOnce();
    expect(layout).toHaveBeenCalledOnce();
  });

  it('leaves a failed load to the router, which reports it', async () => {
    // A plain function: a spy would observe the promise and so handle its rejection.
    let loads = 0;
    const broken = () => {
      loads += 1;
      return Promise.reject(new Error('chunk failed'));
    };
    const routes: RouteObject[] = [{ path: '/plans', lazy: broken, errorElement: 'error' }];
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      loadRouteCode(routes, '/plans');
      // main.tsx makes the router a task later: the failure must not go unhandled meanwhile.
      await nextTask();
      const router = createMemoryRouter(routes, { initialEntries: ['/plans'] });
      await vi.waitFor(() => expect(router.state.initialized).toBe(true));
      expect(router.state.errors).not.toBeNull();
      expect(loads).toBe(1);
      await nextTask();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('does nothing for a path no route matches', () => {
    const plans = page('plans');
    loadRouteCode([{ path: '/plans', lazy: plans }], '/nowhere');
    expect(plans).not.toHaveBeenCalled();
  });
});
