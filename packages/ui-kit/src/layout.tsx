import { type ComponentPropsWithRef, type CSSProperties, type ReactNode } from 'react';
import styled from 'styled-components';
import { type theme } from './theme';

/** Centres page content at a readable width with side gutters. */
export const PageContainer = styled.div`
  width: 100%;
  max-width: ${({ theme: t }) => t.containerWidth};
  margin: 0 auto;
  padding: ${({ theme: t }) => `${t.space.lg} ${t.space.md}`};
  @media ${({ theme: t }) => t.media.tablet} {
    padding: ${({ theme: t }) => `${t.space.xl} ${t.space.lg}`};
  }
`;

type Space = keyof typeof theme.space;

const StackBox = styled.div<{
  $direction: 'row' | 'column';
  $gap: Space;
  $align?: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
  $wrap: boolean;
}>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  gap: ${({ theme: t, $gap }) => t.space[$gap]};
  ${({ $align }) => ($align ? `align-items: ${$align};` : '')}
  ${({ $justify }) => ($justify ? `justify-content: ${$justify};` : '')}
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  min-width: 0;
`;

export type StackProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  children?: ReactNode;
  /** column (default) or row. */
  direction?: 'row' | 'column';
  /** A theme space key. Default md (16px). */
  gap?: Space;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
};

/** Lays children out in a row or column with a theme gap. */
export function Stack({
  direction = 'column',
  gap = 'md',
  align,
  justify,
  wrap = false,
  ...rest
}: StackProps): ReactNode {
  return (
    <StackBox
      {...rest}
      $direction={direction}
      $gap={gap}
      $align={align}
      $justify={justify}
      $wrap={wrap}
    />
  );
}
