import type { HealthMeasureKind, patientFormItems, QuestionnaireKind } from '@rehab/contract';

type ItemId<Kind extends QuestionnaireKind> = (typeof patientFormItems)[Kind][number]['id'];

/**
 * How each item of the patient app's forms reads in the physio's questionnaires tab: the name and
 * question the portal shows (the seeded forms use the same), and each choice's words. The app shows its
 * own translations of the same items.
 */
export const formLabels: { [Kind in QuestionnaireKind]: Record<ItemId<Kind>, { name: string; description: string; options?: Record<string, string> }> } = {
  welcome: {
    goal: { name: 'Mål', description: 'Vad vill du uppnå med rehabiliteringen?' },
    complaint: {
      name: 'Besvär',
      description: 'Var sitter dina besvär?',
      options: { 'lower-back': 'Ländrygg', knee: 'Knä', shoulder: 'Axel', neck: 'Nacke', hip: 'Höft', other: 'Annat' },
    },
    'earlier-training': {
      name: 'Tidigare träning',
      description: 'Hur ofta tränade du innan besvären?',
      options: { never: 'Aldrig', weekly: '1 gång i veckan', 'few-times-weekly': '2–3 gånger i veckan', daily: 'Dagligen' },
    },
  },
  'well-being': {
    sleep: {
      name: 'Sömn',
      description: 'Hur har du sovit den senaste veckan?',
      options: { bad: 'Dåligt', 'fairly-bad': 'Ganska dåligt', 'fairly-good': 'Ganska bra', good: 'Bra' },
    },
    mood: {
      name: 'Stämningsläge',
      description: 'Hur har du mått den senaste veckan?',
      options: { low: 'Nedstämd', varying: 'Varierande', 'fairly-good': 'Ganska bra', good: 'Bra' },
    },
    energy: { name: 'Energi', description: 'Hur mycket energi har du haft?', options: { little: 'Lite', moderate: 'Måttligt', much: 'Mycket' } },
    'stress-scale': { name: 'Stress', description: 'Hur stressad har du känt dig den senaste veckan? (0 inte alls – 10 mycket)' },
    'well-being': { name: 'Välbefinnande', description: 'Hur har du mått överlag den senaste veckan? (0 mycket dåligt – 100 mycket bra)' },
    'perceived-capacity': { name: 'Upplevd förmåga', description: 'Hur väl klarar du din vardag just nu? (0 inte alls – 10 helt)' },
  },
  'physical-activity': {
    'daily-activity': {
      name: 'Vardagsaktivitet',
      description: 'Minuter rask aktivitet per dag',
      options: { 'under-10': 'Under 10', '10-30': '10–30', '30-60': '30–60', 'over-60': 'Över 60' },
    },
    sitting: { name: 'Stillasittande', description: 'Timmar stillasittande per dag', options: { 'under-4': 'Under 4', '4-8': '4–8', 'over-8': 'Över 8' } },
    'physical-function': { name: 'Fysisk funktion', description: 'Hur väl fungerar kroppen i vardagen? (0 inte alls – 100 helt utan besvär)' },
    'activity-index': { name: 'Aktivitetsindex', description: 'Hur aktiv har du varit den senaste veckan? (0 inte alls – 100 mycket)' },
  },
};

/** The scale items that are health measures: each answer is a point in the physio's health report. */
export const measureOf: Partial<Record<string, HealthMeasureKind>> = {
  'stress-scale': 'stress-scale',
  'well-being': 'well-being',
  'perceived-capacity': 'perceived-capacity',
  'physical-function': 'physical-function',
  'activity-index': 'activity-index',
};
