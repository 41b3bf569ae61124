/*
 * The base set's pictures, drawn here: a figure seen from the side (a few poses from the front), its joints
 * placed by hand for each pose, and the few things an exercise needs (a chair, a mat, a wall, a step, a band).
 * Rasterised with sharp when the demo is seeded, and frame by frame for the demo videos. The colours are the
 * picture's own, not the screens' tokens: it is content, like a photograph.
 */

type Point = readonly [number, number];
type Prop = 'chair' | 'lowChair' | 'mat' | 'towel' | 'step' | 'wall' | 'table' | 'counter' | 'door' | 'kneeBand';

export interface Pose {
  head: Point;
  neck: Point;
  shoulder: Point;
  elbow: Point;
  hand: Point;
  hip: Point;
  knee: Point;
  foot: Point;
  /** The far arm and leg, drawn lighter behind; the near ones' places when left out. */
  elbow2?: Point;
  hand2?: Point;
  knee2?: Point;
  foot2?: Point;
  props?: readonly Prop[];
  /** Where a band runs from the hand to. */
  anchor?: Point;
}

const lying = { head: [88, 236], neck: [108, 240], shoulder: [118, 242], elbow: [150, 248], hand: [182, 250], hip: [210, 244] } as const;

export const poses = {
  stand: { head: [200, 68], neck: [200, 90], shoulder: [200, 98], elbow: [204, 138], hand: [206, 172], hip: [200, 170], knee: [202, 215], foot: [204, 258], knee2: [196, 215], foot2: [192, 258], props: ['counter'] },
  sit: { head: [176, 80], neck: [174, 102], shoulder: [174, 110], elbow: [186, 145], hand: [210, 168], hip: [176, 182], knee: [226, 184], foot: [230, 258], props: ['chair'] },
  sitTall: { head: [174, 76], neck: [174, 98], shoulder: [174, 106], elbow: [180, 145], hand: [205, 172], hip: [176, 182], knee: [226, 184], foot: [230, 258], props: ['chair'] },
  seatedExtend: { head: [174, 78], neck: [174, 100], shoulder: [174, 108], elbow: [182, 145], hand: [200, 176], hip: [176, 182], knee: [226, 184], foot: [276, 172], knee2: [222, 186], foot2: [228, 258], props: ['chair'] },
  longSit: { head: [156, 150], neck: [152, 172], shoulder: [150, 180], elbow: [165, 215], hand: [186, 244], hip: [150, 248], knee: [215, 248], foot: [272, 244], props: ['mat', 'towel'] },
  squat: { head: [208, 104], neck: [200, 124], shoulder: [196, 132], elbow: [226, 150], hand: [254, 148], hip: [166, 200], knee: [216, 204], foot: [212, 258], props: ['lowChair'] },
  lunge: { head: [200, 98], neck: [200, 120], shoulder: [200, 128], elbow: [206, 165], hand: [210, 196], hip: [200, 198], knee: [250, 204], foot: [252, 258], knee2: [172, 248], foot2: [134, 256] },
  stepUp: { head: [224, 50], neck: [222, 72], shoulder: [222, 80], elbow: [228, 118], hand: [232, 150], hip: [224, 150], knee: [240, 190], foot: [246, 228], knee2: [206, 200], foot2: [200, 258], props: ['step'] },
  supine: { ...lying, knee: [255, 205], foot: [292, 256], props: ['mat'] },
  bridge: { ...lying, hip: [210, 206], elbow: [150, 248], knee: [262, 194], foot: [292, 256], props: ['mat'] },
  singleBridge: { ...lying, hip: [210, 206], knee: [262, 194], foot: [292, 256], knee2: [262, 196], foot2: [322, 184], props: ['mat'] },
  sideLying: { head: [80, 230], neck: [100, 238], shoulder: [108, 240], elbow: [98, 214], hand: [86, 200], hip: [205, 242], knee: [252, 244], foot: [302, 246], knee2: [240, 252], foot2: [272, 256], props: ['mat'] },
  sideLift: { head: [80, 230], neck: [100, 238], shoulder: [108, 240], elbow: [98, 214], hand: [86, 200], hip: [205, 240], knee: [252, 222], foot: [300, 204], knee2: [240, 252], foot2: [272, 256], props: ['mat'] },
  bandWalk: { head: [200, 74], neck: [200, 96], shoulder: [200, 104], elbow: [184, 138], hand: [178, 166], elbow2: [216, 138], hand2: [222, 166], hip: [200, 176], knee: [180, 214], foot: [168, 258], knee2: [220, 214], foot2: [232, 258], props: ['kneeBand'] },
  singleLeg: { head: [200, 68], neck: [200, 90], shoulder: [200, 98], elbow: [212, 134], hand: [236, 150], hip: [200, 170], knee: [202, 215], foot: [204, 258], knee2: [226, 204], foot2: [212, 238], props: ['counter'] },
  quadruped: { head: [116, 180], neck: [136, 186], shoulder: [150, 190], elbow: [150, 225], hand: [150, 258], hip: [245, 190], knee: [245, 258], foot: [296, 258], props: ['mat'] },
  birdDog: { head: [116, 178], neck: [136, 186], shoulder: [150, 190], elbow: [112, 186], hand: [76, 182], elbow2: [150, 225], hand2: [150, 258], hip: [245, 190], knee: [290, 190], foot: [336, 188], knee2: [245, 258], foot2: [296, 258], props: ['mat'] },
  kneePlank: { head: [108, 206], neck: [128, 212], shoulder: [140, 216], elbow: [140, 255], hand: [176, 255], hip: [226, 232], knee: [286, 255], foot: [330, 244], props: ['mat'] },
  plank: { head: [88, 206], neck: [108, 212], shoulder: [120, 216], elbow: [120, 255], hand: [156, 255], hip: [222, 230], knee: [280, 242], foot: [336, 252], props: ['mat'] },
  kneeChest: { ...lying, elbow: [150, 214], hand: [184, 196], knee: [186, 194], foot: [226, 202], knee2: [255, 205], foot2: [292, 256], props: ['mat'] },
  headLift: { ...lying, head: [92, 224], neck: [110, 236], knee: [255, 205], foot: [292, 256], props: ['mat'] },
  pendulum: { head: [142, 112], neck: [160, 120], shoulder: [170, 126], elbow: [172, 165], hand: [176, 202], elbow2: [150, 150], hand2: [140, 170], hip: [236, 170], knee: [238, 215], foot: [238, 258], props: ['table'] },
  wallSlide: { head: [214, 68], neck: [214, 90], shoulder: [214, 98], elbow: [246, 72], hand: [254, 38], hip: [212, 170], knee: [212, 215], foot: [212, 258], props: ['wall'] },
  externalRotation: { head: [200, 68], neck: [200, 90], shoulder: [200, 98], elbow: [204, 138], hand: [240, 130], hip: [200, 170], knee: [202, 215], foot: [204, 258], props: ['door'], anchor: [320, 132] },
  row: { head: [196, 68], neck: [196, 90], shoulder: [196, 98], elbow: [174, 132], hand: [204, 126], hip: [196, 170], knee: [198, 215], foot: [200, 258], props: ['door'], anchor: [320, 126] },
  wallStand: { head: [176, 72], neck: [178, 94], shoulder: [180, 102], elbow: [218, 102], hand: [254, 102], hip: [190, 172], knee: [196, 215], foot: [200, 258], props: ['wall'] },
  wallPush: { head: [218, 84], neck: [212, 102], shoulder: [210, 108], elbow: [222, 134], hand: [254, 104], hip: [192, 174], knee: [197, 216], foot: [200, 258], props: ['wall'] },
  walk: { head: [204, 68], neck: [202, 90], shoulder: [202, 98], elbow: [190, 134], hand: [180, 164], elbow2: [214, 134], hand2: [226, 160], hip: [200, 170], knee: [222, 212], foot: [238, 258], knee2: [186, 214], foot2: [164, 254] },
} as const satisfies Record<string, Pose>;

