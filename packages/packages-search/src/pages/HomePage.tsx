import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { ROUTES, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@medibridge/contract';
import { Link, Button, Carousel, useModal, translate, withBreakHints } from '@medibridge/ui-kit';
import { PackageSearchForm } from '../components/PackageSearchForm';
import { useServiceNames } from '@medibridge/ui-kit/service-names';
import { SERVICE_TILES } from '../components/services';
import { SectionTitle } from '../components/styles';
import { useQuoteModal } from '../components/useQuoteModal';
import { usePackageTexts, type PackageText } from '../i18n';

const Hero = styled.section`
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.colors.primarySoft} 0%,
    ${({ theme }) => theme.colors.accentSoft} 100%
  );
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
`;

const Container = styled.div`
  max-width: ${({ theme }) => theme.containerWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md} 0;
  min-width: 0;
`;

const HeroGrid = styled(Container)`
  padding-bottom: ${({ theme }) => theme.space.lg};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr);
    align-items: start;
    padding-top: ${({ theme }) => theme.space.xxl};
  }
`;

const Title = styled.h1`
  font-size: 1.5rem;
  letter-spacing: -0.01em;
  margin: 0;
  @media ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

const Lead = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SearchCard = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  padding: ${({ theme }) => theme.space.md};
`;

const Banner = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-top: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space.md};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Slide = styled.div`
  min-height: 88px;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xxs};
  white-space: normal;
  overflow-wrap: anywhere;
  strong {
    display: block;
    font-size: 1.375rem;
    line-height: 1.2;
    color: ${({ theme }) => theme.colors.accent};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const BannerActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  > * {
    /* A label never breaks inside its button: when two do not fit side by side they stack, full width. */
    flex: 1 1 auto;
    white-space: nowrap;
  }
`;

const Offers = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(2, minmax(0, 1fr));
`;

const offerLook = css`
  display: block;
  width: 100%;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  text-decoration: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.3;
  cursor: pointer;
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.primary};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Offer = styled(Link)`
  ${offerLook}
`;

/** Quick requests that open the ambulance and home-care modals (registered by the shell) in place. */
const QuickActions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin-top: ${({ theme }) => theme.space.sm};
`;

const QuickAction = styled.button`
  display: block;
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.3;
  text-align: left;
  cursor: pointer;
  overflow-wrap: anywhere;
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.primary};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(3, minmax(0, 1fr));
  @media ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
  a,
  button {
    display: flex;
    flex-direction: column;
    width: 100%;
    font: inherit;
    cursor: pointer;
    align-items: center;
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
  a:hover,
  button:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  span.mark {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** SPEC §1's banner claims. */
export const BANNER_CLAIMS: readonly (readonly [PackageText, PackageText])[] = [
  ['5% to 10% instant discount', 'on surgeries at partner hospitals'],
  ['No-cost EMI', 'spread your treatment cost, no interest'],
  ['Consumables waived', 'for insured patients'],
  ['50+ procedures', 'covered by our treatment packages'],
];

/** The home page (SPEC §2): package search, banner, quick entries and every service. */
export function HomePage(): ReactNode {
  useServiceNames();
  const t = usePackageTexts();
  const { openConsultation } = useQuoteModal();
  const modal = useModal();
  return (
    <>
      <title>{t('MediBridge — Treatment packages, doctors and medicines')}</title>
      <Hero>
        <HeroGrid>
          <div>
            <Title>{t('Find the right hospital for your treatment')}</Title>
            <Lead>
              {t(
                'Compare treatment packages at trusted hospitals in your city and get a free quote.',
              )}
            </Lead>
            <SearchCard>
              <PackageSearchForm idPrefix="home-search" />
            </SearchCard>
          </div>
          <Banner>
            <Carousel
              label={t('Offers')}
              slides={BANNER_CLAIMS.map(([title, text]) => (
                <Slide key={title}>
                  <strong>{t(title)}</strong>
                  <span>{t(text)}</span>
                </Slide>
              ))}
            />
            <BannerActions>
              <Button type="button" onClick={openConsultation}>
                {t('Book Free Appointment')}
              </Button>
              <Button
                as="a"
                href={SUPPORT_PHONE_HREF}
                variant="secondary"
                aria-label={t('Call us on {phone}', { phone: SUPPORT_PHONE })}
              >
                {t('Call us')}
              </Button>
            </BannerActions>
          </Banner>
        </HeroGrid>
      </Hero>
      <Container>
        <Offers>
          <Offer to={ROUTES.pharmacy}>
            <strong>{t('Up to 20% off')}</strong>
            {t('on medicines')}
          </Offer>
          <Offer to={ROUTES.labTests}>
            <strong>{t('Up to 70% off')}</strong>
            {t('on lab tests')}
          </Offer>
        </Offers>
        <QuickActions role="group" aria-label={t('Quick requests')}>
          <QuickAction type="button" aria-haspopup="dialog" onClick={() => modal.open('ambulance')}>
            <strong>{t('Book an ambulance')}</strong>
            {t('air, ICU, doctor, nurse or dead body')}
          </QuickAction>
          <QuickAction type="button" aria-haspopup="dialog" onClick={() => modal.open('homeCare')}>
            <strong>{t('Care at home')}</strong>
            {t('doctor, nurse, physio or ICU setup')}
          </QuickAction>
        </QuickActions>
      </Container>
      <Container as="section" aria-labelledby="services-title">
        <SectionTitle id="services-title">{t('Our Services')}</SectionTitle>
        <Tiles>
          {SERVICE_TILES.map((tile) => (
            <li key={tile.label}>
              <Link to={tile.to}>
                <span className="mark" aria-hidden="true">
                  {tile.mark}
                </span>
                {withBreakHints(translate(tile.label))}
              </Link>
            </li>
          ))}
        </Tiles>
      </Container>
    </>
  );
}
