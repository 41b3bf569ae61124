import type { LessonContent } from '@rehab/contract';
import type { PoseName } from './figures';

/**
 * The demo's theory lessons, written as a physiotherapist writes patient education: short sentences, the patient
 * addressed as "du", advice to act on. In the seed's order (lesson 1..12), each title as the seed names it. A lesson
 * with `pictures` has the figures drawn in that pose, in that order, named by the content's picture blocks.
 */
export interface DemoLesson {
  title: { sv: string; en: string };
  content: LessonContent;
  pictures?: PoseName[];
}

const p = (text: string) => ({ type: 'paragraph' as const, text });
const h = (text: string) => ({ type: 'heading' as const, text });
const list = (...items: string[]) => ({ type: 'list' as const, items });
const picture = (index: number, alt: string) => ({ type: 'picture' as const, picture: index, alt });

export const demoLessons: DemoLesson[] = [
  {
    title: { sv: 'Varför rörelse hjälper', en: 'Why movement helps' },
    pictures: ['walk'],
    content: {
      sv: [
        p('Vid artros i knä eller höft är träning den behandling som hjälper flest. Brosket i leden har inga egna blodkärl, utan får sin näring när leden belastas och avlastas om vartannat. Rörelse är alltså mat för leden.'),
        h('Vad träningen gör'),
        list('Starkare muskler runt leden tar upp en del av belastningen.', 'Leden blir rörligare och känns mindre stel.', 'Smärtan minskar för de flesta efter 6–8 veckors regelbunden träning.', 'Konditionen och sömnen blir bättre.'),
        picture(0, 'En person går en promenad i lugn takt.'),
        h('Så kommer du igång'),
        p('Börja där du är. Det är bättre att träna lite och ofta än mycket och sällan. Dina övningar i appen är valda för dig och ökar steg för steg.'),
      ],
      en: [
        p('For osteoarthritis of the knee or hip, exercise is the treatment that helps the most people. The cartilage in the joint has no blood supply of its own; it is nourished when the joint is loaded and unloaded in turn. Movement is food for the joint.'),
        h('What exercise does'),
        list('Stronger muscles around the joint take up part of the load.', 'The joint moves more freely and feels less stiff.', 'For most people pain eases after 6–8 weeks of regular exercise.', 'Fitness and sleep improve.'),
        picture(0, 'A person walking at an easy pace.'),
        h('How to get started'),
        p('Start where you are. A little and often is better than a lot and seldom. The exercises in the app are chosen for you and build up step by step.'),
      ],
    },
  },
  {
    title: { sv: 'Smärta och kroppen', en: 'Pain and the body' },
    content: {
      sv: [
        p('Smärta är kroppens larmsystem. Den skyddar oss, men larmet kan bli känsligare än det behöver vara, särskilt när besvären har funnits länge. Att det gör ont betyder inte alltid att något skadas.'),
        h('Smärta vid träning'),
        p('Det är tillåtet att det gör lite ont när du tränar. Använd en skala från 0 till 10, där 0 är ingen smärta och 10 den värsta du kan tänka dig.'),
        list('0–2: säkert område, fortsätt som planerat.', '3–5: acceptabelt, så länge smärtan har lagt sig till nästa morgon.', 'Över 5, eller värre nästa dag: minska antalet repetitioner eller belastningen nästa gång.'),
        h('Det här påverkar smärtan'),
        list('Sömn och vila', 'Stress och oro', 'Hur mycket du rör på dig i vardagen'),
        p('Berätta för din fysioterapeut hur det går. Ni anpassar programmet tillsammans.'),
      ],
      en: [
        p('Pain is the body’s alarm system. It protects us, but the alarm can become more sensitive than it needs to be, especially when the problem has lasted a long time. Pain does not always mean that something is being damaged.'),
        h('Pain during exercise'),
        p('Some pain while you exercise is allowed. Use a scale from 0 to 10, where 0 is no pain and 10 the worst you can imagine.'),
        list('0–2: safe, carry on as planned.', '3–5: acceptable, as long as the pain has settled by the next morning.', 'Above 5, or worse the next day: do fewer repetitions or less load next time.'),
        h('What affects pain'),
        list('Sleep and rest', 'Stress and worry', 'How much you move in everyday life'),
        p('Tell your physiotherapist how it is going. You adjust the programme together.'),
      ],
    },
  },
  {
    title: { sv: 'Sömn och återhämtning', en: 'Sleep and recovery' },
    content: {
      sv: [
        p('Kroppen bygger upp sig själv när du vilar. Dålig sömn gör smärta mer påtaglig, och smärta kan störa sömnen. Små vanor kan bryta den cirkeln.'),
        h('Råd för bättre sömn'),
        list('Gå och lägg dig och stig upp ungefär samma tid varje dag.', 'Var ute i dagsljus en stund varje dag.', 'Undvik skärmar den sista timmen före sänggåendet.', 'Träna gärna, men inte hårt de sista två timmarna före sömnen.'),
        p('Har du ont i knä eller höft på natten kan en kudde mellan knäna hjälpa när du ligger på sidan.'),
      ],
      en: [
        p('The body rebuilds itself while you rest. Poor sleep makes pain feel worse, and pain can disturb sleep. Small habits can break that circle.'),
        h('Tips for better sleep'),
        list('Go to bed and get up at about the same time every day.', 'Spend some time in daylight every day.', 'Avoid screens in the last hour before bed.', 'Exercise, but not hard in the last two hours before sleep.'),
        p('If your knee or hip aches at night, a pillow between the knees can help when you lie on your side.'),
      ],
    },
  },
  {
    title: { sv: 'Stress och balans', en: 'Stress and balance' },
    content: {
      sv: [
        p('Stress spänner musklerna och gör nervsystemet mer vaksamt, vilket kan förstärka smärta i till exempel nacke och rygg.'),
        h('Att hitta balans'),
        list('Planera in pauser under dagen, gärna med en kort promenad.', 'Använd andningsövningarna i appen när du märker att du spänner dig.', 'Gör något varje dag som du tycker om.'),
        p('Det är normalt att besvären varierar med hur du mår. Det betyder inte att träningen inte fungerar.'),
      ],
      en: [
        p('Stress tenses the muscles and makes the nervous system more watchful, which can make pain in the neck and back, for example, worse.'),
        h('Finding balance'),
        list('Plan breaks into your day, ideally with a short walk.', 'Use the breathing exercises in the app when you notice you are tensing up.', 'Do something you enjoy every day.'),
        p('It is normal for your symptoms to vary with how you feel. It does not mean that the exercise is not working.'),
      ],
    },
  },
  {
    title: { sv: 'Mål som håller', en: 'Goals that last' },
    content: {
      sv: [
        p('Ett tydligt mål gör det lättare att hålla i träningen. Tänk på något du vill kunna göra, inte bara på smärtan.'),
        h('Ett bra mål är'),
        list('Konkret: ”gå till affären utan att stanna”.', 'Möjligt att nå inom några veckor.', 'Ditt eget, inte någon annans.'),
        p('Skriv ner ditt mål och prata om det med din fysioterapeut vid nästa besök.'),
      ],
      en: [
        p('A clear goal makes it easier to keep exercising. Think of something you want to be able to do, not only of the pain.'),
        h('A good goal is'),
        list('Concrete: “walk to the shop without stopping”.', 'Within reach in a few weeks.', 'Your own, not someone else’s.'),
        p('Write your goal down and talk it over with your physiotherapist at your next visit.'),
      ],
    },
  },
  {
    title: { sv: 'Vardagsaktivitet', en: 'Everyday activity' },
    content: {
      sv: [
        p('Allt du gör räknas: att gå i trappor, bära kassar, arbeta i trädgården. Målet för vuxna är minst 150 minuter måttlig aktivitet i veckan, till exempel en rask promenad på 20–30 minuter om dagen.'),
        h('Tips'),
        list('Dela upp aktiviteten i kortare pass om det behövs.', 'Bryt långa stunder av stillasittande varje halvtimme.', 'Välj trappan när du kan.'),
      ],
      en: [
        p('Everything you do counts: taking the stairs, carrying bags, gardening. The aim for adults is at least 150 minutes of moderate activity a week, for example a brisk 20–30 minute walk a day.'),
        h('Tips'),
        list('Split activity into shorter bouts if you need to.', 'Break up long periods of sitting every half hour.', 'Take the stairs when you can.'),
      ],
    },
  },
  {
    title: { sv: 'Kost och energi', en: 'Food and energy' },
    content: {
      sv: [
        p('Vid artros i knä och höft minskar belastningen på lederna om du går ner i vikt, om du har övervikt. Redan några kilo gör skillnad för många.'),
        h('Att tänka på'),
        list('Ät regelbundet, tre huvudmål och ett par mellanmål.', 'Fyll halva tallriken med grönsaker.', 'Drick vatten när du är törstig.'),
        p('Vill du ha stöd med kost och vikt kan du be om kontakt med en dietist.'),
      ],
      en: [
        p('With osteoarthritis of the knee and hip, losing weight, if you are overweight, reduces the load on the joints. Even a few kilos make a difference for many people.'),
        h('Things to keep in mind'),
        list('Eat regularly: three main meals and a couple of snacks.', 'Fill half the plate with vegetables.', 'Drink water when you are thirsty.'),
        p('If you would like support with food and weight, you can ask to see a dietitian.'),
      ],
    },
  },
  {
    title: { sv: 'Bakslag hör till', en: 'Setbacks are part of it' },
    content: {
      sv: [
        p('Nästan alla får perioder då det gör mer ont, till exempel i ländryggen efter en dag med mycket lyft. Ett bakslag betyder inte att du har skadat dig eller att träningen är fel.'),
        h('Om det blir värre'),
        list('Fortsätt röra på dig, men minska tempot och antalet repetitioner.', 'Undvik sängläge: vila i korta stunder och res dig ofta.', 'Värme kan lindra när musklerna är spända.', 'Öka igen steg för steg när det lugnat sig.'),
        h('Hör av dig till din fysioterapeut om'),
        list('smärtan inte har börjat minska efter en vecka', 'du får domningar eller svaghet i ett ben', 'du har svårt att kontrollera urin eller avföring (sök vård direkt)'),
      ],
      en: [
        p('Almost everyone has periods of more pain, for example in the lower back after a day of heavy lifting. A setback does not mean that you have injured yourself or that the exercise is wrong.'),
        h('If it gets worse'),
        list('Keep moving, but slow down and do fewer repetitions.', 'Avoid bed rest: rest for short spells and get up often.', 'Heat can ease tense muscles.', 'Build up again step by step once it has settled.'),
        h('Contact your physiotherapist if'),
        list('the pain has not started to ease after a week', 'you get numbness or weakness in a leg', 'you have trouble controlling your bladder or bowel (seek care at once)'),
      ],
    },
  },
  {
    title: { sv: 'Andningens kraft', en: 'The power of breathing' },
    content: {
      sv: [
        p('Lugn andning med magen sänker pulsen och gör det lättare för musklerna att slappna av. Det tar bara några minuter.'),
        h('Prova så här'),
        list('Sitt eller ligg bekvämt och lägg en hand på magen.', 'Andas in genom näsan så att handen lyfts.', 'Andas ut långsamt genom munnen, lite längre än du andades in.', 'Fortsätt i tre till fem minuter.'),
      ],
      en: [
        p('Calm breathing with the belly lowers the pulse and makes it easier for the muscles to relax. It takes only a few minutes.'),
        h('Try this'),
        list('Sit or lie comfortably with a hand on your belly.', 'Breathe in through your nose so that the hand rises.', 'Breathe out slowly through your mouth, a little longer than you breathed in.', 'Carry on for three to five minutes.'),
      ],
    },
  },
  {
    title: { sv: 'Styrka genom livet', en: 'Strength for life' },
    pictures: ['squat'],
    content: {
      sv: [
        p('Muskelstyrkan minskar med åldern om vi inte använder den, men den går att bygga upp i alla åldrar. Starka ben gör det lättare att resa sig, gå i trappor och hålla balansen.'),
        picture(0, 'En person reser sig från en stol med armarna framför sig.'),
        h('Så blir träningen effektiv'),
        list('Träna styrka två till tre gånger i veckan.', 'De sista repetitionerna ska kännas ansträngande.', 'Öka belastningen när övningen känns lätt, appen föreslår nästa nivå.'),
      ],
      en: [
        p('Muscle strength declines with age if we do not use it, but it can be built up at any age. Strong legs make it easier to get up, climb stairs and keep your balance.'),
        picture(0, 'A person rising from a chair with the arms held out in front.'),
        h('Making strength training work'),
        list('Train strength two to three times a week.', 'The last repetitions should feel hard.', 'Increase the load when the exercise feels easy; the app suggests the next level.'),
      ],
    },
  },
  {
    title: { sv: 'Socialt stöd', en: 'Support from others' },
    content: {
      sv: [
        p('Det är lättare att träna tillsammans med andra. Berätta för någon i din närhet om ditt mål och be dem fråga hur det går.'),
        list('Gå promenader med en vän eller granne.', 'Fråga om det finns träningsgrupper för artros eller rygg nära dig.', 'Använd chatten i appen när du har frågor till din fysioterapeut.'),
      ],
      en: [
        p('Exercising is easier with others. Tell someone close to you about your goal and ask them to check how it is going.'),
        list('Go for walks with a friend or neighbour.', 'Ask whether there are exercise groups for osteoarthritis or back pain near you.', 'Use the chat in the app when you have questions for your physiotherapist.'),
      ],
    },
  },
  {
    title: { sv: 'Vägen framåt', en: 'The road ahead' },
    content: {
      sv: [
        p('Träningen hjälper så länge du fortsätter. När programmet är slut är det dags att hitta ett sätt att träna som passar dig på egen hand.'),
        h('Inför tiden efter programmet'),
        list('Välj de två eller tre övningar som hjälpt dig mest.', 'Bestäm vilka dagar du tränar och skriv in dem i kalendern.', 'Fortsätt med promenader eller annan aktivitet du tycker om.'),
        p('Du är alltid välkommen att höra av dig om besvären kommer tillbaka.'),
      ],
      en: [
        p('Exercise helps for as long as you keep going. When the programme ends, it is time to find a way of exercising on your own that suits you.'),
        h('Preparing for after the programme'),
        list('Choose the two or three exercises that have helped you most.', 'Decide which days you exercise and put them in your calendar.', 'Keep up walking or another activity you enjoy.'),
        p('You are always welcome to get in touch if your symptoms come back.'),
      ],
    },
  },
];
