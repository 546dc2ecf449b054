import { type ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(90px, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Label / value pairs of a record; empty values are left out. */
export function Facts({ rows }: { rows: readonly [ReactNode, ReactNode][] }): ReactNode {
  return (
    <List>
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value], i) => (
          <div key={i} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </List>
  );
}
