import { apiDownload } from '../../../lib/fetcher';

/** GET /patient-app/program.pdf: the patient's program as it stands today, with pictures, dosage and steps, to print. */
export function downloadOwnProgram(language: 'sv' | 'en') {
  return apiDownload(`/patient-app/program.pdf?language=${language}`, language === 'sv' ? 'traningsprogram.pdf' : 'exercise-program.pdf');
}
