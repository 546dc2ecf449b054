import styled from 'styled-components';

/** A narrow, centred column for simple message pages (404, errors). */
export const MessagePage = styled.section`
  max-width: 680px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
  text-align: center;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
  @media ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    justify-content: center;
    flex-wrap: wrap;
  }
`;
