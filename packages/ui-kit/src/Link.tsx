import { forwardRef, type AnchorHTMLAttributes } from 'react';
import {
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
  type To,
} from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where it goes: a path of the app (absolute, or relative to the current route), or an outside address. */
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** History state handed to the next screen. */
  state?: unknown;
}

/** An address outside the app's router (`https:`, `tel:`, `mailto:`, `//host`). */
const OUTSIDE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * A link of the app: a real `<a href>` (open in a new tab, copy, long-press) that moves within the app without
 * reloading on a plain click. It is React Router's `useHref` and `useLinkClickHandler`; React Router's own
 * `Link` adds the data router's prefetching, form and view-transition machinery, which this app does not use
 * and which every first load used to download (docs/decisions/0035). An outside address is a plain link.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, target, onClick, ...rest },
  ref,
) {
  const outside = typeof to === 'string' && OUTSIDE.test(to);
  const href = useHref(outside ? '.' : to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(outside ? '.' : to, {
    replace,
    state,
    target,
  });
  return (
    <a
      {...rest}
      ref={ref}
      href={outside ? (to as string) : href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!outside && !event.defaultPrevented) follow(event);
      }}
    />
  );
});

export interface NavLinkProps extends LinkProps {
  /** Current only on its own path, not on the paths below it. */
  end?: boolean;
}

/**
 * A `Link` that marks itself `aria-current="page"` while its path (or, unless `end`, a path below it) is open:
 * menus and the bottom bar style the current entry by that attribute.
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { end = false, to, ...rest },
  ref,
) {
  const current = useLocation().pathname.toLowerCase();
  const path = useResolvedPath(to).pathname.toLowerCase();
  const active =
    current === path ||
    (!end && path !== '/' && current.startsWith(path.endsWith('/') ? path : `${path}/`));
  return <Link {...rest} ref={ref} to={to} aria-current={active ? 'page' : undefined} />;
});
