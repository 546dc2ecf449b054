import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useUiTexts } from './i18n';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called on Escape, on a backdrop click and on the close button. */
  onClose: () => void;
  /** The dialog's heading; it labels the dialog. Without it, render `<ModalTitle>` inside the content. */
  title?: ReactNode;
  /** Accessible name when there is no visible title (prefer a title). */
  'aria-label'?: string;
  /** Width on larger screens: sm 420px, md 560px (default), lg 760px. Phones always get a full-screen sheet. */
  size?: ModalSize;
  /** Close when the backdrop is clicked. Default true. */
  closeOnBackdrop?: boolean;
  /** Label of the close button. Default 'Close'. */
  closeLabel?: string;
  children?: ReactNode;
}

const TitleIdContext = createContext<string | undefined>(undefined);

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  );
}

// Nested dialogs share one lock; the page scrolls again only when the last one closes.
let scrollLocks = 0;
let savedOverflow = '';
function lockScroll(): () => void {
  if (scrollLocks === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) document.body.style.overflow = savedOverflow;
  };
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.backdrop};
  @media ${({ theme }) => theme.media.mobile} {
    padding: 0;
    align-items: stretch;
  }
`;

const widths: Record<ModalSize, string> = { sm: '420px', md: '560px', lg: '760px' };

const Panel = styled.div<{ $size: ModalSize }>`
  position: relative;
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  max-height: calc(100vh - 32px);
  max-height: calc(100dvh - 32px);
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.xl}`};
  &:focus-visible {
    outline: none;
  }
  @media ${({ theme }) => theme.media.mobile} {
    max-width: none;
    max-height: none;
    height: 100%;
    border-radius: 0;
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.xl}`};
    padding-bottom: calc(${({ theme }) => theme.space.xl} + env(safe-area-inset-bottom, 0px));
  }
`;

const Title = styled.h2`
  padding-top: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.text};
`;

/* Sticky in the top corner, so it stays reachable while a long form scrolls inside the sheet. */
const CloseButton = styled.button`
  position: sticky;
  top: 0;
  float: right;
  margin: -${({ theme }) => theme.space.xs} -${({ theme }) => theme.space.xs} 0
    ${({ theme }) => theme.space.xs};
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** The dialog heading for content that cannot pass `title` to `Modal` (e.g. registry modals). */
export function ModalTitle({ children }: { children?: ReactNode }): ReactNode {
  const id = useContext(TitleIdContext);
  return <Title id={id}>{children}</Title>;
}

/**
 * An accessible dialog in a portal: role=dialog, aria-modal, labelled by its title, focus kept inside,
 * Escape and backdrop close it, focus goes back where it was, the page behind does not scroll.
 * A full-screen sheet on phones.
 */
export function Modal({
  open,
  onClose,
  title,
  'aria-label': ariaLabel,
  size = 'md',
  closeOnBackdrop = true,
  closeLabel,
  children,
}: ModalProps): ReactNode {
  const t = useUiTexts();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return undefined;
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockScroll();
    const panel = panelRef.current;
    if (panel) {
      const preferred = panel.querySelector<HTMLElement>('[data-autofocus]');
      (preferred ?? panel).focus();
    }
    return () => {
      unlock();
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusableIn(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      panelRef.current.focus();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnBackdrop && event.target === event.currentTarget) onCloseRef.current();
  };

  return createPortal(
    <TitleIdContext.Provider value={titleId}>
      <Backdrop onMouseDown={onBackdropMouseDown} data-testid="modal-backdrop">
        <Panel
          ref={panelRef}
          $size={size}
          role="dialog"
          aria-modal="true"
          aria-labelledby={ariaLabel ? undefined : titleId}
          aria-label={ariaLabel}
          tabIndex={-1}
          onKeyDown={onKeyDown}
        >
          <CloseButton
            type="button"
            aria-label={closeLabel ?? t('Close')}
            onClick={() => onCloseRef.current()}
          >
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path
                d="M5 5l10 10M15 5L5 15"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </CloseButton>
          {title !== undefined ? <Title id={titleId}>{title}</Title> : null}
          {children}
        </Panel>
      </Backdrop>
    </TitleIdContext.Provider>,
    document.body,
  );
}
