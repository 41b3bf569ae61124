export { WeekNavigation, type WeekNavigationProps } from './WeekNavigation';
