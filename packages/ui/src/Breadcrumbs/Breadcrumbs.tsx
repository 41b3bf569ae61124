import { Breadcrumb, Breadcrumbs as AriaBreadcrumbs, Link } from 'react-aria-components';
import * as styles from './Breadcrumbs.css';

export type BreadcrumbItem = { id: string; label: string; href?: string };

export type BreadcrumbsProps = {
  /** Name of the navigation landmark, e.g. "Brödsmulor". */
  'aria-label': string;
  items: readonly BreadcrumbItem[];
  onAction?: (id: string) => void;
};

/** Where a screen sits: every level is a link, the last one is the current page (aria-current). */
export function Breadcrumbs({ items, onAction, ...props }: BreadcrumbsProps) {
  return (
    <nav aria-label={props['aria-label']}>
      <AriaBreadcrumbs items={items} className={styles.list} onAction={(key) => onAction?.(String(key))}>
        {(item) => (
          <Breadcrumb id={item.id} className={styles.item}>
            {({ isCurrent }) => (
              <>
                <Link href={item.href} className={styles.link}>
                  {item.label}
                </Link>
                {!isCurrent && (
                  <span aria-hidden="true" className={styles.separator}>
                    /
                  </span>
                )}
              </>
            )}
          </Breadcrumb>
        )}
      </AriaBreadcrumbs>
    </nav>
  );
}
