import {
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { Modal as ModalFrame, ModalSize } from './Modal';
import {
  closeModal,
  openModal,
  selectOpenModal,
  type ModalName,
  type ModalProps,
} from './modalSlice';

/** What a registered modal receives: `onClose` plus the props given to `open`. */
export type RegisteredModalProps = { onClose(): void } & Record<string, unknown>;

/** Modal name → the component that renders its content. */
export type ModalRegistry = Partial<Record<ModalName, ComponentType<RegisteredModalProps>>>;

export interface ModalHostProps {
  registry: ModalRegistry;
  /** Dialog width per modal on larger screens (default md). */
  sizes?: Partial<Record<ModalName, ModalSize>>;
}

type ModalComponent = typeof ModalFrame;

/** The dialog frame, its own chunk: no page needs it for its first paint, so the host fetches it after. */
let frame: ModalComponent | undefined;
function loadFrame(): Promise<ModalComponent> {
  return import('./Modal').then((m) => (frame = m.Modal));
}

/**
 * Renders the modal that is open in the store inside `Modal`, or nothing. The registered component should
 * render a `<ModalTitle>` so the dialog has a name. Mount once, inside the redux Provider and UiKitProvider.
 */
export function ModalHost({ registry, sizes }: ModalHostProps): ReactNode {
  const open = useSelector(selectOpenModal);
  const dispatch = useDispatch();
  const [Modal, setModal] = useState<ModalComponent | undefined>(() => frame);
  // Fetched once the page is up, so a modal opens without a wait (and again on the next open if that failed).
  useEffect(() => {
    if (Modal) return undefined;
    let live = true;
    loadFrame()
      .then((loaded) => {
        if (live) setModal(() => loaded);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [Modal, open]);
  const onClose = useCallback(() => {
    dispatch(closeModal());
  }, [dispatch]);
  const Content = open ? registry[open.name] : undefined;
  if (!open || !Content || !Modal) return null;
  return (
    <Modal open onClose={onClose} size={sizes?.[open.name] ?? 'md'}>
      <Content {...open.props} onClose={onClose} />
    </Modal>
  );
}

export interface UseModal {
  /** Opens the modal registered under `name`, replacing any open one. */
  open(name: ModalName, props?: ModalProps): void;
  /** Closes the open modal. */
  close(): void;
}

/** Open and close registry modals by name, from any feature, without importing their package. */
export function useModal(): UseModal {
  const dispatch = useDispatch();
  return useMemo(
    () => ({
      open: (name, props) => {
        dispatch(openModal(props === undefined ? { name } : { name, props }));
      },
      close: () => {
        dispatch(closeModal());
      },
    }),
    [dispatch],
  );
}
