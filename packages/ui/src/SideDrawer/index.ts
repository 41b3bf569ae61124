export { SideDrawer, type SideDrawerItem, type SideDrawerProps } from './SideDrawer';
