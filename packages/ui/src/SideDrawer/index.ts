export { SideDrawer, type SideDrawerItem, type SideDrawerProps } from './SideDrawer';
export { NavigationSheet, type NavigationSheetProps } from './NavigationSheet';
