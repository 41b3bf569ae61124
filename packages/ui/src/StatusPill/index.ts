export { StatusPill, type PatientStatus, type StatusPillProps } from './StatusPill';
