import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { Modal } from './Modal';
import { renderUi } from './testUtils';
import { Typeahead } from './Typeahead';

function Harness({ onClose }: { onClose?: () => void }): ReactNode {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Ambulance"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <label htmlFor="n">Name</label>
        <input id="n" />
        <button type="button">Submit</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its title, in a portal on body', async () => {
    const user = userEvent.setup();
    const { container } = renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Ambulance' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(dialog).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.tab();
    expect(submit).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderUi(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderUi(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByLabelText('Name'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('locks body scroll while open and restores it after', async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    document.body.style.overflow = 'auto';
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('auto');
  });

  it('Escape in an open suggestion list closes the list, not the dialog', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderUi(
      <Modal open title="Package search" onClose={onClose}>
        <Typeahead
          label="City"
          options={['Delhi']}
          getOptionLabel={(c) => c}
          onSelect={jest.fn()}
        />
      </Modal>,
    );
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'de');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
