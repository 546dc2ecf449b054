import type { ReactNode } from 'react';
import { useCurrentUser } from '@medibridge/api-client';
import { ROUTES, SUPPORT_PHONE_HREF } from '@medibridge/contract';
import { Link, Button } from '@medibridge/ui-kit';
import { useNotFoundTexts } from '@medibridge/ui-kit/not-found';
import { Actions, Badge, MessagePage } from './Page';

/** Any path the app does not know: say so kindly and offer a way on. */
export function NotFoundPage(): ReactNode {
  const words = useNotFoundTexts();
  const user = useCurrentUser();
  return (
    <MessagePage aria-labelledby="not-found-title">
      <title>{words.title}</title>
      <Badge aria-hidden="true">404</Badge>
      <h1 id="not-found-title">{words.heading}</h1>
      <p>{words.lead}</p>
      <Actions>
        <Button as={Link} to={user ? ROUTES.home : ROUTES.root}>
          {words.home}
        </Button>
        <Button as={Link} to={ROUTES.treatmentPackage} variant="secondary">
          {words.treatmentPackages}
        </Button>
        {/* Its visible words are its name (axe: label-content-name-mismatch). */}
        <Button as="a" href={SUPPORT_PHONE_HREF} variant="secondary">
          {words.callSupport}
        </Button>
      </Actions>
    </MessagePage>
  );
}
