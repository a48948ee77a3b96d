export { OpeningHours, type OpeningHoursProps } from './OpeningHours';
export {
  type DayHours,
  emptyWeek,
  type OpeningHoursIssue,
  type OpeningHoursIssueKind,
  type OpeningHoursValue,
  type TimeRange,
  validateDay,
  validateOpeningHours,
  type Weekday,
} from './OpeningHours.model';
