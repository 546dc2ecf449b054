import { type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

const Block = styled.span<{ $width: string; $height: string; $radius: string }>`
  display: block;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ $radius }) => $radius};
  background: ${({ theme }) =>
    `linear-gradient(90deg, ${theme.colors.skeleton} 25%, ${theme.colors.skeletonShine} 37%, ${theme.colors.skeleton} 63%)`};
  background-size: 400% 100%;
  animation: ${shimmer} 1.4s ease infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none !important;
    background: ${({ theme }) => theme.colors.skeleton};
  }
`;

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

function size(value: number | string): string {
  return typeof value === 'number' ? `${value}px` : value;
}

export interface SkeletonProps {
  /** CSS width or px. Default 100%. */
  width?: number | string;
  /** CSS height or px. Default 1em. */
  height?: number | string;
  /** Corner radius. Default 6px; 'circle' for avatars. */
  radius?: number | string | 'circle';
  /** Several text lines; the last one is shorter. */
  lines?: number;
  className?: string;
}

/**
 * A grey shimmering placeholder while content loads (still when the user prefers reduced motion). It is
 * hidden from screen readers: mark the loading region with aria-busy or a status message.
 */
export function Skeleton({
  width = '100%',
  height = '1em',
  radius = 6,
  lines,
  className,
}: SkeletonProps): ReactNode {
  const r = radius === 'circle' ? '50%' : size(radius);
  if (lines && lines > 1) {
    return (
      <Lines aria-hidden="true" className={className} data-skeleton="">
        {Array.from({ length: lines }, (_, i) => (
          <Block
            key={i}
            $width={i === lines - 1 ? '60%' : size(width)}
            $height={size(height)}
            $radius={r}
          />
        ))}
      </Lines>
    );
  }
  return (
    <Block
      aria-hidden="true"
      className={className}
      data-skeleton=""
      $width={size(width)}
      $height={size(height)}
      $radius={r}
    />
  );
}
