import { userExerciseResponse, type ExerciseType } from '@rehab/contract';
import { apiFetch, jsonBody } from '../../../../lib/fetcher';

/** PATCH /user-exercises/{patientId}: moves the patient to another level of one kind of exercise. */
export function changeExerciseLevel(patientId: string, exerciseType: ExerciseType, level: number) {
  return apiFetch(`/user-exercises/${patientId}`, userExerciseResponse, jsonBody('PATCH', { exerciseType, level }));
}
