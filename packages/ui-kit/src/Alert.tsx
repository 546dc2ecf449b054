import { MESSAGE_MS } from '@medibridge/contract';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorIcon } from './FieldShell';
import { translate, useUiTexts } from './i18n';

export type AlertTone = 'success' | 'error' | 'info';

const Box = styled.div<{ $tone: AlertTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid currentColor;
  border-left-width: 4px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  ${({ theme, $tone }) => {
    const c = theme.colors;
    const [fg, bg] =
      $tone === 'success'
        ? [c.success, c.successSoft]
        : $tone === 'error'
          ? [c.danger, c.dangerSoft]
          : [c.info, c.infoSoft];
    return `color: ${fg}; background: ${bg};`;
  }}
  svg {
    flex: none;
    margin-top: 2px;
  }
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};
  strong {
    display: block;
    margin-bottom: 2px;
  }
`;

const Dismiss = styled.button`
  flex: none;
  margin: -10px -12px -10px 0;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

function ToneIcon({ tone }: { tone: AlertTone }): ReactNode {
  if (tone === 'error') return <ErrorIcon />;
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.6" />
      {tone === 'success' ? (
        <path
          d="M4.8 8.2l2.1 2.1 4.3-4.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <>
          <path d="M8 7.2v4.3" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          <circle cx="8" cy="4.8" r="1" fill="currentColor" />
        </>
      )}
    </svg>
  );
}

export interface AlertProps {
  /** success and info are announced politely (role=status); error interrupts (role=alert). */
  tone: AlertTone;
  children: ReactNode;
  /** Optional bold first line. */
  title?: ReactNode;
  /** Hide after this many ms (default MESSAGE_MS = 5000); null keeps it until dismissed. */
  autoDismissMs?: number | null;
  /** Called when the alert hides itself (timer or close button). */
  onDismiss?: () => void;
  /** Show a close button. */
  dismissible?: boolean;
  className?: string;
}

/**
 * A success, error or info message that clears itself after 5 s (SPEC §9) and then calls `onDismiss`.
 * To show a new message in the same place, give it a new `key` (or drive it with `useTimedMessage`).
 */
export function Alert({
  tone,
  children,
  title,
  autoDismissMs = MESSAGE_MS,
  onDismiss,
  dismissible = false,
  className,
}: AlertProps): ReactNode {
  const t = useUiTexts();
  const [visible, setVisible] = useState(true);
  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  }, [onDismiss]);

  useEffect(() => {
    if (autoDismissMs === null || !visible) return undefined;
    const timer = setTimeout(() => {
      setVisible(false);
      onDismissRef.current?.();
    }, autoDismissMs);
    return () => clearTimeout(timer);
  }, [autoDismissMs, visible]);

  if (!visible) return null;
  return (
    <Box role={tone === 'error' ? 'alert' : 'status'} $tone={tone} className={className}>
      <ToneIcon tone={tone} />
      <Body>
        {title ? <strong>{title}</strong> : null}
        {typeof children === 'string' ? translate(children) : children}
      </Body>
      {dismissible ? (
        <Dismiss
          type="button"
          aria-label={t('Dismiss message')}
          onClick={() => {
            setVisible(false);
            onDismissRef.current?.();
          }}
        >
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path
              d="M4 4l8 8M12 4l-8 8"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </Dismiss>
      ) : null}
    </Box>
  );
}
