import type { CurrentMember } from '@benefit-store/domain';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MembersTable } from './members-table';

const member = (name: string, overrides: Partial<CurrentMember> = {}): CurrentMember => ({
  name,
  dob: '04/12/1985',
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
  ssn: 'xxx-xx-1234',
  user_id: `00000000-0000-4000-8000-${String(name.length).padStart(12, '0')}${name}`,
  policy_id: 1,
  group_info: { group_id: 3001, group_name: 'Acme Manufacturing' },
  plan_info: [{ plan_name: 'Dental Plus', plan_status: 'ACTIVE' }],
  ...overrides,
});

const MEMBERS = [
  member('Angela Brooks'),
  member('Emily Carter', {
    plan_info: [
      { plan_name: 'Dental Plus', plan_status: 'ACTIVE' },
      { plan_name: 'Hospital Indemnity', plan_status: 'TERMINATED' },
    ],
  }),
  member('Tyler Nguyen'),
  member('Priya Raman'),
  member('Sofia Martinez'),
  member('Marcus Reed'),
  member('Grace Kim', { group_info: { group_id: 1929, group_name: 'Benefit Store Members' } }),
];

function renderTable(members = MEMBERS, onEnroll = vi.fn(), showGroup = true, onRevoke = vi.fn()) {
  render(
    <MantineProvider env="test">
      <MembersTable members={members} onEnroll={onEnroll} onRevoke={onRevoke} showGroup={showGroup} />
    </MantineProvider>,
  );
  return { onEnroll, onRevoke };
}

const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('MembersTable', () => {
  it('shows 5 members a page and pages to the rest', () => {
    renderTable();
    expect(rowNames()).toEqual(['Angela Brooks', 'Emily Carter', 'Tyler Nguyen', 'Priya Raman', 'Sofia Martinez']);
    expect(screen.getByText('Showing 1–5 of 7')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(rowNames()).toEqual(['Marcus Reed', 'Grace Kim']);
    expect(screen.getByText('Showing 6–7 of 7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches name, e-mail and group, starting again on the first page', () => {
    renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    const search = screen.getByLabelText('Search members');

    fireEvent.change(search, { target: { value: 'carter' } });
    expect(rowNames()).toEqual(['Emily Carter']);
    expect(screen.queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument();

    fireEvent.change(search, { target: { value: 'benefit store' } });
    expect(rowNames()).toEqual(['Grace Kim']);

    fireEvent.change(search, { target: { value: 'tyler.nguyen@' } });
    expect(rowNames()).toEqual(['Tyler Nguyen']);

    fireEvent.change(search, { target: { value: 'nobody' } });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No members match “nobody”.')).toBeInTheDocument();
  });

  it('shows active plans in the normal colour and the others in red with their status', () => {
    renderTable();
    const row = screen.getByRole('rowheader', { name: 'Emily Carter' }).closest('tr')!;
    const active = within(row).getByText('Dental Plus');
    const terminated = within(row).getByText(/Hospital Indemnity/);
    expect(active).toHaveAttribute('data-status', 'active');
    expect(active.className).toBe('');
    expect(terminated).toHaveAttribute('data-status', 'inactive');
    expect(terminated.className).toMatch(/inactive/);
    expect(terminated).toHaveTextContent('Hospital Indemnity (Terminated)');
  });

  it('shows the SSN as the server masked it and enrolls the chosen member', () => {
    const { onEnroll } = renderTable();
    const row = screen.getByRole('rowheader', { name: 'Priya Raman' }).closest('tr')!;
    expect(within(row).getByText('xxx-xx-1234')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Enroll Now: Priya Raman' }));
    expect(onEnroll).toHaveBeenCalledWith(MEMBERS[3]);
  });

  it("shows a rep each member's group, and a group administrator no Group column", () => {
    renderTable();
    const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers()).toEqual(['Name', 'Date of birth', 'E-mail', 'SSN', 'Group', 'Plans', 'Action']);
    cleanup();
    renderTable(MEMBERS, vi.fn(), false);
    expect(headers()).toEqual(['Name', 'Date of birth', 'E-mail', 'SSN', 'Plans', 'Action']);
    expect(screen.queryByText('Acme Manufacturing')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Search members')).toHaveAttribute('placeholder', 'Name or e-mail');
  });

  it('says so when there are no members at all', () => {
    renderTable([]);
    expect(screen.getByText('You have no current members yet.')).toBeInTheDocument();
  });
});
