import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ROUTES, SUPPORT } from '@medibridge/contract';
import { Link, translate, useModal } from '@medibridge/ui-kit';
import { declaredLinks, isDeclared } from '../routing/declared';
import { SERVICE_GROUPS } from './services';
import { useMenuTexts } from '../i18n/menus';

const Foot = styled.footer`
  margin-top: ${({ theme }) => theme.space.xxl};
  background: ${({ theme }) => theme.colors.text};
  color: #e6edf0;
  a {
    color: #ffffff;
    text-decoration: none;
  }
  a:hover {
    color: #ffffff;
    text-decoration: underline;
  }
`;

/** A footer action that opens a modal, looking like the links around it. */
const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: #ffffff;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

const Columns = styled.div`
  max-width: ${({ theme }) => theme.containerWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1.4fr repeat(4, 1fr);
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: #ffffff;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  li {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const About = styled.div`
  grid-column: 1 / -1;
  @media ${({ theme }) => theme.media.tablet} {
    grid-column: auto;
  }
  p,
  address {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    margin-top: ${({ theme }) => theme.space.xs};
  }
  address {
    font-style: normal;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: #ffffff;
  }
`;

const Legal = styled.p`
  max-width: ${({ theme }) => theme.containerWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid rgba(255, 255, 255, 0.18);
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** Links onward from every screen, and how to reach a person. */
export function Footer(): ReactNode {
  const t = useMenuTexts();
  const modal = useModal();
  return (
    <Foot>
      <Columns>
        <About>
          <strong>MediBridge</strong>
          <p>
            {t(
              'Treatment packages at trusted hospitals, doctors on call and medicines — with a real person a call away.',
            )}
          </p>
          <address>
            {SUPPORT.address}
            <br />
            {translate(SUPPORT.hours)}
          </address>
        </About>
        {SERVICE_GROUPS.map((group) => (
          <nav key={group.title} aria-label={t('{group} links', { group: t(group.title) })}>
            <h2>{t(group.title)}</h2>
            <ul>
              {declaredLinks(group.links).map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{translate(link.label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label={t('Help links')}>
          <h2>{t('Help')}</h2>
          <ul>
            <li>
              <Link to={ROUTES.contactUs}>{t('Contact Us')}</Link>
            </li>
            <li>
              {isDeclared(ROUTES.appointmentStepFirst) ? (
                <Link to={ROUTES.appointmentStepFirst}>{t('Book an Appointment')}</Link>
              ) : (
                <LinkButton
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => modal.open('consultation')}
                >
                  {t('Book a free consultation')}
                </LinkButton>
              )}
            </li>
            <li>
              <a href={SUPPORT.phoneHref}>{t('Call {phone}', { phone: SUPPORT.phone })}</a>
            </li>
            <li>
              <a href={SUPPORT.emailHref}>{SUPPORT.email}</a>
            </li>
          </ul>
        </nav>
      </Columns>
      <Legal>
        {t('© {year} MediBridge. Information here does not replace a doctor’s advice.', {
          year: new Date().getFullYear(),
        })}
      </Legal>
    </Foot>
  );
}
