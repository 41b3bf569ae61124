import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

export type TabsProps = Omit<AriaTabsProps, 'className' | 'style'>;
export type TabListProps<T extends object> = Omit<AriaTabListProps<T>, 'className' | 'style'>;
export type TabProps = Omit<AriaTabProps, 'className' | 'style'>;
export type TabPanelProps = Omit<AriaTabPanelProps, 'className' | 'style'>;

/** Sections of one screen, such as a patient's questionnaires, program and notes. Arrow keys move between tabs. */
export function Tabs(props: TabsProps) {
  return <AriaTabs {...props} className={styles.tabs} />;
}

/** The row of tabs; it scrolls sideways when the labels do not fit. Needs an aria-label. */
export function TabList<T extends object>(props: TabListProps<T>) {
  return <AriaTabList {...props} className={styles.tabList} />;
}

/** One tab. With `href` it is a link, so each section can have its own route. */
export function Tab(props: TabProps) {
  return <AriaTab {...props} className={styles.tab} />;
}

export function TabPanel(props: TabPanelProps) {
  return <AriaTabPanel {...props} className={styles.panel} />;
}
