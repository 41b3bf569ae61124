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

/** The same in English, for a physio who reads the portal in English (decision 0023). */
export const formLabelsEn: typeof formLabels = {
  welcome: {
    goal: { name: 'Goal', description: 'What do you want to achieve with your rehabilitation?' },
    complaint: {
      name: 'Symptoms',
      description: 'Where are your symptoms?',
      options: { 'lower-back': 'Lower back', knee: 'Knee', shoulder: 'Shoulder', neck: 'Neck', hip: 'Hip', other: 'Other' },
    },
    'earlier-training': {
      name: 'Previous exercise',
      description: 'How often did you exercise before your symptoms began?',
      options: { never: 'Never', weekly: 'Once a week', 'few-times-weekly': '2–3 times a week', daily: 'Every day' },
    },
  },
  'well-being': {
    sleep: {
      name: 'Sleep',
      description: 'How have you slept over the past week?',
      options: { bad: 'Badly', 'fairly-bad': 'Quite badly', 'fairly-good': 'Quite well', good: 'Well' },
    },
    mood: {
      name: 'Mood',
      description: 'How have you felt over the past week?',
      options: { low: 'Low', varying: 'Up and down', 'fairly-good': 'Quite good', good: 'Good' },
    },
    energy: { name: 'Energy', description: 'How much energy have you had?', options: { little: 'Little', moderate: 'Some', much: 'A lot' } },
    'stress-scale': { name: 'Stress', description: 'How stressed have you felt over the past week? (0 not at all – 10 very)' },
    'well-being': { name: 'Well-being', description: 'How have you felt overall over the past week? (0 very bad – 100 very good)' },
    'perceived-capacity': { name: 'Perceived capacity', description: 'How well are you coping with everyday life right now? (0 not at all – 10 fully)' },
  },
  'physical-activity': {
    'daily-activity': {
      name: 'Everyday activity',
      description: 'Minutes of brisk activity a day',
      options: { 'under-10': 'Under 10', '10-30': '10–30', '30-60': '30–60', 'over-60': 'Over 60' },
    },
    sitting: { name: 'Sitting', description: 'Hours spent sitting a day', options: { 'under-4': 'Under 4', '4-8': '4–8', 'over-8': 'Over 8' } },
    'physical-function': { name: 'Physical function', description: 'How well does your body work in everyday life? (0 not at all – 100 without any trouble)' },
    'activity-index': { name: 'Activity index', description: 'How active have you been over the past week? (0 not at all – 100 very)' },
  },
};
