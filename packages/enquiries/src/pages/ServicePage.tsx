import { Suspense, lazy, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { AMBULANCE_SERVICES, HOME_CARE_SERVICES, SUPPORT, servicePage } from '@medibridge/contract';
import {
  Button,
  Card,
  CardTitle,
  FactList,
  PageContainer,
  translate,
  useAfterFirstPaint,
  useModal,
} from '@medibridge/ui-kit';
import type { PageEnquiryFormProps } from './PageEnquiryForm';
import { PageEnquiryFormSkeleton } from './PageEnquiryFormSkeleton';
import { PAGE_CONTENT, SERVICE_CONTENT } from './serviceContent';
import { useEnquiryTexts } from '../i18n';
import { contentTexts } from '../i18n/pages';

/**
 * The enquiry form (formik and the fields, some twenty small files) is its own chunk, off the page's first
 * load: on a phone it sits below the service text. Its download starts once the text is on screen, so the
 * two do not share the link (docs/decisions/0037); a skeleton of the form's shape holds its place.
 */
const PageEnquiryForm = lazy(async () => ({
  default: (await import('./PageEnquiryForm')).PageEnquiryForm,
}));

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.lg};
  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
    align-items: start;
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xs};
  }
  ul {
    margin: 0;
    padding-left: 1.2em;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const Lead = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

// `&&` outranks Layout's `ul { margin: 0; padding-left }`, which would glue the cards to the lead text.
const Cards = styled.ul`
  && {
    margin: ${({ theme }) => theme.space.lg} 0 0;
    padding: 0;
  }
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 1fr 1fr;
  }
  li {
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.divider};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xxs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Details = styled(FactList)`
  margin: ${({ theme }) => theme.space.lg} 0 0;
`;

const QuickRow = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
`;

/** One enquiry page of SPEC §2 (ambulance, home care, dentistry, transition care, international, contact, hospitalization): the description and the enquiry form. */
export function ServicePage(): ReactNode {
  const t = useEnquiryTexts();
  const { pathname } = useLocation();
  const slug = pathname.split('/').filter(Boolean).pop() ?? '';
  const modal = useModal();
  const formWanted = useAfterFirstPaint();
  const content = [...SERVICE_CONTENT, ...PAGE_CONTENT].find((c) => c.slug === slug);
  // Only the service routes of routes.ts (servicePaths) render this page, each with its content.
  if (!content) throw new Error(`No service page content for ${pathname}`);
  // The page's own content texts (one lazy Hindi chunk a page); the form and labels are the package's.
  const tc = contentTexts(content.slug)();
  // The heading is the page's name in contract's registry (its Hindi in hi-services), unless it has its own.
  const title = content.title
    ? tc(content.title)
    : translate(servicePage(`/${content.slug}`)?.label ?? '');
  const { kind } = content;
  const form: PageEnquiryFormProps = {
    enquiryType: content.enquiryType,
    cityService: kind === 'homeCare' ? content.slug : content.cityService,
    ambulance: kind === 'ambulance',
    genderLabel: content.genderLabel && tc(content.genderLabel),
    messageLabel: content.messageLabel && tc(content.messageLabel),
    international: content.international,
    emailRequired: content.emailRequired,
    idPrefix: `enquiry-${content.slug}`,
    submitLabel: content.submitLabel
      ? tc(content.submitLabel)
      : t(kind === 'ambulance' ? 'Request Ambulance' : 'Request a Call Back'),
  };
  return (
    <PageContainer>
      <Layout>
        <article>
          <h1>{title}</h1>
          <Lead>{tc(content.intro)}</Lead>
          {content.cards && (
            <Cards aria-label={t('{title} services', { title })}>
              {content.cards.map((card) => (
                <li key={card.title}>
                  {/* h2: the cards come straight after the page's h1 (heading order). */}
                  <h2>{tc(card.title)}</h2>
                  <p>{tc(card.text)}</p>
                </li>
              ))}
            </Cards>
          )}
          {content.sections.map((section) => (
            <section key={section.heading} aria-label={tc(section.heading)}>
              <h2>{tc(section.heading)}</h2>
              <ul>
                {section.points.map((point) => (
                  <li key={point}>{tc(point)}</li>
                ))}
              </ul>
            </section>
          ))}
          {content.contactDetails && (
            <Details aria-label={t('Contact details')}>
              <dt>{t('Phone')}</dt>
              <dd>
                <a href={SUPPORT.phoneHref}>{SUPPORT.phone}</a>
              </dd>
              <dt>{t('Email')}</dt>
              <dd>
                <a href={SUPPORT.emailHref}>{SUPPORT.email}</a>
              </dd>
              <dt>{t('Address')}</dt>
              <dd>{SUPPORT.address}</dd>
              <dt>{t('Hours')}</dt>
              <dd>{translate(SUPPORT.hours)}</dd>
            </Details>
          )}
          {kind !== 'page' && (
            <QuickRow>
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  const service = [...AMBULANCE_SERVICES, ...HOME_CARE_SERVICES].find(
                    (x) => x.slug === content.slug,
                  );
                  modal.open(kind, service ? { service_id: String(service.id) } : {});
                }}
              >
                {kind === 'ambulance' ? t('Quick ambulance request') : t('Quick home-care request')}
              </Button>
            </QuickRow>
          )}
        </article>
        <Card>
          <CardTitle>{t('Send an enquiry')}</CardTitle>
          {formWanted ? (
            <Suspense fallback={<PageEnquiryFormSkeleton {...form} />}>
              <PageEnquiryForm {...form} />
            </Suspense>
          ) : (
            <PageEnquiryFormSkeleton {...form} />
          )}
        </Card>
      </Layout>
    </PageContainer>
  );
}