export type PoseName = keyof typeof poses;

const ink = '#1f3b57';
const far = '#7f97ad';
const prop = '#c9b79c';

const line = (a: Point, b: Point, colour: string, width: number) => `<line x1="${a[0]}" y1="${a[1]}" x2="${b[0]}" y2="${b[1]}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;
const limb = (points: readonly Point[], colour: string, width: number) =>
  `<polyline points="${points.map(([x, y]) => `${x},${y}`).join(' ')}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

function drawProp(name: Prop, pose: Pose): string {
  switch (name) {
    case 'chair':
      return `${line([150, 186], [214, 186], prop, 8)}${line([152, 186], [150, 112], prop, 8)}${line([156, 190], [156, 258], prop, 6)}${line([208, 190], [208, 258], prop, 6)}`;
    case 'lowChair':
      return `${line([118, 206], [172, 206], prop, 8)}${line([120, 206], [118, 140], prop, 8)}${line([124, 210], [124, 258], prop, 6)}${line([166, 210], [166, 258], prop, 6)}`;
    case 'mat':
      return `<rect x="50" y="258" width="300" height="8" rx="4" fill="${prop}"/>`;
    case 'towel':
      return `<ellipse cx="215" cy="252" rx="16" ry="7" fill="${prop}"/>`;
    case 'step':
      return `<rect x="210" y="230" width="90" height="30" rx="4" fill="${prop}"/>`;
    case 'wall':
      return `<rect x="260" y="20" width="16" height="240" fill="${prop}"/>`;
    case 'table':
      return `${line([96, 172], [150, 172], prop, 8)}${line([104, 176], [104, 258], prop, 6)}`;
    case 'counter':
      return `<rect x="262" y="150" width="70" height="110" rx="4" fill="${prop}"/>`;
    case 'door':
      return `<rect x="318" y="30" width="14" height="230" fill="${prop}"/>${pose.anchor ? line(pose.hand, pose.anchor, '#d0653f', 4) : ''}`;
    case 'kneeBand':
      return line(pose.knee, pose.knee2 ?? pose.knee, '#d0653f', 5);
  }
}

