import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { pageTitleFor } from '@yarn-mgmt/web-platform';

interface Published {
  pathname: string;
  title: string;
}

const PageTitleContext = createContext<{
  published: Published | null;
  publish: (value: Published | null) => void;
} | null>(null);

/** Holds the title a remote's page publishes, for the top bar (which sits outside the remote's routes). */
export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [published, publish] = useState<Published | null>(null);
  return <PageTitleContext.Provider value={{ published, publish }}>{children}</PageTitleContext.Provider>;
}

/** A remote page states its title (from the remote's route table) while it is on screen. */
export function usePublishPageTitle(title: string): void {
  const publish = useContext(PageTitleContext)?.publish;
  const { pathname } = useLocation();
  useEffect(() => {
    if (!publish) return undefined;
    publish({ pathname, title });
    return () => publish(null);
  }, [publish, pathname, title]);
}

/** The top bar's title: what the page on screen published, else the shell's own route table. */
export function useTopBarTitle(): string {
  const published = useContext(PageTitleContext)?.published;
  const { pathname } = useLocation();
  // A title published for another path is stale (its page is leaving): never show it.
  return published?.pathname === pathname ? published.title : pageTitleFor(pathname);
}
