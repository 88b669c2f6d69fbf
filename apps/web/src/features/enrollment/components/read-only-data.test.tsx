import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReadOnlyData } from './read-only-data';

const show = (value: unknown) =>
  render(
    <MantineProvider env="test">
      <ReadOnlyData value={value} />
    </MantineProvider>,
  );

describe('ReadOnlyData', () => {
  it('shows a dependent list as numbered blocks of labelled answers, codes in words, ids and blanks left out', () => {
    show([
      {
        primary_info: {
          dependent_id: 'f4b85207-bd60-4b82-b731-5e2d88daa631',
          first_name: 'Daniel',
          relationship: 'spouse',
          gender: '0',
          employed: '1',
          spouse_choice: '0',
          middle_name: '',
        },
      },
    ]);
    expect(screen.getByText('#1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Primary info' })).toBeInTheDocument();
    expect(screen.getByText('First name')).toBeInTheDocument();
    expect(screen.getByText('Daniel')).toBeInTheDocument();
    expect(screen.getByText('Spouse')).toBeInTheDocument();
    expect(screen.getByText('Male')).toBeInTheDocument();
    expect(screen.getByText('Yes')).toBeInTheDocument();
    expect(screen.getByText('No')).toBeInTheDocument();
    expect(screen.queryByText(/f4b85207/)).toBeNull();
    expect(screen.queryByText('Dependent id')).toBeNull();
    expect(screen.queryByText('Middle name')).toBeNull();
  });

  it('says when nothing is saved, and shows a drawn signature as its picture', () => {
    const { unmount } = show({});
    expect(screen.getByText('Nothing saved yet')).toBeInTheDocument();
    unmount();
    show({ signature: 'data:image/png;base64,iVBORw0KGgo=' });
    expect(screen.getByRole('img', { name: 'Signature' })).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
  });
});
