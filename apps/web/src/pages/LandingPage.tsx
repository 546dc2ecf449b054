import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ROUTES, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@medibridge/contract';
import { Button } from '@medibridge/ui-kit';
import { Icon } from '../layout/icons';
import { SERVICE_GROUPS } from '../layout/services';

const Hero = styled.section`
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.primarySoft} 0%, ${({ theme }) => theme.colors.accentSoft} 100%);
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
`;

const Container = styled.div`
  max-width: ${({ theme }) => theme.containerWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md} 0;
  @media ${({ theme }) => theme.media.tablet} { padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md} 0; }
`;

const HeroGrid = styled(Container)`
  padding-bottom: ${({ theme }) => theme.space.lg};
  @media ${({ theme }) => theme.media.tablet} { padding-top: ${({ theme }) => theme.space.xxl}; padding-bottom: ${({ theme }) => theme.space.xxl}; }
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  @media ${({ theme }) => theme.media.desktop} { grid-template-columns: 1.5fr 1fr; align-items: center; }
`;

const Title = styled.h1`
  font-size: 1.625rem;
  letter-spacing: -0.01em;
  @media ${({ theme }) => theme.media.tablet} { font-size: ${({ theme }) => theme.fontSizes.display}; }
`;

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  max-width: 36rem;
  @media ${({ theme }) => theme.media.tablet} { font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
  > * { flex: 1 1 200px; }
  @media ${({ theme }) => theme.media.tablet} { > * { flex: 0 0 auto; } }
`;

const Claims = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: flex-start;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: 1.35;
  }
  strong { display: block; font-size: ${({ theme }) => theme.fontSizes.md}; color: ${({ theme }) => theme.colors.text}; }
  svg { flex: none; color: ${({ theme }) => theme.colors.success}; margin-top: 2px; }
`;

const Offers = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(2, minmax(0, 1fr));
`;

const Offer = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.3;
  strong { display: block; font-size: ${({ theme }) => theme.fontSizes.lg}; color: ${({ theme }) => theme.colors.primary}; }
  > svg { flex: none; color: ${({ theme }) => theme.colors.accent}; }
  &:hover { border-color: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.text}; }
`;

const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(3, minmax(0, 1fr));
  @media ${({ theme }) => theme.media.tablet} { grid-template-columns: repeat(5, minmax(0, 1fr)); gap: ${({ theme }) => theme.space.md}; }
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: flex-start;
    gap: ${({ theme }) => theme.space.xs};
    height: 100%;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.divider};
    color: ${({ theme }) => theme.colors.text};
    text-align: center;
    text-decoration: none;
    font-size: 0.8125rem;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    line-height: 1.25;
    overflow-wrap: anywhere;
    hyphens: auto;
  }
  a:hover { border-color: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.primaryHover}; }
  span.icon {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const CLAIMS = [
  ['5% to 10% off', 'instant discount on surgeries'],
  ['No-cost EMI', 'on treatment packages'],
  ['Consumables waived', 'for insured patients'],
  ['50+ procedures', 'at partner hospitals'],
] as const;

const TILES = SERVICE_GROUPS.flatMap((group) => group.links).concat([
  { to: ROUTES.contactUs, label: 'Contact Us', icon: 'mail' },
]);

/**
 * The shell's landing page at / and /home (until packages-search brings the home page): what MediBridge
 * offers, the marketing claims of SPEC §1, every service page and a call button.
 */
export function LandingPage(): ReactNode {
  return (
    <>
      <title>MediBridge — Treatment packages, doctors and medicines</title>
      <Hero>
        <HeroGrid>
          <div>
            <Title>Hospital treatment at fair prices, with someone to guide you</Title>
            <Lead>
              Compare treatment packages at trusted hospitals, book a doctor consultation by video or audio, and get
              nurses, physiotherapists or an ambulance — anywhere in India.
            </Lead>
            <Actions>
              <Button as="a" href={SUPPORT_PHONE_HREF}>
                <Icon name="phone" size={20} />
                Call {SUPPORT_PHONE}
              </Button>
              <Button as={Link} to={ROUTES.treatmentPackage} variant="secondary">
                Explore treatment packages
              </Button>
            </Actions>
          </div>
          <Claims aria-label="Why MediBridge">
            {CLAIMS.map(([title, text]) => (
              <li key={title}>
                <Icon name="check" size={20} />
                <span>
                  <strong>{title}</strong>
                  {text}
                </span>
              </li>
            ))}
          </Claims>
        </HeroGrid>
      </Hero>
      <Container>
        <Offers>
          <Offer to={ROUTES.pharmacy}>
            <Icon name="pill" size={28} />
            <span>
              <strong>Up to 20% off</strong>
              medicines
            </span>
          </Offer>
          <Offer to={ROUTES.labTests}>
            <Icon name="flask" size={28} />
            <span>
              <strong>Up to 70% off</strong>
              lab tests
            </span>
          </Offer>
        </Offers>
      </Container>
      <Container as="section" aria-labelledby="services-title">
        <SectionTitle id="services-title">Our Services</SectionTitle>
        <Tiles>
          {TILES.map((tile) => (
            <li key={tile.to}>
              <Link to={tile.to}>
                <span className="icon">
                  <Icon name={tile.icon} />
                </span>
                {tile.label}
              </Link>
            </li>
          ))}
        </Tiles>
      </Container>
    </>
  );
}
