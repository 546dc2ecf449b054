import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '@medibridge/api-client';
import { ROUTES, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@medibridge/contract';
import { Button } from '@medibridge/ui-kit';
import { Actions, Badge, MessagePage } from './Page';

/** Any path the app does not know: say so kindly and offer a way on. */
export function NotFoundPage(): ReactNode {
  const user = useCurrentUser();
  return (
    <MessagePage aria-labelledby="not-found-title">
      <title>Page not found — MediBridge</title>
      <Badge aria-hidden="true">404</Badge>
      <h1 id="not-found-title">We couldn’t find that page</h1>
      <p>The link may be old or mistyped. These will get you where you need to go — or call us and we’ll help.</p>
      <Actions>
        <Button as={Link} to={user ? ROUTES.home : ROUTES.root}>
          Go to home
        </Button>
        <Button as={Link} to={ROUTES.treatmentPackage} variant="secondary">
          Treatment packages
        </Button>
        {/* Its visible words are its name (axe: label-content-name-mismatch). */}
        <Button as="a" href={SUPPORT_PHONE_HREF} variant="secondary">
          Call support on {SUPPORT_PHONE}
        </Button>
      </Actions>
    </MessagePage>
  );
}
