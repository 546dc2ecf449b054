import { APPOINTMENT_STATES } from '@medibridge/contract';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@medibridge/ui-kit';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it('has a label for every state of the appointment machine', () => {
    for (const state of APPOINTMENT_STATES) {
      const { container, unmount } = render(
        <ThemeProvider theme={theme}>
          <StatusBadge state={state} />
        </ThemeProvider>,
      );
      expect(container.textContent).not.toBe('');
      unmount();
    }
  });

  it('calls a consultation the patient did not attend "Missed"', () => {
    render(
      <ThemeProvider theme={theme}>
        <StatusBadge state="no_show" />
      </ThemeProvider>,
    );
    expect(screen.getByText('Missed')).toBeInTheDocument();
  });
});
