/**
 * The demo's own content in English beside its Swedish (decision 0023): the catalogue's exercises and groups, the
 * forms' questions and answers, the visits' titles. Migration 0036 writes the same words into a database seeded
 * before it.
 */

/** The catalogue's groups, by their Swedish name. */
export const groupInEnglish: Record<string, string> = {
  Ben: 'Legs',
  Bål: 'Core',
  Armar: 'Arms',
  Puls: 'Cardio',
  Andning: 'Breathing',
  'Medveten närvaro': 'Mindfulness',
  Teori: 'Theory',
};

/** The catalogue's exercises, by their Swedish name: the English name, and what the instruction asks the patient to do. */
export const exerciseInEnglish: Record<string, { name: string; doing: string }> = {
  Knäböj: { name: 'Squat', doing: 'the squats' },
  Utfallssteg: { name: 'Lunge', doing: 'the lunges' },
  Tåhävningar: { name: 'Calf raises', doing: 'the calf raises' },
  Planka: { name: 'Plank', doing: 'the plank' },
  Bäckenlyft: { name: 'Glute bridge', doing: 'the glute bridges' },
  Fågelhunden: { name: 'Bird dog', doing: 'the bird dog' },
  'Armhävning mot vägg': { name: 'Wall push-up', doing: 'the wall push-ups' },
  'Rodd med gummiband': { name: 'Band row', doing: 'the band rows' },
  'Rask promenad': { name: 'Brisk walk', doing: 'the brisk walk' },
  Intervallpromenad: { name: 'Interval walk', doing: 'the interval walk' },
  Magandning: { name: 'Belly breathing', doing: 'the belly breathing' },
  Fyrkantsandning: { name: 'Box breathing', doing: 'the box breathing' },
  Kroppsscanning: { name: 'Body scan', doing: 'the body scan' },
  'Närvaro i stunden': { name: 'Being in the moment', doing: 'the exercise' },
};

/** A catalogue exercise's name at a level, in both languages: "Intervallpromenad – nivå 4", "Interval walk – level 4". */
export const levelledName = { sv: (name: string, level: number) => `${name} – nivå ${level}`, en: (name: string, level: number) => `${name} – level ${level}` };

/** A catalogue exercise's instruction at a level, in both languages. */
export const catalogueInstruction = {
  sv: (name: string, walking: boolean, level: number) => (walking ? `Gå ${10 + level * 5} minuter i en takt där du blir lätt andfådd.` : `Utför ${name.toLowerCase()} lugnt och kontrollerat.`),
  en: (name: string, walking: boolean, level: number) =>
    walking ? `Walk for ${10 + level * 5} minutes at a pace that leaves you slightly out of breath.` : `Do ${exerciseInEnglish[name]?.doing ?? name} slowly and with control.`,
};

/** What a booked visit or a planned workout is called in the physio's calendar, in both languages. */
export const visitTitles = {
  appointment: { sv: 'Återbesök', en: 'Follow-up visit' },
  questionary: { sv: 'Genomgång av formulär', en: 'Questionnaire review' },
  lesson: { sv: 'Teorigenomgång', en: 'Theory review' },
  workout: { sv: 'Träningspass', en: 'Workout' },
  teamMeeting: { sv: 'Teammöte', en: 'Team meeting' },
  supervision: { sv: 'Kollegial handledning', en: 'Peer supervision' },
} as const;

/** The demo forms' questions and answers in English, by their Swedish words. */
export const questionInEnglish: Record<string, { name: string; description: string }> = {
  Mål: { name: 'Goal', description: 'What do you want to achieve with your rehabilitation?' },
  Besvär: { name: 'Symptoms', description: 'Where are your symptoms?' },
  'Tidigare träning': { name: 'Previous exercise', description: 'How often did you exercise before your symptoms began?' },
  Sömn: { name: 'Sleep', description: 'How have you slept over the past week?' },
  Stämningsläge: { name: 'Mood', description: 'How have you felt over the past week?' },
  Energi: { name: 'Energy', description: 'How much energy have you had?' },
  Vardagsaktivitet: { name: 'Everyday activity', description: 'Minutes of brisk activity a day' },
  Stillasittande: { name: 'Sitting', description: 'Hours spent sitting a day' },
};

/** The demo forms' answers in English, by question and answer in Swedish: "Bra" is "Well" of sleep, "Good" of mood. */
export const answerInEnglish: Record<string, Record<string, string>> = {
  Mål: { 'Gå utan smärta': 'Walk without pain', 'Orka leka med barnbarnen': 'Have the energy to play with my grandchildren', 'Tillbaka till arbetet': 'Get back to work', 'Springa 5 km': 'Run 5 km' },
  Besvär: { Ländrygg: 'Lower back', Knä: 'Knee', Axel: 'Shoulder', Nacke: 'Neck', Höft: 'Hip' },
  'Tidigare träning': { Aldrig: 'Never', '1 gång i veckan': 'Once a week', '2–3 gånger i veckan': '2–3 times a week', Dagligen: 'Every day' },
  Sömn: { Dåligt: 'Badly', 'Ganska dåligt': 'Quite badly', 'Ganska bra': 'Quite well', Bra: 'Well' },
  Stämningsläge: { Nedstämd: 'Low', Varierande: 'Up and down', 'Ganska bra': 'Quite good', Bra: 'Good' },
  Energi: { Lite: 'Little', Måttligt: 'Some', Mycket: 'A lot' },
  Vardagsaktivitet: { 'Under 10': 'Under 10', '10–30': '10–30', '30–60': '30–60', 'Över 60': 'Over 60' },
  Stillasittande: { 'Under 4': 'Under 4', '4–8': '4–8', 'Över 8': 'Over 8' },
};
