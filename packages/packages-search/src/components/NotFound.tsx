import type { ReactNode } from 'react';
import { useCurrentUser } from '@medibridge/api-client';
import { ROUTES, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@medibridge/contract';
import { Link, Button, EmptyState } from '@medibridge/ui-kit';
import { useNotFoundTexts } from '@medibridge/ui-kit/not-found';
import { Page } from './styles';
import { usePackageTexts } from '../i18n';

/**
 * The 404 for paths that reach a vendor route but are not vendor pages (the vendor routes match any first
 * segment, since React Router cannot match part of one). The shell's 404 words (ui-kit's useNotFoundTexts).
 */
export function NotFound(): ReactNode {
  const t = usePackageTexts();
  const words = useNotFoundTexts();
  const user = useCurrentUser();
  return (
    <Page>
      <title>{words.title}</title>
      <EmptyState
        headingLevel="h2"
        title={<span id="not-found-title">{words.heading}</span>}
        description={words.lead}
        action={
          <>
            <Button as={Link} to={user ? ROUTES.home : ROUTES.root}>
              {words.home}
            </Button>{' '}
            <Button as={Link} to={ROUTES.treatmentPackage} variant="secondary">
              {words.treatmentPackages}
            </Button>{' '}
            <Button
              as="a"
              href={SUPPORT_PHONE_HREF}
              variant="secondary"
              aria-label={words.callSupport}
            >
              {t('Call {phone}', { phone: SUPPORT_PHONE })}
            </Button>
          </>
        }
      />
    </Page>
  );
}
