import { type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Svg = styled.svg<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  flex: none;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s !important;
    animation-iteration-count: infinite !important;
  }
`;

export interface SpinnerProps {
  /** Diameter in px. Default 20. */
  size?: number;
  /** When given, the spinner announces itself (role=status) with this text; otherwise it is decorative. */
  label?: string;
}

/** A small loading indicator in the current text colour. */
export function Spinner({ size = 20, label }: SpinnerProps): ReactNode {
  const svg = (
    <Svg $size={size} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </Svg>
  );
  if (!label) return svg;
  return (
    <span role="status" style={{ display: 'inline-flex' }}>
      {svg}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
