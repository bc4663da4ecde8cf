/**
 * What the demo buyers say (the reviews' seed), by kind of product: shoes talk about fit and
 * cushioning, bats about balance. Each review joins a line of its kind and a line said of anything,
 * both of its mood; titles likewise.
 */
import type { SeedProduct } from '../../catalog';

export type Mood = 'good' | 'mixed' | 'bad';
type Lines = Record<Mood, string[]>;

/** Demo buyers: first and last names, as a review shows them ("Priya S."). */
export const BUYERS: Array<[first: string, last: string]> = [
  ['Priya', 'Sharma'],
  ['Rahul', 'Verma'],
  ['Ananya', 'Iyer'],
  ['Arjun', 'Nair'],
  ['Sneha', 'Kulkarni'],
  ['Vikram', 'Singh'],
  ['Kavya', 'Reddy'],
  ['Rohan', 'Mehta'],
  ['Meera', 'Pillai'],
  ['Aditya', 'Joshi'],
  ['Ishita', 'Banerjee'],
  ['Karthik', 'Subramanian'],
  ['Neha', 'Gupta'],
  ['Siddharth', 'Rao'],
  ['Pooja', 'Deshpande'],
  ['Manoj', 'Yadav'],
];

const KINDS: Record<string, Lines> = {
  shoes: {
    good: [
      'True to size and the cushioning is soft without feeling mushy, even on 10 km runs.',
      'Fit is snug at the heel and roomy at the toes; no blisters after the first week.',
      'Light on the feet and the grip holds on wet roads during the monsoon.',
      'I have wide feet and these fit well in my usual size. Cushioning is excellent.',
    ],
    mixed: [
      'Comfortable once broken in, but they run half a size small, so order one up.',
      'Cushioning is good for walks; for long runs I wanted a little more support.',
    ],
    bad: ['The sole started peeling after two months of daily use.', 'Runs very narrow and the insole flattened within a few weeks.'],
  },
  apparel: {
    good: [
      'Fabric is soft and breathable, and it dries quickly after a sweaty session.',
      'Fits as per the size chart and the stitching is neat. Colour has not faded after many washes.',
      'Stretchy without being see-through; comfortable through a full workout.',
      'Good fit around the shoulders and waist, and it looks smart too.',
    ],
    mixed: [
      'Nice material, but it shrank a little after the first wash.',
      'Colour is slightly different from the picture; the fit is fine.',
    ],
    bad: ['The seam came loose after a few washes.', 'Much thinner fabric than I expected for the price.'],
  },
  bat: {
    good: [
      'Beautifully balanced, the pick-up feels light and the sweet spot is big.',
      'Good grains and a thick edge; after knocking in it pings off the middle.',
    ],
    mixed: ['Decent balance, but it needed a long knocking-in before it was match ready.'],
    bad: ['A crack appeared near the toe within a month, even after knocking in.'],
  },
  racket: {
    good: [
      'Head-light balance makes defence quick, and smashes still carry power.',
      'Very light and the factory strings hold tension well.',
    ],
    mixed: ['Good for club games; the grip needed replacing early.'],
    bad: ['The frame cracked on a clash of rackets in the second week.'],
  },
  ball: {
    good: ['Holds its shape and air well, and the touch is true on grass and turf.'],
    mixed: ['Good flight, but the panels scuff quickly on concrete.'],
    bad: ['Lost air every few days; had to keep pumping it.'],
  },
  yoga: {
    good: [
      'Good grip even when my palms sweat, and enough cushioning for my knees.',
      'Light enough to carry to class and it has no strong smell.',
      'Sturdy and stable; it helps me hold poses longer.',
    ],
    mixed: ['Works well, but it slides a little on a polished floor.'],
    bad: ['Started to flake at the edges within a month.'],
  },
  strength: {
    good: [
      'Solid build and the grip is comfortable; perfect for home workouts.',
      'Weights are accurate and the finish is clean, no rough edges.',
      'Sturdy and stable, and it takes up very little space in my flat.',
    ],
    mixed: ['Does the job, though the paint chipped a little on delivery.'],
    bad: ['One part arrived bent and the replacement took weeks.'],
  },
  machine: {
    good: [
      'Smooth and quiet, so I can use it early in the morning without waking anyone.',
      'Installation was done the next day and it feels rock solid even at high speed.',
    ],
    mixed: ['Works well, but the console is hard to read in bright light.'],
    bad: ['Started making a grinding noise within a month; service was slow.'],
  },
  carry: {
    good: [
      'Roomy, well stitched and the zips run smoothly.',
      'Keeps water cold through a whole match day and does not leak.',
      'Light, sturdy and easy to clean.',
    ],
    mixed: ['Good quality, though it is a little smaller than it looks in the photos.'],
    bad: ['The strap gave way within a few weeks.'],
  },
  outdoor: {
    good: ['Held up well on a week-long trek in the Himalayas.', 'Light, sturdy and easy to set up; worth every rupee.'],
    mixed: ['Does what it should, but it is heavier than I expected.'],
    bad: ['Not as water-resistant as described; everything got damp in the rain.'],
  },
  gear: {
    good: ['Well made and easy to use; it has become part of my daily training.', 'Sturdy and exactly as described.'],
    mixed: ['Good enough for the price, nothing special.'],
    bad: ['Broke within a few sessions of normal use.'],
  },
};

const ANY: Lines = {
  good: [
    'Delivered in two days, well packed.',
    'Great value for money; I would buy it again.',
    'Quality is better than I expected at this price.',
    'Recommended it to my friends at the gym.',
    'Cash on delivery was easy and the order came on time.',
  ],
  mixed: ['Okay for the price.', 'Delivery took longer than promised.', 'Could be better, but it does the job.'],
  bad: ['Not worth the price.', 'Disappointed overall.', 'The return was a hassle.'],
};

export const TITLES: Lines = {
  good: ['Excellent quality', 'Worth every rupee', 'Very happy with it', 'Great buy', 'Highly recommended', 'Just what I needed', ''],
  mixed: ['Decent, with a catch', 'Good but not great', 'Average', ''],
  bad: ['Disappointed', 'Not durable', 'Would not buy again'],
};

/** Which lines a product's reviews draw from. */
export function kindOf(p: SeedProduct): string {
  const where = `${p.category} ${p.parentCategory ?? ''} ${p.title}`.toLowerCase();
  if (p.category === 'Sports Shoes') return 'shoes';
  if (/\bbat\b/.test(where)) return 'bat';
  if (/racket/.test(where)) return 'racket';
  if (/football|\bball\b/.test(where)) return 'ball';
  if (p.category === 'Yoga Accessories') return 'yoga';
  if (/cardio machines|strength machines|treadmill|elliptical/.test(where)) return 'machine';
  if (/dumbbell|kettlebell|weights|strength|weighted|ab roller|bands/.test(where)) return 'strength';
  if (['Gym Wear', 'men', 'women'].includes(p.category) || /caps|gloves|headband/.test(where)) return 'apparel';
  if (/bags|bottles|backpack|bag\b/.test(where)) return 'carry';
  if (p.category === 'Outdoor Sports') return 'outdoor';
  return 'gear';
}

export function linesFor(kind: string): { kind: Lines; any: Lines } {
  return { kind: KINDS[kind] ?? KINDS.gear!, any: ANY };
}
