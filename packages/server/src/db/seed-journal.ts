import type { NoteSectionRow, TemplateTextRow } from './schema';

/*
 * The demo's journal: an organization's templates as a Swedish physiotherapist writes a journal, in Swedish and
 * English, and real notes for each patient, written from them to match the patient's program.
 */

type DemoTemplate = { key: TemplateKey; repeatable: boolean; sv: TemplateTextRow; en: TemplateTextRow };
export type TemplateKey = 'new-visit' | 'soap' | 'follow-up' | 'visit' | 'phone' | 'discharge';

export const demoTemplates: DemoTemplate[] = [
  {
    key: 'new-visit',
    repeatable: false,
    sv: {
      title: 'Nybesök',
      sections: [
        { heading: 'Anamnes', hint: 'Aktuella besvär, debut och förlopp. Tidigare sjukdomar och behandlingar. Läkemedel. Arbete och social situation. Patientens mål.' },
        { heading: 'Status', hint: 'Inspektion, rörlighet, muskelstyrka, neurologi och funktionstester. Smärta skattad med NRS.' },
        { heading: 'Bedömning', hint: 'Sammanfattande bedömning av funktion, aktivitet och delaktighet utifrån fynden.' },
        { heading: 'Åtgärd och plan', hint: 'Överenskomna mål, träningsprogram med nivå och frekvens, uppföljning.' },
      ],
    },
    en: {
      title: 'First visit',
      sections: [
        { heading: 'History', hint: 'Presenting complaint, onset and course. Past illnesses and treatments. Medication. Work and social situation. The patient’s goals.' },
        { heading: 'Examination', hint: 'Inspection, range of motion, strength, neurology and functional tests. Pain rated on the NRS.' },
        { heading: 'Assessment', hint: 'Summary of body function, activity and participation based on the findings.' },
        { heading: 'Treatment and plan', hint: 'Goals agreed with the patient, exercise programme with level and frequency, follow-up.' },
      ],
    },
  },
  {
    key: 'soap',
    repeatable: true,
    sv: {
      title: 'SOAP',
      sections: [
        { heading: 'Subjektivt', hint: 'Vad patienten berättar: besvär, förändring, hur träningen har gått.' },
        { heading: 'Objektivt', hint: 'Undersökningsfynd och mätningar.' },
        { heading: 'Analys', hint: 'Din bedömning av fynden.' },
        { heading: 'Plan', hint: 'Åtgärder och nästa steg.' },
      ],
    },
    en: {
      title: 'SOAP',
      sections: [
        { heading: 'Subjective', hint: 'What the patient reports: symptoms, change, how the exercise has gone.' },
        { heading: 'Objective', hint: 'Findings and measurements.' },
        { heading: 'Assessment', hint: 'Your assessment of the findings.' },
        { heading: 'Plan', hint: 'Treatment and next steps.' },
      ],
    },
  },
  {
    key: 'follow-up',
    repeatable: true,
    sv: {
      title: 'Uppföljning',
      sections: [
        { heading: 'Följsamhet', hint: 'Hur patienten har följt programmet sedan förra besöket.' },
        { heading: 'Förändring', hint: 'Smärta, funktion och aktivitet jämfört med förra besöket.' },
        { heading: 'Justering och plan', hint: 'Ändrad nivå eller frekvens, nästa uppföljning.' },
      ],
    },
    en: {
      title: 'Follow-up',
      sections: [
        { heading: 'Adherence', hint: 'How the patient has followed the programme since the last visit.' },
        { heading: 'Change', hint: 'Pain, function and activity compared with the last visit.' },
        { heading: 'Adjustment and plan', hint: 'Changed level or frequency, next follow-up.' },
      ],
    },
  },
  {
    key: 'visit',
    repeatable: true,
    sv: {
      title: 'Besöksanteckning',
      sections: [
        { heading: 'Besöket', hint: 'Vad som togs upp och vad som gjordes.' },
        { heading: 'Plan', hint: 'Vad som är överenskommet till nästa gång.' },
      ],
    },
    en: {
      title: 'Visit note',
      sections: [
        { heading: 'The visit', hint: 'What was discussed and done.' },
        { heading: 'Plan', hint: 'What was agreed until next time.' },
      ],
    },
  },
  {
    key: 'phone',
    repeatable: true,
    sv: { title: 'Telefonkontakt', sections: [{ heading: 'Samtalet', hint: 'Vem som ringde, vad som togs upp och vad som bestämdes.' }] },
    en: { title: 'Telephone contact', sections: [{ heading: 'The call', hint: 'Who called, what was discussed and what was decided.' }] },
  },
  {
    key: 'discharge',
    repeatable: false,
    sv: {
      title: 'Epikris',
      sections: [
        { heading: 'Sammanfattning', hint: 'Behandlingsperioden i korthet: orsak, insatser, antal besök.' },
        { heading: 'Resultat', hint: 'Uppnådda mål och mätningar före och efter.' },
        { heading: 'Rekommendationer', hint: 'Fortsatt egenträning och när patienten bör höra av sig.' },
      ],
    },
    en: {
      title: 'Discharge summary',
      sections: [
        { heading: 'Summary', hint: 'The treatment period in brief: reason, interventions, number of visits.' },
        { heading: 'Outcome', hint: 'Goals reached and measurements before and after.' },
        { heading: 'Recommendations', hint: 'Continued self-training and when the patient should get in touch.' },
      ],
    },
  },
];

