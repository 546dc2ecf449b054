import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageFrame, StepActions, SubmitProblem } from './frame';
import { renderUi } from './testUtils';

describe('PageFrame', () => {
  it('names its section by the one heading and keeps the slots in reading order', () => {
    renderUi(
      <PageFrame
        id="demo-title"
        title="My Cart"
        before={<a href="/staff">Back</a>}
        aside={<nav aria-label="Pharmacy">links</nav>}
        below={<ol aria-label="Booking steps" />}
        lead="Check your items."
      >
        <p>the screen</p>
      </PageFrame>,
    );
    const section = screen.getByRole('region', { name: 'My Cart' });
    expect(within(section).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const order = [
      screen.getByRole('link', { name: 'Back' }),
      screen.getByRole('heading', { name: 'My Cart' }),
      screen.getByRole('navigation', { name: 'Pharmacy' }),
      screen.getByRole('list', { name: 'Booking steps' }),
      screen.getByText('Check your items.'),
      screen.getByText('the screen'),
    ];
    for (let i = 1; i < order.length; i += 1) {
      expect(
        order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
  });

  it('leaves out the lead line when there is none', () => {
    const { container } = renderUi(
      <PageFrame id="t" title="Booking Summary">
        <p>x</p>
      </PageFrame>,
    );
    expect(container.querySelectorAll('section > p')).toHaveLength(1);
  });
});

describe('SubmitProblem', () => {
  it("shows the message, each field's own reason once, and the way out", () => {
    renderUi(
      <SubmitProblem
        problem={{
          message: 'The slot is no longer available.',
          fieldErrors: {
            scheduleId: 'The slot is no longer available.',
            document: 'Upload a JPG, PNG or PDF.',
          },
        }}
        translate={(text) => `«${text}»`}
      >
        <a href="/appointment/step-second">Choose another time</a>
      </SubmitProblem>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('«The slot is no longer available.»');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['«Upload a JPG, PNG or PDF.»']);
    expect(within(alert).getByRole('link', { name: 'Choose another time' })).toBeInTheDocument();
  });
});

describe('StepActions', () => {
  function renderActions(ready: boolean, busy: boolean) {
    const onPrevious = jest.fn();
    const onForward = jest.fn();
    renderUi(
      <StepActions
        previous="Previous"
        onPrevious={onPrevious}
        forward="Pay Now"
        onForward={onForward}
        ready={ready}
        busy={busy}
        busyText="Booking your appointment…"
      />,
    );
    return { onPrevious, onForward };
  }

  it('goes forward and back when ready and not busy, with no progress line', async () => {
    const { onPrevious, onForward } = renderActions(true, false);
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onForward).toHaveBeenCalledTimes(1);
    expect(onPrevious).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps the forward action disabled until ready', () => {
    renderActions(false, false);
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('while busy disables both and says what is happening', () => {
    renderActions(true, true);
    expect(screen.getByRole('button', { name: /Pay Now/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Booking your appointment…');
  });
});
