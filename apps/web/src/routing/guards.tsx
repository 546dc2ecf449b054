import { type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { afterLoginPath, loginPathFor } from '@medibridge/api-client';

/** A patient screen opened by a visitor: go to the login, and come back after it. */
export function RedirectToLogin(): ReactNode {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={loginPathFor(`${pathname}${search}${hash}`)} replace />;
}

/** A guest screen (login, registration) opened while logged in: go where `next` says, or home. */
export function RedirectAfterLogin(): ReactNode {
  const { search } = useLocation();
  return <Navigate to={afterLoginPath(search)} replace />;
}
