import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Badge } from '../Badge';
import { ChevronLeftIcon, ChevronRightIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import { Tooltip, TooltipTrigger } from '../Tooltip';
import * as styles from './SideDrawer.css';

export type SideDrawerItem = {
  id: string;
  label: string;
  href: string;
  /** An icon from `@rehab/ui/Icon`. */
  icon: ReactNode;
  unreadCount?: number;
  /** What the count means, for screen readers, e.g. "3 olästa meddelanden". */
  unreadLabel?: string;
};

export type SideDrawerProps = {
  /** Name of the navigation landmark, e.g. "Huvudmeny". */
  'aria-label': string;
  items: readonly SideDrawerItem[];
  /** The item of the current page (aria-current="page"). */
  currentId?: string;
  isCollapsed: boolean;
  /** Without it the drawer has no collapse button (the width is the screen's, e.g. the rail of a tablet). */
  onCollapsedChange?: (isCollapsed: boolean) => void;
  collapseLabel?: string;
  expandLabel?: string;
  /** The product mark shown above the items when expanded. */
  logo?: ReactNode;
  /** A button beside the logo instead of the collapse button, e.g. closing the phone's navigation sheet. */
  action?: ReactNode;
};

/** The portal's main navigation: 224 px wide, or 68 px with icons only and a tooltip per item. */
export function SideDrawer({ isCollapsed, onCollapsedChange, ...props }: SideDrawerProps) {
  return (
    <nav aria-label={props['aria-label']} className={`${styles.drawer} ${isCollapsed ? styles.collapsed : ''}`}>
      {(!isCollapsed || onCollapsedChange) && (
        <div className={styles.top}>
          {!isCollapsed && props.logo}
          {props.action}
          {onCollapsedChange && !props.action && (
            <IconButton
              aria-label={(isCollapsed ? props.expandLabel : props.collapseLabel) ?? ''}
              aria-expanded={!isCollapsed}
              onPress={() => onCollapsedChange(!isCollapsed)}
            >
              {isCollapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
            </IconButton>
          )}
        </div>
      )}
      <ul className={styles.list}>
        {props.items.map((item) => (
          <li key={item.id}>
            <DrawerLink item={item} isCurrent={item.id === props.currentId} isCollapsed={isCollapsed} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function DrawerLink({ item, isCurrent, isCollapsed }: { item: SideDrawerItem; isCurrent: boolean; isCollapsed: boolean }) {
  const count = item.unreadCount ?? 0;
  const link = (
    <Link href={item.href} aria-current={isCurrent ? 'page' : undefined} className={styles.link}>
      <span className={styles.icon}>{item.icon}</span>
      <span className={isCollapsed ? visuallyHidden : styles.label}>{item.label}</span>
      {count > 0 && (
        <span className={isCollapsed ? styles.cornerBadge : undefined}>
          <Badge tone="secondary" count={count} aria-label={item.unreadLabel} />
        </span>
      )}
    </Link>
  );
  if (!isCollapsed) return link;
  return (
    <TooltipTrigger delay={300}>
      {link}
      <Tooltip placement="end">{item.label}</Tooltip>
    </TooltipTrigger>
  );
}
