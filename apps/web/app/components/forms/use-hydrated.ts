import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const onClient = () => true;
const onServer = () => false;

/**
 * False in the server's HTML and during hydration, true once the page's script runs. A form that
 * only works through its script (no route action) keeps its submit button disabled until then, so
 * a press before the script has loaded sends nothing anywhere (docs/architecture.md, forms).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, onClient, onServer);
}
