import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { readReplacedPlanState, ReplacedPlanNotice } from './replaced-plan-notice';

const renderWithProviders = (ui: ReactNode) => render(<MantineProvider env="test">{ui}</MantineProvider>);

describe('ReplacedPlanNotice', () => {
  it('says in one line which plan was replaced and by which', () => {
    renderWithProviders(<ReplacedPlanNotice replacedPlanName="Bluepine Dental Classic (2024)" planName="Bluepine Dental Essentials" />);
    expect(screen.getByRole('status')).toHaveTextContent('Bluepine Dental Classic (2024) has been replaced by Bluepine Dental Essentials.');
  });

  it('names the new plan when the old name is unknown', () => {
    renderWithProviders(<ReplacedPlanNotice replacedPlanName={null} planName="Bluepine Dental Essentials" />);
    expect(screen.getByRole('status')).toHaveTextContent('The plan you opened has been replaced by Bluepine Dental Essentials.');
  });

  it('reads only its own router state', () => {
    expect(readReplacedPlanState(null)).toBeUndefined();
    expect(readReplacedPlanState({ other: 1 })).toBeUndefined();
    expect(readReplacedPlanState({ replacedPlanName: 'Old' })).toEqual({ replacedPlanName: 'Old' });
  });
});
