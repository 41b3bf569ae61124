import { libraryExercise, programTemplateList, type LibraryExercise, type LibraryKind, type LineExercise } from '@rehab/contract';
import { palette } from '@rehab/tokens';
import { organizations, storyTime, uuid } from './fixtures';

/**
 * The exercise library as the stories show it: the base set and Rehabkliniken Syd's own exercises, some with
 * pictures, one with a video; and the templates of that organization. Parsed by the contract's schemas.
 */

const clinicId = organizations[0]?.id ?? uuid(1, 1);
const picture = (group: number, index: number) => ({
  id: uuid(group, index),
  kind: 'picture' as const,
  contentType: 'image/webp',
  urls: { card: `/library-media/${uuid(group, index)}/card`, page: `/library-media/${uuid(group, index)}/page` },
});

type Seed = {
  name: [string, string];
  kind: LibraryKind;
  level: number;
  own?: boolean;
  pictures?: number;
  video?: boolean;
  regions: LibraryExercise['regions'];
  tags: string[];
  dosage: Partial<LibraryExercise['dosage']>;
  chain: number;
};

const seeds: Seed[] = [
  { name: ['Knäböj mot stol', 'Sit to stand'], kind: 'strength', level: 2, own: true, pictures: 2, video: true, regions: ['knee', 'hip'], tags: ['styrka', 'vardagsfunktion'], dosage: { sets: 3, repetitions: 10, restSeconds: 60, timesPerWeek: 3 }, chain: 1 },
  { name: ['Knäböj med gummiband', 'Squat with a band'], kind: 'strength', level: 4, pictures: 1, regions: ['knee', 'hip'], tags: ['styrka'], dosage: { sets: 3, repetitions: 12, restSeconds: 90, timesPerWeek: 3, load: 'Gult gummiband' }, chain: 1 },
  { name: ['Sittande knästräckning', 'Seated knee extension'], kind: 'strength', level: 1, pictures: 1, regions: ['knee'], tags: ['styrka'], dosage: { sets: 2, repetitions: 15, timesPerWeek: 5 }, chain: 1 },
  { name: ['Planka på knä', 'Kneeling plank'], kind: 'strength', level: 2, regions: ['low-back', 'whole-body'], tags: ['bålstabilitet'], dosage: { sets: 3, holdSeconds: 20, restSeconds: 45, timesPerWeek: 3 }, chain: 2 },
  { name: ['Tåhävningar på trappsteg', 'Heel raises on a step'], kind: 'strength', level: 3, pictures: 1, regions: ['ankle-foot'], tags: ['balans', 'styrka'], dosage: { sets: 3, repetitions: 15, timesPerWeek: 4 }, chain: 3 },
  { name: ['Utåtrotation med gummiband', 'External rotation with a band'], kind: 'strength', level: 2, own: true, regions: ['shoulder'], tags: ['rörlighet'], dosage: { sets: 3, repetitions: 12, restSeconds: 60, timesPerWeek: 3, load: 'Rött gummiband' }, chain: 4 },
  { name: ['Rask promenad', 'Brisk walk'], kind: 'walking', level: 3, pictures: 1, regions: ['whole-body'], tags: ['kondition'], dosage: { durationSeconds: 1800, timesPerWeek: 5 }, chain: 5 },
  { name: ['Promenad med stavar', 'Nordic walking'], kind: 'walking', level: 4, regions: ['whole-body'], tags: ['kondition', 'balans'], dosage: { durationSeconds: 2400, timesPerWeek: 3 }, chain: 5 },
  { name: ['Förlängd utandning', 'Long exhale'], kind: 'breathing', level: 1, pictures: 1, regions: ['whole-body'], tags: ['avslappning'], dosage: { sets: 5, repetitions: 6, timesPerWeek: 7 }, chain: 6 },
  { name: ['Kroppsskanning', 'Body scan'], kind: 'mindfulness', level: 1, regions: ['whole-body'], tags: ['avslappning', 'stress'], dosage: { durationSeconds: 600, timesPerWeek: 7 }, chain: 7 },
];

const byChain = (chain: number) => seeds.map((seed, index) => ({ seed, index })).filter(({ seed }) => seed.chain === chain).sort((a, b) => a.seed.level - b.seed.level);

