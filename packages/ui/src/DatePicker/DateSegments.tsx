import { DateInput, DateSegment } from 'react-aria-components';
import { dateInput, segment } from './DatePicker.css';

/** The editable year/month/day (and hour/minute) segments shared by DatePicker and TimeField. */
export function DateSegments({ className }: { className?: string }) {
  return <DateInput className={className ? `${dateInput} ${className}` : dateInput}>{(part) => <DateSegment segment={part} className={segment} />}</DateInput>;
}
