import { ChevronRight } from 'lucide-react';
import { useMatches } from 'react-router';
import { Link } from './local-link';
import { type Crumb, localisedTrail, type StructuredDataHandle } from '../structured-data';
import { useLocale, useUi } from '../locale';

/** The trail the page's route declares in `handle.breadcrumb`, home first; none on the home page. */
export function useBreadcrumb(): Crumb[] | null {
  const leaf = useMatches().at(-1);
  const ui = useUi();
  const locale = useLocale();
  if (!leaf) return null;
  const trail = (leaf.handle as StructuredDataHandle | undefined)?.breadcrumb?.(
    leaf.data,
    leaf.pathname,
    ui,
  );
  return trail?.length ? localisedTrail(trail, ui, locale) : null;
}

/** Where the page sits in the site, as links; the same trail search engines get as `BreadcrumbList`. */
export function Breadcrumbs() {
  const ui = useUi();
  const trail = useBreadcrumb();
  if (!trail) return null;
  return (
    <nav aria-label={ui.layout.breadcrumb} className="mb-3 text-sm">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-navy-100">
        {trail.map((crumb, index) => {
          const current = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1.5">
              {index > 0 && <ChevronRight aria-hidden="true" className="size-3.5 text-navy-100" />}
              {current ? (
                <span aria-current="page" className="font-semibold text-white">
                  {crumb.name}
                </span>
              ) : (
                <Link
                  to={crumb.path}
                  className="underline-offset-2 hover:text-white hover:underline focus-visible:text-white"
                >
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
