import type { BodyRegion, DosageInput, LibraryKind } from '@rehab/contract';
import type { PoseName } from './figures';

/** One exercise of the base set, as a physiotherapist writes it for a patient, in Swedish and English. */
export interface BaseExercise {
  key: string;
  kind: LibraryKind;
  regions: BodyRegion[];
  tags: string[];
  sv: { name: string; steps: string[]; watchOuts: string };
  en: { name: string; steps: string[]; watchOuts: string };
  dosage: DosageInput;
  /** The progression it is a step of, and its level there. */
  chain: string;
  level: number;
  /** The picture: the figure's pose (and, for a video, the pose it moves from). */
  pose: PoseName;
  from?: PoseName;
}

/** The base set: knee and hip osteoarthritis, low back, neck and shoulder, breathing and a body scan. */
export const baseExercises: BaseExercise[] = [
  {
    key: 'quad-set', kind: 'strength', regions: ['knee'], tags: ['knäartros', 'styrka'], chain: 'knee-extension', level: 1, pose: 'longSit',
    sv: { name: 'Statisk lårmuskelträning', steps: ['Sitt med benen raka framför dig och en hoprullad handduk under knät.', 'Spänn framsida lår och pressa knät ner mot handduken.', 'Håll kvar, andas lugnt och slappna sedan av helt.'], watchOuts: 'Det ska kännas i låret, inte göra ont i knät. Håll inte andan.' },
    en: { name: 'Static quadriceps', steps: ['Sit with your legs straight out in front and a rolled towel under the knee.', 'Tighten the front of the thigh and press the knee down into the towel.', 'Hold, breathe calmly, then relax fully.'], watchOuts: 'You should feel it in the thigh, not as pain in the knee. Do not hold your breath.' },
    dosage: { sets: 3, repetitions: 10, holdSeconds: 5, restSeconds: 30, timesPerWeek: 7 },
  },
  {
    key: 'seated-knee-extension', kind: 'strength', regions: ['knee'], tags: ['knäartros', 'styrka'], chain: 'knee-extension', level: 3, pose: 'seatedExtend', from: 'sit',
    sv: { name: 'Sittande knästräckning', steps: ['Sitt långt bak på en stol med fötterna i golvet.', 'Sträck ut ena knät tills benet är rakt, dra tårna mot dig.', 'Håll en stund och sänk långsamt tillbaka.', 'Byt ben när setet är klart.'], watchOuts: 'Luta dig inte bakåt. Lätt obehag är tillåtet; smärta som ökar under passet betyder att du ska minska.' },
    en: { name: 'Seated knee extension', steps: ['Sit well back on a chair with your feet on the floor.', 'Straighten one knee until the leg is straight, toes pulled towards you.', 'Hold for a moment and lower slowly.', 'Change legs when the set is done.'], watchOuts: 'Do not lean back. Mild discomfort is fine; pain that builds during the session means you should do less.' },
    dosage: { sets: 3, repetitions: 10, holdSeconds: 3, restSeconds: 60, timesPerWeek: 3 },
  },
  {
    key: 'knee-extension-weight', kind: 'strength', regions: ['knee'], tags: ['knäartros', 'styrka'], chain: 'knee-extension', level: 6, pose: 'seatedExtend',
    sv: { name: 'Knästräckning med viktmanschett', steps: ['Fäst en viktmanschett runt vristen och sitt långt bak på stolen.', 'Sträck knät i två sekunder tills benet är rakt.', 'Sänk på tre sekunder, utan att släppa ner benet.'], watchOuts: 'Välj en vikt där de två sista repetitionerna är tunga men går att göra med god teknik.' },
    en: { name: 'Knee extension with ankle weight', steps: ['Strap an ankle weight on and sit well back on the chair.', 'Straighten the knee over two seconds until the leg is straight.', 'Lower over three seconds, without letting the leg drop.'], watchOuts: 'Choose a weight where the last two repetitions are hard but can be done with good form.' },
    dosage: { sets: 3, repetitions: 12, restSeconds: 90, timesPerWeek: 3, load: '1–3 kg' },
  },
  {
    key: 'sit-to-stand', kind: 'strength', regions: ['knee', 'hip'], tags: ['knäartros', 'höftartros', 'styrka', 'vardagsfunktion'], chain: 'sit-to-stand', level: 1, pose: 'stand', from: 'sit',
    sv: { name: 'Uppresning från stol', steps: ['Sitt på framkanten av en stol med fötterna höftbrett isär.', 'Luta överkroppen lätt framåt och res dig upp utan att ta hjälp av armarna.', 'Stå rak en sekund och sätt dig sedan långsamt ner igen.'], watchOuts: 'Låt knäna peka åt samma håll som tårna. Använd armarna i början om det behövs.' },
    en: { name: 'Sit to stand', steps: ['Sit on the front edge of a chair with your feet hip-width apart.', 'Lean slightly forward and stand up without using your arms.', 'Stand tall for a second, then sit down slowly.'], watchOuts: 'Keep your knees pointing the same way as your toes. Use your arms at first if you need to.' },
    dosage: { sets: 3, repetitions: 10, restSeconds: 60, timesPerWeek: 3 },
  },
  {
    key: 'squat-to-chair', kind: 'strength', regions: ['knee', 'hip'], tags: ['knäartros', 'höftartros', 'styrka'], chain: 'sit-to-stand', level: 4, pose: 'squat', from: 'stand',
    sv: { name: 'Knäböj mot stol', steps: ['Stå framför en stol med fötterna höftbrett isär.', 'För höften bakåt och böj knäna tills baken nuddar stolsitsen.', 'Res dig direkt igen, utan att sätta dig.'], watchOuts: 'Tyngden ska vara på hela foten. Knäna får gå fram över tårna.' },
    en: { name: 'Squat to chair', steps: ['Stand in front of a chair with your feet hip-width apart.', 'Push your hips back and bend your knees until you touch the seat.', 'Stand straight back up, without sitting down.'], watchOuts: 'Keep your weight on the whole foot. Your knees may travel past your toes.' },
    dosage: { sets: 3, repetitions: 12, restSeconds: 60, timesPerWeek: 3 },
  },
  {
    key: 'split-squat', kind: 'strength', regions: ['knee', 'hip'], tags: ['knäartros', 'styrka', 'balans'], chain: 'sit-to-stand', level: 7, pose: 'lunge', from: 'stand',
    sv: { name: 'Utfallssteg på stället', steps: ['Ställ ena foten ett långt steg framför den andra, håll i en stolsrygg vid behov.', 'Sänk dig rakt ner tills det bakre knät nästan når golvet.', 'Tryck ifrån med främre foten och res dig upp.'], watchOuts: 'Främre knät ska peka över tårna, inte falla inåt. Gör ett kortare djup om knät protesterar.' },
    en: { name: 'Split squat', steps: ['Place one foot a long step in front of the other; hold a chair back if you need to.', 'Lower straight down until the back knee nearly reaches the floor.', 'Push through the front foot and come back up.'], watchOuts: 'Keep the front knee over the toes, not falling inwards. Go less deep if the knee complains.' },
    dosage: { sets: 3, repetitions: 8, restSeconds: 90, timesPerWeek: 2 },
  },
  {
    key: 'step-up', kind: 'strength', regions: ['knee', 'hip'], tags: ['knäartros', 'styrka', 'vardagsfunktion'], chain: 'step-up', level: 3, pose: 'stepUp',
    sv: { name: 'Uppsteg på trappsteg', steps: ['Stå framför ett trappsteg och håll i räcket.', 'Sätt hela ena foten på steget och kliv upp tills benet är rakt.', 'Kliv ner med samma ben först, långsamt.'], watchOuts: 'Låt inte knät falla inåt. Börja med ett lågt steg.' },
    en: { name: 'Step-up', steps: ['Stand in front of a step and hold the rail.', 'Place the whole of one foot on the step and step up until the leg is straight.', 'Step down slowly, leading with the same leg.'], watchOuts: 'Do not let the knee fall inwards. Start with a low step.' },
    dosage: { sets: 3, repetitions: 10, restSeconds: 60, timesPerWeek: 3 },
  },
  {
    key: 'bridge', kind: 'strength', regions: ['hip', 'low-back'], tags: ['höftartros', 'ländrygg', 'styrka'], chain: 'bridge', level: 1, pose: 'bridge', from: 'supine',
    sv: { name: 'Bäckenlyft', steps: ['Ligg på rygg med böjda knän och fötterna i underlaget.', 'Spänn sätet och lyft bäckenet tills kroppen är rak från knän till axlar.', 'Håll kvar och sänk sedan långsamt, kota för kota.'], watchOuts: 'Svanka inte; det är sätet som lyfter, inte ländryggen.' },
    en: { name: 'Bridge', steps: ['Lie on your back with knees bent and feet flat.', 'Squeeze your buttocks and lift your hips until you are straight from knees to shoulders.', 'Hold, then lower slowly, one vertebra at a time.'], watchOuts: 'Do not arch your back; the buttocks do the lifting, not the lower back.' },
    dosage: { sets: 3, repetitions: 10, holdSeconds: 3, restSeconds: 45, timesPerWeek: 3 },
  },
  {
    key: 'single-leg-bridge', kind: 'strength', regions: ['hip', 'low-back'], tags: ['höftartros', 'styrka'], chain: 'bridge', level: 6, pose: 'singleBridge', from: 'supine',
    sv: { name: 'Bäckenlyft på ett ben', steps: ['Ligg som i bäckenlyft och sträck ut ena benet i linje med låret.', 'Lyft bäckenet med det böjda benet utan att bäckenet tippar åt sidan.', 'Sänk långsamt och byt ben efter setet.'], watchOuts: 'Håll bäckenet vågrätt. Gå tillbaka till bäckenlyft med båda benen om du får kramp bak i låret.' },
    en: { name: 'Single-leg bridge', steps: ['Lie as for the bridge and straighten one leg in line with the thigh.', 'Lift your hips with the bent leg without letting the pelvis tip to the side.', 'Lower slowly and change legs after the set.'], watchOuts: 'Keep the pelvis level. Go back to the two-leg bridge if you get cramp in the back of the thigh.' },
    dosage: { sets: 3, repetitions: 8, restSeconds: 60, timesPerWeek: 3 },
  },
  {
    key: 'side-lying-abduction', kind: 'strength', regions: ['hip'], tags: ['höftartros', 'styrka'], chain: 'hip-abduction', level: 1, pose: 'sideLift', from: 'sideLying',
    sv: { name: 'Sidoliggande benlyft', steps: ['Ligg på sidan med det undre benet lätt böjt.', 'Lyft det övre, raka benet snett bakåt-uppåt med hälen först.', 'Sänk långsamt utan att vila benet mellan lyften.'], watchOuts: 'Rulla inte bakåt med bäckenet. Lyft bara så högt du kan utan att höften vrids.' },
    en: { name: 'Side-lying leg raise', steps: ['Lie on your side with the lower leg slightly bent.', 'Lift the straight top leg up and slightly back, heel first.', 'Lower slowly without resting the leg between lifts.'], watchOuts: 'Do not roll your pelvis backwards. Lift only as high as you can without the hip turning.' },
    dosage: { sets: 3, repetitions: 12, restSeconds: 45, timesPerWeek: 3 },
  },
  {
    key: 'band-side-steps', kind: 'strength', regions: ['hip'], tags: ['höftartros', 'styrka', 'balans'], chain: 'hip-abduction', level: 5, pose: 'bandWalk',
    sv: { name: 'Sidogång med gummiband', steps: ['Trä ett gummiband runt benen ovanför knäna.', 'Böj lätt i knäna och höfterna och ta tio korta steg åt sidan.', 'Gå sedan tio steg tillbaka åt andra hållet.'], watchOuts: 'Håll bandet spänt hela tiden och låt inte knäna falla inåt.' },
    en: { name: 'Side steps with band', steps: ['Put a band around your legs above the knees.', 'Bend slightly at knees and hips and take ten short steps to the side.', 'Then take ten steps back the other way.'], watchOuts: 'Keep the band taut the whole time and do not let the knees fall inwards.' },
    dosage: { sets: 3, repetitions: 10, restSeconds: 60, timesPerWeek: 3, load: 'gult eller rött band' },
  },
  {
    key: 'tandem-stance', kind: 'strength', regions: ['hip', 'ankle-foot'], tags: ['balans', 'fallprevention'], chain: 'balance', level: 1, pose: 'stand',
    sv: { name: 'Tandemstående', steps: ['Stå vid en bänk eller vägg som du kan ta stöd mot.', 'Ställ ena foten rakt framför den andra, häl mot tå.', 'Stå still och släpp stödet om du kan.'], watchOuts: 'Ha alltid något stadigt inom räckhåll.' },
    en: { name: 'Tandem stance', steps: ['Stand by a worktop or wall you can hold on to.', 'Place one foot directly in front of the other, heel to toe.', 'Stand still and let go of the support if you can.'], watchOuts: 'Always have something steady within reach.' },
    dosage: { sets: 3, holdSeconds: 30, restSeconds: 30, timesPerWeek: 5 },
  },
  {
    key: 'single-leg-stance', kind: 'strength', regions: ['hip', 'knee', 'ankle-foot'], tags: ['balans', 'fallprevention', 'höftartros'], chain: 'balance', level: 4, pose: 'singleLeg',
    sv: { name: 'Stå på ett ben', steps: ['Stå vid en bänk och lyft ena foten från golvet.', 'Håll balansen med bäckenet vågrätt.', 'Byt ben efter halva tiden.'], watchOuts: 'Svaj är normalt, det är så balansen tränas. Ta stöd direkt om du tappar balansen.' },
    en: { name: 'Single-leg stance', steps: ['Stand by a worktop and lift one foot off the floor.', 'Keep your balance with the pelvis level.', 'Change legs halfway through.'], watchOuts: 'Some sway is normal; that is how balance is trained. Hold on straight away if you lose your balance.' },
    dosage: { sets: 3, holdSeconds: 30, restSeconds: 30, timesPerWeek: 5 },
  },
  {
    key: 'pelvic-tilt', kind: 'strength', regions: ['low-back'], tags: ['ländrygg', 'rörlighet'], chain: 'back-control', level: 1, pose: 'supine',
    sv: { name: 'Bäckentippning', steps: ['Ligg på rygg med böjda knän.', 'Tryck ländryggen mot underlaget genom att tippa bäckenet bakåt.', 'Släpp och låt ländryggen svanka lätt. Växla lugnt.'], watchOuts: 'Rörelsen är liten. Den ska kännas skön, inte ansträngd.' },
    en: { name: 'Pelvic tilt', steps: ['Lie on your back with your knees bent.', 'Press your lower back into the floor by tilting the pelvis back.', 'Release and let the lower back arch slightly. Alternate calmly.'], watchOuts: 'The movement is small. It should feel comfortable, not strained.' },
    dosage: { sets: 2, repetitions: 15, restSeconds: 30, timesPerWeek: 7 },
  },
  {
    key: 'bird-dog', kind: 'strength', regions: ['low-back'], tags: ['ländrygg', 'bålstabilitet'], chain: 'back-control', level: 4, pose: 'birdDog', from: 'quadruped',
    sv: { name: 'Fågelhunden', steps: ['Stå på alla fyra med händerna under axlarna och knäna under höfterna.', 'Sträck ut ena armen framåt och motsatt ben bakåt, i linje med ryggen.', 'Håll kvar, för tillbaka och byt sida.'], watchOuts: 'Ryggen ska vara stilla som ett bord. Lyft inte benet högre än höften.' },
    en: { name: 'Bird dog', steps: ['Kneel on all fours, hands under shoulders and knees under hips.', 'Reach one arm forward and the opposite leg back, in line with your back.', 'Hold, bring them back and change sides.'], watchOuts: 'Keep your back still like a table top. Do not lift the leg higher than the hip.' },
    dosage: { sets: 3, repetitions: 8, holdSeconds: 5, restSeconds: 45, timesPerWeek: 3 },
  },
  {
    key: 'cat-cow', kind: 'strength', regions: ['low-back', 'upper-back'], tags: ['ländrygg', 'rörlighet'], chain: 'cat-cow', level: 1, pose: 'quadruped',
    sv: { name: 'Katten och kon', steps: ['Stå på alla fyra.', 'Runda ryggen uppåt och låt huvudet hänga.', 'Sänk sedan magen och lyft blicken lätt. Följ andningen.'], watchOuts: 'Rör dig inom det som känns bra, utan att pressa i ytterlägena.' },
    en: { name: 'Cat and cow', steps: ['Kneel on all fours.', 'Round your back up and let your head hang.', 'Then let your belly sink and lift your gaze slightly. Move with your breath.'], watchOuts: 'Move within what feels good, without pushing at the ends of the range.' },
    dosage: { sets: 2, repetitions: 10, restSeconds: 30, timesPerWeek: 7 },
  },
  {
    key: 'knee-plank', kind: 'strength', regions: ['low-back'], tags: ['ländrygg', 'bålstabilitet'], chain: 'plank', level: 3, pose: 'kneePlank',
    sv: { name: 'Planka på knä', steps: ['Ligg på mage med underarmarna under axlarna.', 'Lyft kroppen så att du vilar på underarmar och knän, rak från knän till huvud.', 'Håll och andas lugnt.'], watchOuts: 'Låt inte höften sjunka. Avbryt om det gör ont i ländryggen.' },
    en: { name: 'Kneeling plank', steps: ['Lie face down with your forearms under your shoulders.', 'Lift up onto forearms and knees, straight from knees to head.', 'Hold and breathe calmly.'], watchOuts: 'Do not let your hips sag. Stop if your lower back hurts.' },
    dosage: { sets: 3, holdSeconds: 20, restSeconds: 40, timesPerWeek: 3 },
  },
  {
    key: 'plank', kind: 'strength', regions: ['low-back'], tags: ['ländrygg', 'bålstabilitet'], chain: 'plank', level: 6, pose: 'plank',
    sv: { name: 'Planka', steps: ['Vila på underarmar och tår med armbågarna under axlarna.', 'Håll kroppen rak som en planka från hälar till huvud.', 'Andas lugnt hela tiden.'], watchOuts: 'Hellre kortare tid med rak kropp än längre tid med svank.' },
    en: { name: 'Plank', steps: ['Rest on your forearms and toes with your elbows under your shoulders.', 'Keep your body straight as a board from heels to head.', 'Keep breathing calmly.'], watchOuts: 'Better a shorter hold with a straight body than a longer one with a sagging back.' },
    dosage: { sets: 3, holdSeconds: 30, restSeconds: 60, timesPerWeek: 3 },
  },
  {
    key: 'knee-to-chest', kind: 'strength', regions: ['low-back', 'hip'], tags: ['ländrygg', 'rörlighet'], chain: 'knee-to-chest', level: 1, pose: 'kneeChest', from: 'supine',
    sv: { name: 'Knä mot bröst', steps: ['Ligg på rygg med böjda knän.', 'Dra ena knät mot bröstet med händerna runt knät.', 'Håll kvar en stund, släpp och byt ben.'], watchOuts: 'En behaglig töjning i sätet och ländryggen, inte smärta.' },
    en: { name: 'Knee to chest', steps: ['Lie on your back with your knees bent.', 'Pull one knee towards your chest with your hands around it.', 'Hold for a while, release and change legs.'], watchOuts: 'A comfortable stretch in the buttock and lower back, not pain.' },
    dosage: { sets: 2, repetitions: 5, holdSeconds: 20, restSeconds: 20, timesPerWeek: 7 },
  },
  {
    key: 'chin-tuck', kind: 'strength', regions: ['neck'], tags: ['nacke', 'hållning'], chain: 'neck-flexors', level: 1, pose: 'sitTall',
    sv: { name: 'Hakindragning', steps: ['Sitt rak med axlarna avslappnade.', 'Dra hakan rakt bakåt, som om du gör en dubbelhaka.', 'Håll kvar och slappna av. Blicken är rakt fram hela tiden.'], watchOuts: 'Böj inte huvudet framåt; rörelsen är rakt bakåt och liten.' },
    en: { name: 'Chin tuck', steps: ['Sit tall with your shoulders relaxed.', 'Draw your chin straight back, as if making a double chin.', 'Hold and relax. Keep looking straight ahead.'], watchOuts: 'Do not nod your head forward; the movement is small and straight back.' },
    dosage: { sets: 2, repetitions: 10, holdSeconds: 5, restSeconds: 30, timesPerWeek: 7 },
  },
  {
    key: 'head-lift', kind: 'strength', regions: ['neck'], tags: ['nacke', 'styrka'], chain: 'neck-flexors', level: 5, pose: 'headLift', from: 'supine',
    sv: { name: 'Huvudlyft med hakindragning', steps: ['Ligg på rygg med böjda knän.', 'Gör en hakindragning och lyft sedan huvudet någon centimeter från underlaget.', 'Håll kvar och sänk långsamt.'], watchOuts: 'Hakan ska vara indragen hela tiden. Avbryt om du får huvudvärk eller yrsel.' },
    en: { name: 'Head lift with chin tuck', steps: ['Lie on your back with your knees bent.', 'Tuck your chin, then lift your head a centimetre or so off the floor.', 'Hold and lower slowly.'], watchOuts: 'Keep your chin tucked the whole time. Stop if you get a headache or feel dizzy.' },
    dosage: { sets: 3, repetitions: 5, holdSeconds: 10, restSeconds: 30, timesPerWeek: 3 },
  },
  {
    key: 'neck-rotation', kind: 'strength', regions: ['neck'], tags: ['nacke', 'rörlighet'], chain: 'neck-rotation', level: 1, pose: 'sitTall',
    sv: { name: 'Nackvridning', steps: ['Sitt rak med axlarna avslappnade.', 'Vrid långsamt huvudet åt ena sidan så långt det går utan smärta.', 'Vänd tillbaka till mitten och vrid åt andra sidan.'], watchOuts: 'Lugna rörelser. Yrsel är en signal att stanna.' },
    en: { name: 'Neck rotation', steps: ['Sit tall with your shoulders relaxed.', 'Slowly turn your head to one side as far as is comfortable.', 'Come back to the middle and turn to the other side.'], watchOuts: 'Move slowly. Dizziness is a sign to stop.' },
    dosage: { sets: 2, repetitions: 10, restSeconds: 20, timesPerWeek: 7 },
  },
  {
    key: 'scapular-squeeze', kind: 'strength', regions: ['neck', 'upper-back', 'shoulder'], tags: ['nacke', 'hållning'], chain: 'scapula', level: 1, pose: 'sitTall',
    sv: { name: 'Skulderbladsindragning', steps: ['Sitt eller stå rak med armarna längs sidorna.', 'För skulderbladen bakåt och lätt nedåt, mot varandra.', 'Håll kvar och släpp långsamt.'], watchOuts: 'Dra inte upp axlarna mot öronen.' },
    en: { name: 'Shoulder blade squeeze', steps: ['Sit or stand tall with your arms by your sides.', 'Draw your shoulder blades back and slightly down, towards each other.', 'Hold and release slowly.'], watchOuts: 'Do not hunch your shoulders up towards your ears.' },
    dosage: { sets: 2, repetitions: 10, holdSeconds: 5, restSeconds: 30, timesPerWeek: 7 },
  },
  {
    key: 'band-row', kind: 'strength', regions: ['shoulder', 'upper-back'], tags: ['axel', 'nacke', 'styrka'], chain: 'scapula', level: 4, pose: 'row',
    sv: { name: 'Rodd med gummiband', steps: ['Fäst ett gummiband i ett dörrhandtag i brösthöjd och håll en ände i varje hand.', 'Dra armbågarna bakåt längs sidorna och för ihop skulderbladen.', 'Släpp långsamt tillbaka.'], watchOuts: 'Håll axlarna låga och nacken lång.' },
    en: { name: 'Band row', steps: ['Anchor a band to a door handle at chest height and hold one end in each hand.', 'Pull your elbows back along your sides and squeeze your shoulder blades together.', 'Let go back slowly.'], watchOuts: 'Keep your shoulders low and your neck long.' },
    dosage: { sets: 3, repetitions: 12, restSeconds: 60, timesPerWeek: 3, load: 'rött band' },
  },
  {
    key: 'pendulum', kind: 'strength', regions: ['shoulder'], tags: ['axel', 'rörlighet'], chain: 'shoulder-mobility', level: 1, pose: 'pendulum',
    sv: { name: 'Pendelövning', steps: ['Stöd den friska armen mot ett bord och luta dig framåt.', 'Låt den andra armen hänga avslappnad.', 'Gör små cirklar med armen genom att gunga lätt med kroppen.'], watchOuts: 'Det är kroppen som sätter armen i rörelse; axeln ska vara avslappnad.' },
    en: { name: 'Pendulum', steps: ['Support your good arm on a table and lean forward.', 'Let the other arm hang loose.', 'Make small circles with the arm by gently swaying your body.'], watchOuts: 'Your body moves the arm; keep the shoulder relaxed.' },
    dosage: { sets: 2, durationSeconds: 60, restSeconds: 30, timesPerWeek: 7 },
  },
  {
    key: 'wall-slide', kind: 'strength', regions: ['shoulder'], tags: ['axel', 'rörlighet'], chain: 'shoulder-mobility', level: 3, pose: 'wallSlide',
    sv: { name: 'Armglidning mot vägg', steps: ['Stå vänd mot en vägg med underarmarna mot väggen.', 'Låt armarna glida uppåt så långt det går utan smärta.', 'Glid långsamt tillbaka.'], watchOuts: 'Dra inte upp axlarna. Stanna före smärtan.' },
    en: { name: 'Wall slide', steps: ['Stand facing a wall with your forearms on it.', 'Slide your arms up as far as you can without pain.', 'Slide slowly back down.'], watchOuts: 'Do not hunch your shoulders. Stop short of pain.' },
    dosage: { sets: 2, repetitions: 10, restSeconds: 30, timesPerWeek: 7 },
  },
  {
    key: 'external-rotation', kind: 'strength', regions: ['shoulder'], tags: ['axel', 'styrka'], chain: 'rotator-cuff', level: 3, pose: 'externalRotation',
    sv: { name: 'Utåtrotation med gummiband', steps: ['Stå med armbågen i 90 grader mot sidan och en hoprullad handduk mellan armbåge och kropp.', 'Håll bandet i handen och vrid underarmen utåt.', 'Gå långsamt tillbaka.'], watchOuts: 'Armbågen stannar mot handduken. Välj ett lätt band.' },
    en: { name: 'External rotation with band', steps: ['Stand with the elbow bent at 90 degrees at your side and a rolled towel between elbow and body.', 'Hold the band and turn your forearm outwards.', 'Return slowly.'], watchOuts: 'Keep the elbow against the towel. Choose a light band.' },
    dosage: { sets: 3, repetitions: 12, restSeconds: 60, timesPerWeek: 3, load: 'gult band' },
  },
  {
    key: 'wall-push-up', kind: 'strength', regions: ['shoulder', 'upper-back'], tags: ['axel', 'styrka'], chain: 'rotator-cuff', level: 5, pose: 'wallPush', from: 'wallStand',
    sv: { name: 'Armhävning mot vägg', steps: ['Stå en armlängd från en vägg med händerna i axelhöjd.', 'Böj armarna och för bröstet mot väggen med kroppen rak.', 'Tryck dig tillbaka.'], watchOuts: 'Håll kroppen rak och axlarna borta från öronen.' },
    en: { name: 'Wall push-up', steps: ['Stand an arm\'s length from a wall with your hands at shoulder height.', 'Bend your arms and bring your chest towards the wall, body straight.', 'Push back.'], watchOuts: 'Keep your body straight and your shoulders away from your ears.' },
    dosage: { sets: 3, repetitions: 10, restSeconds: 60, timesPerWeek: 3 },
  },
  {
    key: 'easy-walk', kind: 'walking', regions: ['whole-body', 'knee', 'hip'], tags: ['kondition', 'knäartros', 'höftartros'], chain: 'walking', level: 1, pose: 'walk',
    sv: { name: 'Promenad i lugn takt', steps: ['Gå i en takt där du kan prata utan att bli andfådd.', 'Välj plan mark och bra skor.'], watchOuts: 'Lite ökad värk i knät eller höften som gått över till nästa morgon är tillåtet.' },
    en: { name: 'Easy walk', steps: ['Walk at a pace where you can talk without getting out of breath.', 'Choose level ground and good shoes.'], watchOuts: 'A little more ache in the knee or hip that has settled by the next morning is fine.' },
    dosage: { durationSeconds: 15 * 60, timesPerWeek: 5 },
  },
  {
    key: 'brisk-walk', kind: 'walking', regions: ['whole-body'], tags: ['kondition'], chain: 'walking', level: 4, pose: 'walk',
    sv: { name: 'Rask promenad', steps: ['Gå i en takt där du blir lätt andfådd men fortfarande kan prata.', 'Svinga armarna med i takten.'], watchOuts: 'Börja och sluta med några minuter i lugn takt.' },
    en: { name: 'Brisk walk', steps: ['Walk at a pace where you get slightly out of breath but can still talk.', 'Swing your arms in time with your steps.'], watchOuts: 'Start and finish with a few minutes at an easy pace.' },
    dosage: { durationSeconds: 30 * 60, timesPerWeek: 5 },
  },
  {
    key: 'interval-walk', kind: 'walking', regions: ['whole-body'], tags: ['kondition'], chain: 'walking', level: 7, pose: 'walk',
    sv: { name: 'Intervallpromenad', steps: ['Gå fem minuter i lugn takt.', 'Växla sedan två minuter rask gång och två minuter lugn gång.', 'Avsluta med fem minuter i lugn takt.'], watchOuts: 'De raska minuterna ska vara ansträngande men inte maximala.' },
    en: { name: 'Interval walk', steps: ['Walk for five minutes at an easy pace.', 'Then alternate two minutes of brisk walking with two minutes of easy walking.', 'Finish with five minutes at an easy pace.'], watchOuts: 'The brisk minutes should be hard work but not all-out.' },
    dosage: { durationSeconds: 30 * 60, timesPerWeek: 3 },
  },
  {
    key: 'belly-breathing', kind: 'breathing', regions: ['whole-body'], tags: ['andning', 'avslappning'], chain: 'breathing', level: 1, pose: 'supine',
    sv: { name: 'Magandning', steps: ['Ligg på rygg med böjda knän och en hand på magen.', 'Andas in genom näsan så att handen lyfts.', 'Andas ut långsamt genom munnen och känn hur magen sjunker.'], watchOuts: 'Låt andningen vara lugn; tvinga inte fram djupa andetag.' },
    en: { name: 'Belly breathing', steps: ['Lie on your back with knees bent and one hand on your belly.', 'Breathe in through your nose so that your hand rises.', 'Breathe out slowly through your mouth and feel your belly sink.'], watchOuts: 'Keep the breathing calm; do not force deep breaths.' },
    dosage: { durationSeconds: 5 * 60, timesPerWeek: 7 },
  },
  {
    key: 'pursed-lip-breathing', kind: 'breathing', regions: ['whole-body'], tags: ['andning'], chain: 'breathing', level: 3, pose: 'sitTall',
    sv: { name: 'Läppandning', steps: ['Sitt bekvämt med axlarna avslappnade.', 'Andas in genom näsan på två sekunder.', 'Andas ut med lätt sammanpressade läppar på fyra sekunder.'], watchOuts: 'Utandningen ska vara lugn, som när du blåser försiktigt på en ljuslåga.' },
    en: { name: 'Pursed-lip breathing', steps: ['Sit comfortably with your shoulders relaxed.', 'Breathe in through your nose for two seconds.', 'Breathe out through lightly pursed lips for four seconds.'], watchOuts: 'Breathe out gently, as if blowing softly on a candle flame.' },
    dosage: { durationSeconds: 5 * 60, timesPerWeek: 7 },
  },
  {
    key: 'body-scan', kind: 'mindfulness', regions: ['whole-body'], tags: ['avslappning', 'smärthantering'], chain: 'body-scan', level: 1, pose: 'supine',
    sv: { name: 'Kroppsscanning', steps: ['Ligg bekvämt och blunda om det känns bra.', 'Flytta uppmärksamheten långsamt från fötterna upp genom kroppen.', 'Lägg märke till hur varje del känns, utan att försöka ändra något.'], watchOuts: 'Om tankarna vandrar iväg, för dem vänligt tillbaka till kroppen.' },
    en: { name: 'Body scan', steps: ['Lie comfortably and close your eyes if that feels right.', 'Move your attention slowly from your feet up through your body.', 'Notice how each part feels, without trying to change anything.'], watchOuts: 'If your mind wanders, gently bring it back to your body.' },
    dosage: { durationSeconds: 10 * 60, timesPerWeek: 5 },
  },
];

/** The exercises that have a short video in the demo (packages/server/demo-media, made by scripts/demo-videos.ts). */
export const withVideo = ['sit-to-stand', 'bridge', 'bird-dog', 'wall-push-up'] as const;