/** What a patient came for, and how the physio writes about it. */
type Complaint = {
  history: string;
  examination: string;
  test: string;
  assessment: string;
  goal: string;
  pain: [number, number, number];
  /** A slip in the first note, corrected by an amendment: the wrong text, the right one, and why. */
  slip: { wrong: string; right: string; reason: string };
};

const complaints: Complaint[] = [
  {
    history:
      'Ländryggssmärta sedan drygt tre månader, började efter en flytt med mycket lyft. Ingen utstrålning i benen. Inga varningstecken: ingen påverkan på blåsa eller tarm, ingen nattlig värk, ingen viktnedgång.\n\nArbetar som undersköterska, sjukskriven 50 % sedan en månad. Bor med sambo. Promenerade tidigare dagligen med hunden, nu kortare sträckor.\n\nLäkemedel: paracetamol vid behov.',
    examination:
      'Går utan hjälpmedel, något stel i ländryggen. Flexion fingertopp–golv 25 cm, smärta i slutläget. Palpationsöm paravertebralt L4–L5 bilateralt. SLR utan anmärkning bilateralt. Neurologi utan anmärkning.',
    test: '30 sekunders uppresning från stol: 9 gånger.',
    assessment:
      'Ospecifik långvarig ländryggssmärta med rörelserädsla och nedsatt fysisk kapacitet. Inget som talar för nervrotspåverkan. God prognos med gradvis ökad belastning.',
    goal: 'Kunna gå 30 minuter utan att smärtan ökar och arbeta heltid igen inom åtta veckor.',
    pain: [6, 4, 2],
    slip: { wrong: 'SLR positivt vänster vid 60°', right: 'SLR utan anmärkning bilateralt', reason: 'Fel fynd skrivet i status: SLR var utan anmärkning på båda sidor.' },
  },
  {
    history:
      'Knäsmärta höger sedan ett år, gradvis debut, röntgenverifierad artros enligt vårdcentralen. Ont vid trappgång och efter längre promenader, morgonstelhet cirka 15 minuter.\n\nPensionär, bor i villa med trappa. Tycker om trädgårdsarbete och att gå med barnbarnen.\n\nLäkemedel: Alvedon vid behov, tidigare Voltaren gel.',
    examination:
      'Lätt hälta höger. Knäflexion höger 120°, vänster 135°, extension 0° bilateralt. Lätt svullnad höger knä, ingen värmeökning. Nedsatt styrka i quadriceps höger.',
    test: '30 sekunders uppresning från stol: 8 gånger. 6 minuters gångtest: 410 meter.',
    assessment:
      'Knäartros höger med nedsatt muskelstyrka och gångförmåga. Patienten är motiverad till träning, vilket är förstahandsbehandling.',
    goal: 'Gå i trappor utan att behöva ledstången och orka promenera 45 minuter.',
    pain: [5, 4, 2],
    slip: { wrong: 'Knäflexion vänster 120°, höger 135°', right: 'Knäflexion höger 120°, vänster 135°', reason: 'Sidorna förväxlade i status: den nedsatta rörligheten är i höger knä.' },
  },
  {
    history:
      'Smärta i vänster axel sedan fyra månader, debut efter målning av tak. Ont vid lyft över axelhöjd och nattetid när hon ligger på vänster sida.\n\nArbetar på kontor, heltid. Spelar badminton, har gjort uppehåll.\n\nLäkemedel: inga.',
    examination:
      'Aktiv abduktion vänster 150° med smärtsam båge 70–120°. Passiv rörlighet full. Utåtrotation mot motstånd smärtsam men stark. Hawkins positivt vänster.',
    test: 'QuickDASH: 34 poäng.',
    assessment: 'Subakromiell smärta vänster axel. Ingen misstanke om större rotatorkuffruptur, styrkan är bevarad.',
    goal: 'Sova hela natten utan att vakna av smärta och börja spela badminton igen.',
    pain: [6, 3, 1],
    slip: { wrong: 'Utåtrotation mot motstånd svag', right: 'Utåtrotation mot motstånd smärtsam men stark', reason: 'Felskrivning: styrkan i utåtrotation var normal.' },
  },
  {
    history:
      'Nackvärk och spänningshuvudvärk sedan ett halvår, värre under perioder med mycket datorarbete och stress. Ingen yrsel, inga domningar i armarna.\n\nArbetar som ekonom, mycket skärmtid. Sover dåligt sedan i höstas.\n\nLäkemedel: ipren vid behov.',
    examination:
      'Framskjuten huvudhållning. Rotation höger 60°, vänster 70°. Ömma triggerpunkter i övre trapezius bilateralt. Neurologi i armarna utan anmärkning.',
    test: 'Neck Disability Index: 28 %.',
    assessment: 'Långvarig nacksmärta med stress och sömnbrist som bidragande faktorer. Gynnsamt med träning, pauser i arbetet och återhämtning.',
    goal: 'Färre dagar med huvudvärk och kunna arbeta en hel dag utan nackvärk.',
    pain: [5, 3, 2],
    slip: { wrong: 'Rotation höger 70°, vänster 60°', right: 'Rotation höger 60°, vänster 70°', reason: 'Sidorna förväxlade i status.' },
  },
  {
    history:
      'Opererad med höftprotes vänster för åtta veckor sedan på grund av artros. Okomplicerat förlopp. Går med en kryckkäpp utomhus.\n\nBor ensam i lägenhet med hiss. Dottern handlar åt honom.\n\nLäkemedel: Alvedon 1 g vid behov.',
    examination:
      'Läkt operationsärr. Gång med en kryckkäpp, kortare steg vänster. Höftflexion vänster 95°. Nedsatt styrka i höftabduktorer vänster. Trendelenburg positivt vänster.',
    test: 'Timed Up and Go: 14 sekunder.',
    assessment: 'Nedsatt styrka och balans efter höftprotes, förväntat förlopp. Fallrisken bedöms måttlig.',
    goal: 'Gå utan kryckkäpp inomhus och utomhus och klara att handla själv.',
    pain: [4, 2, 1],
    slip: { wrong: 'Timed Up and Go: 41 sekunder', right: 'Timed Up and Go: 14 sekunder', reason: 'Felskrivning av värdet för Timed Up and Go.' },
  },
];

