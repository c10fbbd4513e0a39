import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * React.lazy plus a `preload` that starts the same import early (a trigger's pointerenter or
 * focus), so a dialog's code is often there before the click. The import runs at most once.
 * Like any lazy component it renders fully on the server (prerender waits for it); the client
 * shows the nearest Suspense fallback only while the chunk is on its way.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { Component: LazyExoticComponent<ComponentType<P>>; preload: () => Promise<unknown> } {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then((component) => ({ default: component }));
    return loading;
  };
  return { Component: lazy(preload), preload };
}
