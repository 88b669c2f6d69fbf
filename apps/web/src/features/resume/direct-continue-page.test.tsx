import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { stubApi, success } from '@/testing/fetch-stub';
import { renderRoutes } from '@/testing/render-routes';
import { DirectContinuePage } from './direct-continue-page';

const ENROLLMENT = '3f1c2b7e-8a4d-4c1e-9b2a-5d6e7f8a9b0c';
const LINK = 'q8Xo3fR2mZk7_wYbA1-cD4eF5gH6iJ7kL8mN9oP0qRs';
const TAB = 'YWdncmVtZW50X2luZm8';

const renderPage = () =>
  renderRoutes(
    [
      { path: '/direct-continue/:id/:tab?', element: <DirectContinuePage /> },
      { path: '/enrollment/agreement-signature', element: <p>Agreement step</p> },
      { path: '/continue-enrollment', element: <p>Continue page</p> },
    ],
    `/direct-continue/${LINK}/${TAB}`,
  );

afterEach(() => vi.unstubAllGlobals());

describe('DirectContinuePage', () => {
  it("passes the link on as it stands, stores the enrollment's session and opens the saved step", async () => {
    const { calls } = stubApi({
      [`/api/v1/direct-continue/${LINK}`]: () =>
        success({
          result: {
            enrollment_id: ENROLLMENT,
            saved_tab: 'aggrement_info',
            others: {
              group_id: null,
              platform_group_id: 1,
              agent_id: 1,
              open_type: null,
              type: 'new-user',
              eprocess: 'rep',
              enroll_type: 'new-member',
            },
          },
        }),
    });
    const router = renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Opening your enrollment…');
    expect(await screen.findByText('Agreement step')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/enrollment/agreement-signature');
    expect(calls).toEqual([`/api/v1/direct-continue/${LINK}`]);
    expect(storage.get('tempId')).toBe(ENROLLMENT);
    expect(storage.get('eprocess')).toBe('rep');
    expect(storage.get('group_id')).toBeNull();
  });

  it('says why a link no longer opens and offers the code instead', async () => {
    const message = 'This link has already been used. Please continue with the code from your e-mail.';
    stubApi({
      [`/api/v1/direct-continue/${LINK}`]: () => ({
        status: 410,
        body: { status: 'error', data: [{ target_element: 'enrollment_id', error_message: message }], message },
      }),
    });
    renderPage();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue with your code' })).toHaveAttribute('href', '/continue-enrollment');
    expect(storage.get('tempId')).toBeNull();
  });
});
