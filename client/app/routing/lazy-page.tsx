import { type ComponentType, lazy, useState } from 'react';

/** A page loaded on demand (React.lazy), which can also be loaded before it is first rendered. */
export interface LazyPage {
  (): React.JSX.Element;
  /** Loads the page's module; once it has, the page renders at once, without suspending. */
  preload(): Promise<void>;
}

/**
 * A page's component, loaded when first shown. React.lazy suspends on its first render even when
 * the module has arrived, which would leave a prerendered page's main empty while it hydrates and
 * render the build's HTML without the page; so main.tsx and the prerenderer preload the first
 * route's page, and a page already loaded renders directly. Which of the two a mount uses is fixed
 * for that mount, so a page is never remounted when its module arrives.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  const loadOnce = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadOnce);
  function Page() {
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  Page.preload = async () => {
    if (!loaded) await loadOnce();
  };
  return Page;
}
