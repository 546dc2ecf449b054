import { formatRupees } from '@medibridge/contract';
import { type ReactNode } from 'react';
import styled from 'styled-components';

const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export interface MoneyProps {
  /** Rupees, as a number or the wire string ('1500.00'). */
  amount: number | string;
  className?: string;
}

/** Rupees the Indian way: ₹1,23,456.00. A non-numeric value renders as ₹0.00 rather than 'NaN'. */
export function Money({ amount, className }: MoneyProps): ReactNode {
  const value = typeof amount === 'number' ? amount : Number(amount);
  return <Amount className={className}>{formatRupees(Number.isFinite(value) ? value : 0)}</Amount>;
}
