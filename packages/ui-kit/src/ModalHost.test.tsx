import { configureStore } from '@reduxjs/toolkit';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ModalTitle } from './Modal';
import { ModalHost, useModal, type ModalRegistry, type RegisteredModalProps } from './ModalHost';
import { closeModal, modalReducer, openModal } from './modalSlice';
import { renderUi } from './testUtils';

function makeStore() {
  return configureStore({ reducer: { modal: modalReducer } });
}

function Quote({ onClose, hospitalName }: RegisteredModalProps): ReactNode {
  return (
    <div>
      <ModalTitle>Book Your FREE Consultation Now</ModalTitle>
      <p>Quote for {String(hospitalName)}</p>
      <button type="button" onClick={onClose}>
        Done
      </button>
    </div>
  );
}

function Opener(): ReactNode {
  const modal = useModal();
  return (
    <>
      <button
        type="button"
        onClick={() => modal.open('hospitalQuote', { hospitalName: 'City Care' })}
      >
        Get Quote
      </button>
      <button type="button" onClick={() => modal.open('pharmacyComingSoon')}>
        Pharmacy
      </button>
    </>
  );
}

function setup(registry: ModalRegistry = { hospitalQuote: Quote }) {
  const store = makeStore();
  renderUi(
    <Provider store={store}>
      <Opener />
      <ModalHost registry={registry} />
    </Provider>,
  );
  return store;
}

describe('modal registry', () => {
  it('reducer opens by name with props and closes', () => {
    let state = modalReducer(undefined, openModal({ name: 'ambulance', props: { type: 'air' } }));
    expect(state.open).toEqual({ name: 'ambulance', props: { type: 'air' } });
    state = modalReducer(state, openModal({ name: 'consultation' }));
    expect(state.open).toEqual({ name: 'consultation', props: {} });
    expect(modalReducer(state, closeModal()).open).toBeNull();
  });

  it('renders nothing while closed', () => {
    setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the registered component by name, labelled by its title, with the given props', async () => {
    const user = userEvent.setup();
    const store = setup();
    await user.click(screen.getByRole('button', { name: 'Get Quote' }));
    const dialog = screen.getByRole('dialog', { name: 'Book Your FREE Consultation Now' });
    expect(dialog).toHaveTextContent('Quote for City Care');
    expect(store.getState().modal.open?.name).toBe('hospitalQuote');
  });

  it('closes through the onClose it passes to the component', async () => {
    const user = userEvent.setup();
    const store = setup();
    await user.click(screen.getByRole('button', { name: 'Get Quote' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().modal.open).toBeNull();
  });

  it('closes on Escape via the store', async () => {
    const user = userEvent.setup();
    const store = setup();
    await user.click(screen.getByRole('button', { name: 'Get Quote' }));
    await user.keyboard('{Escape}');
    expect(store.getState().modal.open).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders nothing for a name with no registered component', async () => {
    const user = userEvent.setup();
    const store = setup();
    await user.click(screen.getByRole('button', { name: 'Pharmacy' }));
    expect(store.getState().modal.open?.name).toBe('pharmacyComingSoon');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('follows the store when another part of the app dispatches', async () => {
    const store = setup();
    act(() => {
      store.dispatch(openModal({ name: 'hospitalQuote', props: { hospitalName: 'Apex' } }));
    });
    // The dialog frame is its own chunk: opened at once, the modal shows as soon as the frame is loaded.
    expect(await screen.findByRole('dialog')).toHaveTextContent('Quote for Apex');
    act(() => {
      store.dispatch(closeModal());
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
