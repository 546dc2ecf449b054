import { type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { afterLoginPath, loginPathFor, useCurrentUser } from '@medibridge/api-client';

/** A patient screen opened by a visitor: go to the login, and come back after it. */
export function RedirectToLogin(): ReactNode {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={loginPathFor(`${pathname}${search}${hash}`)} replace />;
}

/**
 * A guest screen (login, registration) opened while logged in: go where `next` says, or home (the staff
 * console for staff). The login screen's own navigation and this one agree, whichever runs first.
 */
export function RedirectAfterLogin(): ReactNode {
  const { search } = useLocation();
  const user = useCurrentUser();
  return <Navigate to={afterLoginPath(search, user)} replace />;
}
