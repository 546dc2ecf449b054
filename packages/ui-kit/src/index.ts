/** @medibridge/ui-kit — theme, global style, form controls, modal registry and display components. */

/** The MediBridge theme tokens, its type, and the AA-checked colour pairs. */
export { theme, contrastPairs, type UiTheme } from './theme';
/** styled-components' DefaultTheme, augmented with UiTheme (importing ui-kit brings the augmentation). */
export type { DefaultTheme } from './styled';
/** Base document styles. */
export { GlobalStyle } from './GlobalStyle';
/** ThemeProvider + GlobalStyle. */
export { UiKitProvider, type UiKitProviderProps } from './UiKitProvider';
/** The button (primary/secondary/ghost/danger; sm/md/lg; loading; fullWidth; `as` for links). */
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
/** Loading indicator. */
export { Spinner, type SpinnerProps } from './Spinner';
/** Screen-reader-only content. */
export { VisuallyHidden } from './VisuallyHidden';
/** Accessible dialog and its heading for registry content. */
export { Modal, ModalTitle, type ModalProps, type ModalSize } from './Modal';
/** Modal registry state: mount `modalReducer` under `modal`. */
export {
  MODAL_NAMES,
  closeModal,
  modalReducer,
  modalSlice,
  openModal,
  selectOpenModal,
  type ModalName,
  type ModalProps as RegistryModalProps,
  type ModalState,
} from './modalSlice';
/** Renders the open registry modal; `useModal()` opens and closes by name. */
export {
  ModalHost,
  useModal,
  type ModalHostProps,
  type ModalRegistry,
  type RegisteredModalProps,
  type UseModal,
} from './ModalHost';
