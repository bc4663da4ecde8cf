/**
 * The Indian English and Hinglish lines of server/data/synonyms.txt (issue 28), through GET /search
 * on a catalogue the test owns: per rule, products each written with one of its terms only, and
 * every term must find the products written with the others. A product holds none of the words
 * typed, so removing a line from the file fails its test.
 */
import fs from 'node:fs';
import { parseSynonyms } from '../src/modules/search/synonyms';
import { loadSynonyms, SYNONYMS_FILE } from '../src/modules/search/words';
import { search, titles, useCatalog, type TestProduct } from './searchCatalog';

/**
 * A line of the file, and the product written with each of its terms the shop stocks. A term
 * without a product (a Hinglish word, a spelling whose stems another term has) is tested as typed.
 */
const RULES: Array<[line: string, products: Record<string, string>]> = [
  // Cricket
  [
    'tennis ball, cricket tennis ball, soft ball, tape ball',
    { 'tennis ball': 'Heavy Tennis Ball', 'soft ball': 'Rubber Soft Ball', 'tape ball': 'Street Tape Ball' },
  ],
  ['stumps, wickets', { stumps: 'Ash Wood Stumps Set', wickets: 'Spring Back Wickets' }],
  [
    'wicket keeping gloves, keeping gloves, wk gloves',
    { 'wicket keeping gloves': 'Test Wicket Keeping Gloves', 'keeping gloves': 'Club Keeping Gloves', 'wk gloves': 'Junior WK Gloves' },
  ],
  [
    'leg guard, batting pads, leg pads',
    { 'leg guard': 'Test Leg Guard', 'batting pads': 'Club Batting Pads', 'leg pads': 'Junior Leg Pads' },
  ],
  ['thigh guard, thigh pad', { 'thigh guard': 'Moulded Thigh Guard', 'thigh pad': 'Foam Thigh Pad' }],
  // Football
  [
    'goalkeeper gloves, gk gloves, goalie gloves',
    { 'goalkeeper gloves': 'Latex Goalkeeper Gloves', 'gk gloves': 'Junior GK Gloves', 'goalie gloves': 'Pro Goalie Gloves' },
  ],
  // Footwear
  [
    'slippers, chappal, flip flops, sliders, hawai chappal, hawaii chappal, hawai slippers',
    {
      slippers: 'Bathroom Slippers',
      chappal: 'Leather Chappal',
      'flip flops': 'Rubber Flip Flops',
      sliders: 'Pool Sliders',
      'hawai chappal': 'Blue Hawai Chappal',
      'hawai slippers': 'Classic Hawai Slippers',
    },
  ],
  ['floaters, sports sandals', { floaters: 'Velcro Floaters', 'sports sandals': 'Trail Sports Sandals' }],
  [
    'roller skates, skating shoes, inline skates',
    { 'roller skates': 'Quad Roller Skates', 'skating shoes': 'Kids Skating Shoes', 'inline skates': 'Adjustable Inline Skates' },
  ],
  ['gumboots, rain boots', { gumboots: 'PVC Gumboots', 'rain boots': 'Monsoon Rain Boots' }],
  // Clothing
  ['shorts, half pant, half pants, bermuda', { shorts: 'Running Shorts', 'half pant': 'Cotton Half Pant', bermuda: 'Cotton Bermuda' }],
  [
    'capri, three fourth, three fourth pants',
    { capri: 'Gym Capri', 'three fourth': 'Cotton Three Fourth', 'three fourth pants': 'Three Fourth Pants' },
  ],
  ['tank top, singlet, gym vest', { 'tank top': 'Stringer Tank Top', singlet: 'Running Singlet', 'gym vest': 'Mesh Gym Vest' }],
  ['rain jacket, raincoat', { 'rain jacket': 'Packable Rain Jacket', raincoat: 'Hooded Raincoat' }],
  ['tracksuit, track suit, upper lower, lower upper', { tracksuit: 'Polyester Tracksuit', 'upper lower': 'Upper Lower Set' }],
  ['monkey cap, balaclava', { 'monkey cap': 'Woollen Monkey Cap', balaclava: 'Fleece Balaclava' }],
  // Gym and fitness
  ['dumbbell, dumbell, dumb bell, dumble', { dumbbell: 'Hex Dumbbell' }],
  ['barbell, barbell rod, gym rod', { barbell: 'Olympic Barbell', 'gym rod': 'Chrome Gym Rod' }],
  ['weight lifting belt, gym belt, lifting belt', { 'weight lifting belt': 'Leather Weight Lifting Belt', 'gym belt': 'Nylon Gym Belt' }],
  [
    'hand gripper, hand grip, grip strengthener',
    { 'hand gripper': 'Adjustable Hand Gripper', 'hand grip': 'Foam Hand Grip', 'grip strengthener': 'Spring Grip Strengthener' },
  ],
  ['resistance tube, toning tube', { 'resistance tube': 'Resistance Tube with Handles', 'toning tube': 'Latex Toning Tube' }],
  ['sauna belt, sweat belt', { 'sauna belt': 'Neoprene Sauna Belt', 'sweat belt': 'Hot Sweat Belt' }],
  [
    'ankle support, ankle binder, ankle brace',
    { 'ankle support': 'Ankle Support Sleeve', 'ankle binder': 'Elastic Ankle Binder', 'ankle brace': 'Lace-Up Ankle Brace' },
  ],
  [
    'wrist support, wrist binder, wrist brace',
    { 'wrist support': 'Wrist Support Wrap', 'wrist binder': 'Cotton Wrist Binder', 'wrist brace': 'Splint Wrist Brace' },
  ],
  ['crepe bandage, elastic bandage', { 'crepe bandage': 'Crepe Bandage Roll', 'elastic bandage': 'Elastic Bandage Roll' }],
  // Outdoor, cycling, swimming
  ['backpack, rucksack, bagpack, bag pack', { backpack: 'Hiking Backpack', rucksack: 'Travel Rucksack', 'bag pack': 'Laptop Bag Pack' }],
  [
    'swimming goggles, swim goggles, swimming specs, swimming glasses',
    {
      'swimming goggles': 'Anti-Fog Swimming Goggles',
      'swimming specs': 'Junior Swimming Specs',
      'swimming glasses': 'Mirrored Swimming Glasses',
    },
  ],
  [
    'kickboard, swimming board, float board',
    { kickboard: 'EVA Kickboard', 'swimming board': 'Foam Swimming Board', 'float board': 'Learner Float Board' },
  ],
  ['torch, flashlight', { torch: 'LED Torch', flashlight: 'Tactical Flashlight' }],
  ['head torch, headlamp', { 'head torch': 'Trail Head Torch', headlamp: 'Rechargeable Headlamp' }],
  ['flask, thermos', { flask: 'Steel Flask', thermos: 'Vacuum Thermos' }],
  // Indoor games
  [
    'carrom coins, carrom men, carrom pieces',
    { 'carrom coins': 'Wooden Carrom Coins', 'carrom men': 'Carrom Men Set', 'carrom pieces': 'Tournament Carrom Pieces' },
  ],
  ['carrom powder, boric powder', { 'carrom powder': 'Fine Carrom Powder', 'boric powder': 'Boric Powder Tin' }],
  // Hinglish, one way
  ['joota, joote, juta => shoes', { shoes: 'White Canvas Shoes' }],
  ['moje, moze, jurab => socks', { socks: 'Cushioned Socks' }],
  ['topi => cap', { cap: 'Running Cap' }],
  ['botal => bottle', { bottle: 'Steel Water Bottle' }],
  ['gend => ball', { ball: 'Leather Cricket Ball' }],
  ['balla => bat', { bat: 'Kashmir Willow Cricket Bat' }],
  ['chidiya => shuttlecock, shuttle', { shuttlecock: 'Feather Shuttlecock', shuttle: 'Nylon Shuttle Cock' }],
  ['chidiya balla => badminton', { badminton: 'Carbon Badminton Racket' }],
  ['saikil => cycle, bicycle', { cycle: 'Geared Cycle', bicycle: 'Hybrid Bicycle' }],
  ['tambu => tent', { tent: 'Dome Tent' }],
  ['rassi => rope', { rope: 'Nylon Climbing Rope' }],
  ['shatranj => chess', { chess: 'Magnetic Chess Set' }],
  ['sando, baniyan => tank top, gym vest', { 'tank top': 'Stringer Tank Top', 'gym vest': 'Mesh Gym Vest' }],
  ['barsati => raincoat, rain jacket', { raincoat: 'Hooded Raincoat', 'rain jacket': 'Packable Rain Jacket' }],
  ['gada => mace, macebell', { mace: 'Steel Mace', macebell: 'Forged Macebell' }],
  ['mudgar, mugdar => indian club', { 'indian club': 'Wooden Indian Club' }],
];

