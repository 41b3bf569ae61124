import { z } from 'zod/mini';

/** The enumerations of docs/rules/records.md, shared by server and portal. */
export const roles = ['physio', 'patient', 'org_admin', 'system_admin'] as const;
export const activityTypes = [
  'lesson',
  'theory-lesson',
  'exercise-strength',
  'strength',
  'exercise-pulse',
  'medical-note',
  'physical-function',
  'wellbeing',
  'walking',
  'mindfulness',
  'breathing',
  'stress-scale',
] as const;
export const exerciseTypes = ['strength', 'walking', 'breathing', 'mindfulness', 'theory-lesson'] as const;
export const entryTypes = ['appointment', 'lesson', 'exercise-strength', 'exercise-pulse', 'questionary'] as const;
export const taskStatuses = ['planned', 'done', 'skipped'] as const;
export const difficulties = ['easy', 'moderate', 'hard'] as const;
export const notificationKinds = ['ErrorMessage', 'NewMessage', 'ActivityFeedback', 'EmergencyAccess'] as const;
export const questionnaireKinds = ['welcome', 'well-being', 'physical-activity'] as const;
export const patientStatuses = ['active', 'inactive'] as const;
export const healthMeasureKinds = [
  'stress-scale',
  'physical-function',
  'well-being',
  'perceived-capacity',
  'activity-index',
] as const;
/** 0 other (shown as Not Set), 1 male, 2 female. */
export const genders = [0, 1, 2] as const;

export const role = z.enum(roles);
export const activityType = z.enum(activityTypes);
export const exerciseType = z.enum(exerciseTypes);
export const entryType = z.enum(entryTypes);
export const taskStatus = z.enum(taskStatuses);
export const difficulty = z.enum(difficulties);
export const notificationKind = z.enum(notificationKinds);
export const questionnaireKind = z.enum(questionnaireKinds);
export const patientStatus = z.enum(patientStatuses);
export const healthMeasureKind = z.enum(healthMeasureKinds);
export const gender = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export type Role = z.infer<typeof role>;
export type ActivityType = z.infer<typeof activityType>;
export type ExerciseType = z.infer<typeof exerciseType>;
export type EntryType = z.infer<typeof entryType>;
export type TaskStatus = z.infer<typeof taskStatus>;
export type Difficulty = z.infer<typeof difficulty>;
export type NotificationKind = z.infer<typeof notificationKind>;
export type QuestionnaireKind = z.infer<typeof questionnaireKind>;
export type PatientStatus = z.infer<typeof patientStatus>;
export type HealthMeasureKind = z.infer<typeof healthMeasureKind>;
export type Gender = z.infer<typeof gender>;
