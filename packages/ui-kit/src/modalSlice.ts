import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ModalName } from '@medibridge/contract';

/** A modal's name: contract's MODAL_NAMES, which the features declare and the shell registers. */
export type { ModalName };

/** Serialisable props handed to the opened modal (ids, names; never functions). */
export type ModalProps = Record<string, unknown>;

export interface ModalState {
  /** The open modal, or null. One at a time: opening another replaces it. */
  open: { name: ModalName; props: ModalProps } | null;
}

const initialState: ModalState = { open: null };

/** The modal registry slice; mount its reducer under the key `modal`. */
export const modalSlice = createSlice({
  name: 'modal',
  initialState,
  reducers: {
    openModal(state, action: PayloadAction<{ name: ModalName; props?: ModalProps }>) {
      state.open = { name: action.payload.name, props: action.payload.props ?? {} };
    },
    closeModal(state) {
      state.open = null;
    },
  },
});

export const { openModal, closeModal } = modalSlice.actions;
/** The reducer to mount as `modal` in the store. */
export const modalReducer = modalSlice.reducer;

/** The open modal from a store that mounts the reducer under `modal`. */
export function selectOpenModal(state: { modal: ModalState }): ModalState['open'] {
  return state.modal.open;
}
