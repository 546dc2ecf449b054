import styled from 'styled-components';

export const Stage = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
`;

export const Screens = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 4 / 3;
  max-height: 70vh;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #1b1f24;
  overflow: hidden;
`;

export const RemoteVideo = styled.video`
  width: 100%;
  height: 100%;
  object-fit: contain;
`;

export const LocalVideo = styled.video`
  position: absolute;
  right: 8px;
  bottom: 8px;
  width: 30%;
  max-width: 180px;
  border: 2px solid #fff;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #000;
`;

export const Overlay = styled.p`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  color: #fff;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Controls = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  @media ${({ theme }) => theme.media.tablet} {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
  }
`;

export const Help = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;
