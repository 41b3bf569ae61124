export { Badge, type BadgeProps } from './Badge';
export { formatBadgeCount } from './formatBadgeCount';
