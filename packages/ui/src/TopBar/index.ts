export { TopBar, type TopBarLabels, type TopBarNotification, type TopBarProps } from './TopBar';
