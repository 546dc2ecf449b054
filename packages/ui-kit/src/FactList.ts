import styled from 'styled-components';

/**
 * A term/definition list of facts (`<dt>` muted, `<dd>` semibold beside it, two columns): a hospital in an
 * enquiry form, contact details, a package at a glance. Values break anywhere rather than overflow (names,
 * e-mail addresses). No outer margin; extend it (`styled(FactList)`) to place it.
 */
export const FactList = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;