/** Products a rule must not bring in: other balls, a vest that is not clothing. */
const OTHERS: TestProduct[] = [{ title: 'Nivia Football Size 5' }, { title: 'Weighted Vest 10 kg', category: 'Fitness Accessories' }];

const CATALOGUE: TestProduct[] = [
  ...[...new Set(RULES.flatMap(([, products]) => Object.values(products)))].map((title) => ({ title })),
  ...OTHERS,
];

const t = useCatalog(CATALOGUE);
const found = async (words: string) => titles(await search(t.app, `q=${encodeURIComponent(words)}&limit=100`));

it('tests lines the file holds, as written there', () => {
  const file = parseSynonyms(fs.readFileSync(SYNONYMS_FILE, 'utf8')).map((rule) => JSON.stringify(rule));
  for (const [line] of RULES) expect([line, file.includes(JSON.stringify(parseSynonyms(line)[0]))]).toEqual([line, true]);
});

it.each(RULES)('%s', async (line, products) => {
  const rule = parseSynonyms(line)[0]!;
  const oneWay = rule.match !== rule.expand;
  // A one-way rule's every target has a product; in a group, the terms without one are typed and
  // must find the same products as the others.
  const targets = rule.expand.filter((term) => !(oneWay && rule.match.includes(term)));
  const uncovered = oneWay ? targets.filter((term) => !products[term]) : Object.keys(products).length ? [] : ['no product'];
  expect(uncovered).toEqual([]);
  expect(Object.keys(products).filter((term) => !targets.includes(term))).toEqual([]);
  const missing: string[] = [];
  for (const typed of rule.match) {
    const results = await found(typed);
    for (const [term, title] of Object.entries(products)) {
      if (term !== typed && !results.includes(title)) missing.push(`"${typed}" does not find "${title}"`);
    }
  }
  expect(missing).toEqual([]);
});