/** What the patient's program says, for the plan. */
export type ProgramFacts = { strength: number; walking: number; breathing: number; mindfulness: number };

export type DemoNote = { template: TemplateKey; daysAfterStart: number; title: string; sections: NoteSectionRow[]; amendment?: { reason: string; sections: NoteSectionRow[] } };

const followUpWords = [
  'Har gjort nästan alla styrkepass och de flesta promenaderna. Tycker att appen hjälper att komma ihåg.',
  'Har missat några pass under en vecka med förkylning, annars god följsamhet.',
  'Har behövt stöd med rutinerna; promenaderna fungerar bäst på morgonen.',
  'Har följt programmet väl och lagt till egna promenader på helgerna.',
];

/**
 * The notes of one patient: a first visit always, a follow-up and a SOAP note as treatment goes on (`count`), an
 * epikris when treatment has ended; the first visit amended when `amended`.
 */
export function demoNotesOf(patientKey: number, count: number, variant: number, program: ProgramFacts, ended: boolean, amended: boolean): DemoNote[] {
  const complaint = complaints[patientKey % complaints.length] as Complaint;
  const [before, middle, after] = complaint.pain;
  const plan = [
    `Mål: ${complaint.goal}`,
    '',
    'Överenskommet program i appen:',
    `- Styrketräning nivå ${program.strength} måndag, onsdag och fredag`,
    `- Promenader nivå ${program.walking} tisdag och torsdag`,
    `- Andningsövningar nivå ${program.breathing} och medveten närvaro nivå ${program.mindfulness} en gång i veckan`,
    '- Teorilektioner på tisdagar',
    '',
    'Uppföljning om två veckor. Patienten har fått information om planen och samtycker till den.',
  ].join('\n');
  const status = `${complaint.examination}\n\n${complaint.test}\nSmärta NRS ${before}/10 vid belastning.`;
  const first = (statusText: string): NoteSectionRow[] => [
    { heading: 'Anamnes', text: complaint.history },
    { heading: 'Status', text: statusText },
    { heading: 'Bedömning', text: complaint.assessment },
    { heading: 'Åtgärd och plan', text: plan },
  ];
  const notes: DemoNote[] = [
    {
      template: 'new-visit',
      daysAfterStart: -3,
      title: 'Nybesök',
      sections: first(amended ? status.replace(complaint.slip.right, complaint.slip.wrong) : status),
      ...(amended && { amendment: { reason: complaint.slip.reason, sections: first(status) } }),
    },
  ];
  if (count >= 2) {
    notes.push({
      template: 'follow-up',
      daysAfterStart: 14,
      title: 'Uppföljning',
      sections: [
        { heading: 'Följsamhet', text: followUpWords[variant % followUpWords.length] ?? '' },
        { heading: 'Förändring', text: `Smärta NRS ${middle}/10 vid belastning, tidigare ${before}/10. Upplever att vardagen går lättare.` },
        {
          heading: 'Justering och plan',
          text: `Styrketräningen känns lagom, fortsätter på nivå ${program.strength}. Promenaderna ökas stegvis.\n\n1. Fortsätt programmet som förut\n2. Hör av dig i chatten om smärtan ökar\n3. Ny uppföljning om fyra veckor`,
        },
      ],
    });
  }
  if (count >= 3) {
    notes.push({
      template: 'soap',
      daysAfterStart: 42,
      title: 'SOAP',
      sections: [
        { heading: 'Subjektivt', text: `Mår bättre, smärta NRS ${after}/10. Sover bättre och har mer energi.` },
        { heading: 'Objektivt', text: `${complaint.test.replace(/\d+/, (n) => String(Number(n) + 2))} Förbättring sedan nybesöket.` },
        { heading: 'Analys', text: 'Tydlig förbättring av funktion och smärta. Närmar sig målet.' },
        { heading: 'Plan', text: 'Fortsätter med programmet. Planerar avslut om fyra veckor om förbättringen håller i sig.' },
      ],
    });
  }
  if (ended) {
    notes.push({
      template: 'discharge',
      daysAfterStart: 56,
      title: 'Epikris',
      sections: [
        { heading: 'Sammanfattning', text: `Behandlad för: ${complaint.assessment.split('.')[0]?.toLowerCase() ?? ''}. Digitalt träningsprogram med styrka, promenader, andning och teori, uppföljning på mottagningen och i chatten.` },
        { heading: 'Resultat', text: `Smärta NRS ${before}/10 vid start, ${after}/10 vid avslut. Målet är i stort sett nått.` },
        { heading: 'Rekommendationer', text: '- Fortsätt styrketräning två gånger i veckan\n- Daglig promenad\n- Hör av dig till mottagningen om besvären kommer tillbaka' },
      ],
    });
  }
  return notes;
}