export const libraryExercises: LibraryExercise[] = seeds
  .map((seed, index) => {
    const chain = byChain(seed.chain);
    const at = chain.findIndex((step) => step.index === index);
    return libraryExercise.parse({
      id: uuid(40, index),
      organizationId: seed.own ? clinicId : null,
      kind: seed.kind,
      name: { sv: seed.name[0], en: seed.name[1] },
      steps: {
        sv: ['Ställ dig med fötterna höftbrett isär.', 'Böj långsamt i knän och höfter, som om du ska sätta dig.', 'Res dig upp igen med jämn vikt på båda benen.'],
        en: ['Stand with your feet hip-width apart.', 'Slowly bend your knees and hips as if to sit down.', 'Stand up again with your weight on both legs.'],
      },
      watchOuts: { sv: 'Håll knäna i linje med tårna och ryggen rak. Avbryt om smärtan ökar mer än 2 steg på skalan.', en: 'Keep your knees in line with your toes and your back straight. Stop if the pain rises by more than 2 on the scale.' },
      regions: seed.regions,
      tags: seed.tags,
      dosage: seed.dosage,
      chainId: uuid(41, seed.chain),
      level: seed.level,
      easierId: at > 0 ? uuid(40, chain[at - 1]?.index ?? 0) : null,
      harderId: at < chain.length - 1 ? uuid(40, chain[at + 1]?.index ?? 0) : null,
      copiedFrom: null,
      retiredAt: null,
      media: [
        ...Array.from({ length: seed.pictures ?? 0 }, (_, number) => picture(42, index * 10 + number)),
        ...(seed.video
          ? [{ id: uuid(43, index), kind: 'video', contentType: 'video/mp4', urls: { video: `/library-media/${uuid(43, index)}/video`, poster: `/library-media/${uuid(43, index)}/poster` } }]
          : []),
      ],
      updatedAt: storyTime(-10, 9),
    });
  })
  .sort((a, b) => a.name.sv.localeCompare(b.name.sv, 'sv'));

const exercise = (sv: string) => {
  const found = libraryExercises.find((each) => each.name.sv === sv);
  if (!found) throw new Error(`no story exercise ${sv}`);
  return found;
};
export const squatToChair = exercise('Knäböj mot stol');

/** A line's exercise as the server sends it, from one of the library's. */
export function onLine(from: LibraryExercise, position: number, comment = ''): LineExercise {
  return {
    id: uuid(44, position + from.level * 10),
    exerciseId: from.id,
    name: from.name,
    kind: from.kind,
    level: from.level,
    position,
    dosage: from.dosage,
    comment,
    retired: false,
    pictureUrl: from.media.find((medium) => medium.kind === 'picture')?.urls.card ?? null,
  };
}

/** Each program line's exercises by the line's kind: the strength line has two, walking one, the others none. */
export const lineExercisesByKind: Partial<Record<LibraryKind, LineExercise[]>> = {
  strength: [onLine(squatToChair, 0, 'Res dig långsamt och utan att ta spjärn med händerna.'), onLine(exercise('Planka på knä'), 1)],
  walking: [onLine(exercise('Rask promenad'), 0, 'Välj ett tempo där du blir lite andfådd men kan prata.')],
};

export const programTemplates = programTemplateList.parse([
  {
    id: uuid(45, 1),
    organizationId: clinicId,
    name: 'Knäartros',
    weeks: 12,
    lines: [1, 3, 5].map((day) => ({
      day,
      type: 'strength',
      level: 2,
      exercises: [squatToChair, exercise('Sittande knästräckning')].map(({ id, name, kind, level, dosage }, position) => ({ exerciseId: id, name, kind, level, position, dosage, comment: '' })),
    })),
    retiredAt: null,
    createdAt: storyTime(-30, 9),
  },
  { id: uuid(45, 2), organizationId: clinicId, name: 'Ländrygg', weeks: 8, lines: [{ day: 2, type: 'strength', level: 1, exercises: [] }], retiredAt: null, createdAt: storyTime(-30, 9) },
]);

/** A picture for every medium of the stories: a figure in a colour of the product's, told by the medium's id. */
export function storyPicture(mediaId: string): string {
  const colours = [palette.primary, palette.secondary, palette.primaryPressed, palette.lightMediumGrey];
  const colour = colours[Number.parseInt(mediaId.slice(-2), 16) % colours.length] ?? palette.primary;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="${palette.additional}"/><circle cx="240" cy="110" r="40" fill="${colour}"/><path d="M240 150 L240 250 M240 180 L170 220 M240 180 L310 220 M240 250 L190 330 M240 250 L290 330" stroke="${colour}" stroke-width="18" stroke-linecap="round" fill="none"/></svg>`;
}
