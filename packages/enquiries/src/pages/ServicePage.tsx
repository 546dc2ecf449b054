import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, CardTitle, PageContainer, useModal } from '@medibridge/ui-kit';
import { PageEnquiryForm } from './PageEnquiryForm';
import { SERVICE_CONTENT } from './serviceContent';

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

const QuickRow = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
`;

/** One ambulance or home-care page (SPEC §2): the description block and the enquiry form. */
export function ServicePage(): ReactNode {
  const { pathname } = useLocation();
  const slug = pathname.split('/').filter(Boolean).pop() ?? '';
  const modal = useModal();
  const content = SERVICE_CONTENT.find((c) => c.slug === slug);
  // Only the nine routes of routes.ts render this page, each with its content.
  if (!content) throw new Error(`No service page content for ${pathname}`);
  return (
    <PageContainer>
      <Layout>
        <article>
          <h1>{content.title}</h1>
          <Lead>{content.intro}</Lead>
          {content.sections.map((section) => (
            <section key={section.heading} aria-label={section.heading}>
              <h2>{section.heading}</h2>
              <ul>
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </section>
          ))}
          <QuickRow>
            <Button type="button" variant="secondary" onClick={() => modal.open(content.kind)}>
              {content.kind === 'ambulance' ? 'Quick ambulance request' : 'Quick home-care request'}
            </Button>
          </QuickRow>
        </article>
        <Card>
          <CardTitle>Send an enquiry</CardTitle>
          <PageEnquiryForm
            enquiryType={content.enquiryType}
            cityService={content.kind === 'homeCare' ? content.slug : undefined}
            ambulance={content.kind === 'ambulance'}
            idPrefix={`enquiry-${content.slug}`}
            submitLabel={content.kind === 'ambulance' ? 'Request Ambulance' : 'Request a Call Back'}
          />
        </Card>
      </Layout>
    </PageContainer>
  );
}
