import { type ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { loginRedirect, safeNext } from './access';

/** A patient screen opened by a visitor: go to the login, and come back after it. */
export function RedirectToLogin(): ReactNode {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={loginRedirect(`${pathname}${search}${hash}`)} replace />;
}

/** A guest screen (login, registration) opened while logged in: go where `next` says, or home. */
export function RedirectAfterLogin(): ReactNode {
  const [params] = useSearchParams();
  return <Navigate to={safeNext(params.get('next'))} replace />;
}
