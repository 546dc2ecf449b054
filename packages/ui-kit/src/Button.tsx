import {
  type ComponentPropsWithRef,
  type ElementType,
  type MouseEvent,
  type ReactNode,
} from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonOwnProps {
  /** primary (default): filled teal; secondary: outlined; ghost: text only; danger: filled red. */
  variant?: ButtonVariant;
  /** sm still keeps a 44px touch target; md (default) is 48px; lg is 56px. */
  size?: ButtonSize;
  /** Stretch to the container's width (common on phones). */
  fullWidth?: boolean;
  /** Shows a spinner, sets aria-busy and blocks clicks; the label stays for screen readers. */
  loading?: boolean;
  /** Text read instead of the label while loading; defaults to the label itself. */
  loadingLabel?: string;
  children?: ReactNode;
}

/** Button props for the element or component given in `as` (default `button`). */
export type ButtonProps<C extends ElementType = 'button'> = ButtonOwnProps & {
  /** Render as another element or component, e.g. `as="a"` or a router `Link`. */
  as?: C;
} & Omit<ComponentPropsWithRef<C>, keyof ButtonOwnProps | 'as'>;

const heights: Record<ButtonSize, string> = { sm: '44px', md: '48px', lg: '56px' };

function variantStyles(variant: ButtonVariant, theme: DefaultTheme) {
  const c = theme.colors;
  switch (variant) {
    case 'secondary':
      return css`
        background: ${c.surface};
        color: ${c.primary};
        border-color: ${c.primary};
        &:hover:not([aria-disabled='true']) {
          background: ${c.primarySoft};
          color: ${c.primaryHover};
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${c.primary};
        border-color: transparent;
        &:hover:not([aria-disabled='true']) {
          background: ${c.primarySoft};
          color: ${c.primaryHover};
        }
      `;
    case 'danger':
      return css`
        background: ${c.danger};
        color: ${c.onDanger};
        border-color: ${c.danger};
        &:hover:not([aria-disabled='true']) {
          background: ${c.dangerHover};
          border-color: ${c.dangerHover};
          color: ${c.onDanger};
        }
      `;
    default:
      return css`
        background: ${c.primary};
        color: ${c.onPrimary};
        border-color: ${c.primary};
        &:hover:not([aria-disabled='true']) {
          background: ${c.primaryHover};
          border-color: ${c.primaryHover};
          color: ${c.onPrimary};
        }
      `;
  }
}

const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}>`
  position: relative;
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ $size }) => heights[$size]};
  min-width: ${({ theme }) => theme.touchTarget};
  padding: 0
    ${({ theme, $size }) => ($size === 'sm' ? theme.space.sm : $size === 'lg' ? theme.space.xl : theme.space.lg)};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : $size === 'lg' ? theme.fontSizes.lg : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  touch-action: manipulation;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast};
  ${({ $variant, theme }) => variantStyles($variant, theme)}
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.85;
  }
`;

/**
 * The one button. Keeps native `<button>` behaviour (including the default `type="submit"` inside forms);
 * pass `type="button"` for actions that must not submit. Render as a link with `as="a"` or `as={Link}`.
 */
export function Button<C extends ElementType = 'button'>(props: ButtonProps<C>): ReactNode {
  const {
    as,
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    loading = false,
    loadingLabel,
    children,
    disabled,
    onClick,
    ...rest
  } = props as ButtonOwnProps & {
    as?: ElementType;
    disabled?: boolean;
    onClick?: (event: MouseEvent<HTMLElement>) => void;
  } & Record<string, unknown>;
  const isNativeButton = as === undefined || as === 'button';
  const blocked = Boolean(disabled) || loading;
  return (
    <StyledButton
      {...rest}
      as={as}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={isNativeButton ? Boolean(disabled) : undefined}
      aria-disabled={blocked ? true : undefined}
      aria-busy={loading ? true : undefined}
      onClick={(event: MouseEvent<HTMLElement>) => {
        if (blocked) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading ? <Spinner size={18} /> : null}
      {loading && loadingLabel ? loadingLabel : children}
    </StyledButton>
  );
}