/** The pose of a figure between two poses, `t` from 0 (the first) to 1 (the second): the frames of a video. */
export function between(from: Pose, to: Pose, t: number): Pose {
  const mix = (a: Point | undefined, b: Point | undefined, fallback: Point): Point => {
    const [p, q] = [a ?? fallback, b ?? fallback];
    return [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t];
  };
  return {
    head: mix(from.head, to.head, to.head),
    neck: mix(from.neck, to.neck, to.neck),
    shoulder: mix(from.shoulder, to.shoulder, to.shoulder),
    elbow: mix(from.elbow, to.elbow, to.elbow),
    hand: mix(from.hand, to.hand, to.hand),
    hip: mix(from.hip, to.hip, to.hip),
    knee: mix(from.knee, to.knee, to.knee),
    foot: mix(from.foot, to.foot, to.foot),
    elbow2: mix(from.elbow2 ?? from.elbow, to.elbow2 ?? to.elbow, to.elbow),
    hand2: mix(from.hand2 ?? from.hand, to.hand2 ?? to.hand, to.hand),
    knee2: mix(from.knee2 ?? from.knee, to.knee2 ?? to.knee, to.knee),
    foot2: mix(from.foot2 ?? from.foot, to.foot2 ?? to.foot, to.foot),
    // The things of both poses: a figure rising from a chair keeps the chair.
    props: [...new Set([...(from.props ?? []), ...(to.props ?? [])])],
    ...(to.anchor && { anchor: to.anchor }),
  };
}

/** A 400 × 300 drawing of the figure in `pose`, with the exercise's things, on a calm background. */
export function figureSvg(pose: Pose, { width = 1200 }: { width?: number } = {}): string {
  const height = (width * 3) / 4;
  const { head, neck, shoulder, elbow, hand, hip, knee, foot } = pose;
  const farArm = [shoulder, pose.elbow2 ?? elbow, pose.hand2 ?? hand] as const;
  const farLeg = [hip, pose.knee2 ?? knee, pose.foot2 ?? foot] as const;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300">`,
    '<rect width="400" height="300" fill="#eef4f7"/>',
    `<rect x="0" y="262" width="400" height="38" fill="#dde7ec"/>`,
    ...(pose.props ?? []).filter((name) => name !== 'kneeBand' && name !== 'door').map((name) => drawProp(name, pose)),
    limb(farArm, far, 11),
    limb(farLeg, far, 13),
    line(neck, hip, ink, 22),
    limb([hip, knee, foot], ink, 14),
    line(foot, [foot[0] + 14, foot[1]], ink, 10),
    limb([shoulder, elbow, hand], ink, 12),
    `<circle cx="${head[0]}" cy="${head[1]}" r="17" fill="${ink}"/>`,
    ...(pose.props ?? []).filter((name) => name === 'kneeBand' || name === 'door').map((name) => drawProp(name, pose)),
    '</svg>',
  ].join('');
}
