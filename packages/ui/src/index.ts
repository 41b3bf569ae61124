export * from './Box';
export * from './Button';
export * from './BarChart';
export * from './LineChart';
export * from './CalendarWeekView';
export * from './StatusPill';
export * from './Table';