describe('what the rules leave alone', () => {
  it('keeps "cricket ball" to cricket balls, while "gend" is any ball', async () => {
    expect(await found('cricket ball')).toEqual(['Leather Cricket Ball']);
    expect(await found('gend')).toEqual(expect.arrayContaining(['Leather Cricket Ball', 'Heavy Tennis Ball', 'Rubber Soft Ball']));
    expect(await found('gend')).not.toContain('Nivia Football Size 5');
    expect((await found('cricket gend'))[0]).toBe('Leather Cricket Ball');
  });

  it('reads "gym vest" as clothing, not as a fitness vest', async () => {
    expect((await found('gym vest')).sort()).toEqual(['Mesh Gym Vest', 'Running Singlet', 'Stringer Tank Top']);
  });

  it('reads "carrom men" as the pieces, not as a gender', async () => {
    expect((await found('carrom men')).sort()).toEqual(['Carrom Men Set', 'Tournament Carrom Pieces', 'Wooden Carrom Coins']);
  });

  it('gives no two rules the same term: the search would apply the first only', async () => {
    const index = await loadSynonyms(t.db);
    const clashes: string[] = [];
    for (const entries of index.values()) {
      const byKeys = new Map<string, string>();
      for (const entry of entries) {
        const keys = entry.keys.join(' ');
        const expand = JSON.stringify(entry.expand);
        if (byKeys.has(keys) && byKeys.get(keys) !== expand) clashes.push(keys);
        byKeys.set(keys, expand);
      }
    }
    expect(clashes).toEqual([]);
  });
});
