import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useApiReachable } from '@medibridge/api-client';
import { subscribeUpdate, updateReady } from '../pwa/updateState';
import { useOnline } from '../pwa/useOnline';
import type { NetworkNoticesView } from './NetworkNoticesView';

type View = typeof NetworkNoticesView;

let view: View | undefined;
function loadView(): Promise<View> {
  return import('./NetworkNoticesView').then((module) => (view = module.NetworkNoticesView));
}

/**
 * "You are offline" while the browser has no network (screens that need it cannot load or send anything
 * until it is back), and the offer to switch to a new version once one is waiting. The notices' look is a
 * chunk fetched as soon as the shell is up (and again on the next change if that failed), so no route's first
 * load carries it (docs/decisions/0029); the service worker keeps it for visits without a network.
 */
export function NetworkNotices(): ReactNode {
  // The browser's flag misses a phone whose 4G carries no data; a call that could not reach us does not.
  const browserOnline = useOnline();
  const reachable = useApiReachable();
  const online = browserOnline && reachable;
  const update = useSyncExternalStore(subscribeUpdate, updateReady, () => false);
  const [View, setView] = useState<View | undefined>(() => view);
  useEffect(() => {
    if (View) return undefined;
    let live = true;
    loadView()
      .then((loaded) => {
        if (live) setView(() => loaded);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [View, online, update]);
  if ((online && !update) || !View) return null;
  return <View online={online} update={update} />;
}
