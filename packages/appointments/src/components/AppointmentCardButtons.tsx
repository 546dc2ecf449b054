import styled from 'styled-components';

/** The card's buttons: two to a row on phones (an odd last one across both), in one row from tablets up. */
export const CardButtons = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin-top: auto;
  > :last-child:nth-child(odd) {
    grid-column: 1 / -1;
  }
  @media ${({ theme }) => theme.media.tablet} {
    display: flex;
    flex-wrap: wrap;
    > * {
      flex: 1 1 auto;
    }
  }
`;
