/** Product types of the generated catalogue (bench/search/catalog.mjs): what an Indian sports shop sells. */
const f = (title, text) => ({ title, text });
const SHOE = ['UK 5', 'UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10', 'UK 11'];
const WEAR = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const MWU = ['Men', 'Women', 'Unisex'];
const MW = ['Men', 'Women'];
const SHOE_BRANDS = ['Campus', 'Sparx', 'ASICS', 'Puma', 'Adidas', 'Reebok', 'Skechers', 'Red Tape', 'HRX', 'Nivia', 'Bata'];
const WEAR_BRANDS = ['HRX', 'Puma', 'Adidas', 'Alcis', 'Proline', 'Nivia', 'Blissclub', 'Boldfit', 'Shiv Naresh', 'Van Heusen'];
const GYM_BRANDS = ['Kore', 'Boldfit', 'Strauss', 'Kobo', 'Aurion', 'Cockatoo', 'Lifelong', 'PowerMax Fitness', 'Fitkit'];
const RACKET_BRANDS = ['Yonex', 'Li-Ning', 'Victor', 'Cosco', 'Hundred', 'Apacs'];
const OUTDOOR_BRANDS = ['Wildcraft', 'Quechua', 'Trawoc', 'Skybags', 'Coleman', 'Hero Sprint', 'Btwin', 'Speedo', 'Vector 91'];
const cushioned = [
  f('Cushioned', 'Cushioned midsole that soaks up impact'),
  f('Lightweight', 'Lightweight breathable mesh upper'),
  f('Anti-Skid', 'Anti-skid rubber outsole for grip on wet roads'),
  f('Memory Foam', 'Memory foam insole for all-day comfort'),
];
const fabric = [
  f('Dri-Fit', 'Dri-fit fabric that wicks sweat away'),
  f('Quick-Dry', 'Quick-dry stretch fabric'),
  f('Slim Fit', 'Slim fit cut with flatlock seams'),
  f('Breathable', 'Breathable knit with mesh panels'),
];
const grip = [
  f('Anti-Skid', 'Anti-skid textured surface'),
  f('Heavy Duty', 'Heavy duty build for daily use'),
  f('Ergonomic', 'Ergonomic grip that stays put when you sweat'),
  f('Compact', 'Compact design that stores under a bed'),
];

const shoes = (name, sub, price, extra = {}) => ({
  name,
  category: 'Sports Shoes',
  sub,
  brands: SHOE_BRANDS,
  features: cushioned,
  materials: ['Mesh', 'Synthetic leather', 'Knit'],
  sizes: SHOE,
  genders: MWU,
  price,
  weight: 3,
  ...extra,
});
const wear = (name, sub, price, extra = {}) => ({
  name,
  category: 'Gym Wear',
  sub,
  brands: WEAR_BRANDS,
  features: fabric,
  materials: ['Polyester', 'Cotton', 'Nylon spandex', 'Cotton-poly'],
  sizes: WEAR,
  genders: MWU,
  price,
  weight: 3,
  ...extra,
});
const gym = (name, sub, price, extra = {}) => ({
  name,
  category: 'Fitness Accessories',
  sub,
  brands: GYM_BRANDS,
  features: grip,
  materials: ['PVC', 'Cast iron', 'Natural latex', 'Steel', 'Neoprene'],
  genders: ['Unisex'],
  price,
  ...extra,
});
const kit = (name, sub, price, extra = {}) => ({
  name,
  category: 'Sports Equipment',
  sub,
  brands: ['Nivia', 'Cosco', 'SG', 'SS', 'Vector X', 'Spalding', 'Stag'],
  features: grip,
  materials: ['Rubber', 'PU', 'Wood', 'Steel'],
  genders: ['Unisex'],
  price,
  ...extra,
});
const training = (name, price, extra = {}) => ({
  name,
  category: 'Training Gear',
  sub: extra.sub ?? 'Speed & Agility',
  brands: ['Vector X', 'Nivia', 'Boldfit', 'Polar', 'Garmin', 'Strauss'],
  features: grip,
  materials: ['Nylon', 'PP', 'Rubber'],
  genders: ['Unisex'],
  price,
  ...extra,
});
const yoga = (name, sub, price, extra = {}) => ({
  name,
  category: 'Yoga Accessories',
  sub,
  brands: ['Boldfit', 'Strauss', 'Kosha Yoga Co.', 'Decathlon Kimjaly', 'Lifelong'],
  features: grip,
  materials: ['TPE', 'NBR', 'Cork', 'EVA foam', 'Cotton'],
  genders: ['Unisex'],
  price,
  ...extra,
});
const outdoor = (name, sub, price, extra = {}) => ({
  name,
  category: 'Outdoor Sports',
  sub,
  brands: OUTDOOR_BRANDS,
  features: [
    f('Waterproof', 'Waterproof build for monsoon treks'),
    f('Lightweight', 'Lightweight frame'),
    f('Durable', 'Durable ripstop fabric'),
  ],
  materials: ['Ripstop nylon', 'Polyester', 'Aluminium', 'Steel'],
  genders: ['Unisex'],
  price,
  ...extra,
});

export const TYPES = [
  shoes('Running Shoes', 'Running', [1999, 12999], { weight: 6 }),
  shoes('Trail Running Shoes', 'Trail', [3999, 11999]),
  shoes('Training Shoes', 'Training', [1999, 8999]),
  shoes('Walking Shoes', 'Walking', [999, 4999]),
  shoes('Badminton Shoes', 'Court', [1999, 7999], {
    features: [f('Non-Marking', 'Non-marking gum rubber sole'), ...cushioned.slice(0, 2)],
  }),
  shoes('Cricket Shoes', 'Cricket', [2499, 8999], { variants: ['Spikes', 'Rubber Studs'] }),
  shoes('Football Studs', 'Football', [1499, 9999]),
  shoes('Slides', 'Slides & Flip Flops', [399, 1999], { weight: 1 }),
  wear('T-Shirt', 'T-Shirts', [399, 1999], { weight: 6 }),
  wear('Track Pants', 'Track Pants', [699, 2499], { weight: 4 }),
  wear('Joggers', 'Joggers', [799, 2999]),
  wear('Shorts', 'Shorts', [399, 1499]),
  wear('Hoodie', 'Hoodies', [1199, 3999]),
  wear('Sports Bra', 'Sports Bras', [499, 2499], { genders: ['Women'] }),
  wear('Leggings', 'Leggings', [599, 2499], { genders: ['Women'] }),
  wear('Tank Top', 'T-Shirts', [349, 1299], { genders: MW, weight: 2 }),
  wear('Tracksuit', 'Tracksuits', [1499, 4999], { weight: 1 }),
  wear('Running Jacket', 'Jackets', [1499, 5999], { weight: 1 }),
  gym('Dumbbell', 'Weights', [499, 4999], {
    sizes: ['1 kg', '2 kg', '3 kg', '5 kg', '7.5 kg', '10 kg', '12.5 kg'],
    oneOf: true,
    variants: ['(Pair)', 'Set', null],
    weight: 3,
  }),
  gym('Kettlebell', 'Weights', [699, 4999], { sizes: ['4 kg', '8 kg', '12 kg', '16 kg', '20 kg', '24 kg'], oneOf: true, weight: 2 }),
  gym('Weight Plate', 'Weights', [399, 3999], { sizes: ['2.5 kg', '5 kg', '10 kg', '15 kg', '20 kg'], oneOf: true }),
  gym('Resistance Band', 'Bands', [199, 1499], { variants: ['Set of 5', 'Loop', 'Tube'], weight: 2 }),
  gym('Skipping Rope', 'Cardio', [149, 999], { variants: ['Speed', 'Weighted', null], weight: 2 }),
  gym('Gym Gloves', 'Gloves', [299, 1499], { sizes: ['S', 'M', 'L', 'XL'], weight: 2 }),
  gym('Ab Roller', 'Core', [299, 1499]),
  gym('Push-Up Bars', 'Core', [299, 1299]),
  gym('Foam Roller', 'Recovery', [499, 2499]),
  gym('Shaker Bottle', 'Bottles', [199, 799], { variants: ['500 ml', '700 ml'] }),
  gym('Water Bottle', 'Bottles', [199, 1499], { variants: ['750 ml', '1 L', '1.5 L'] }),
  gym('Gym Bag', 'Bags', [699, 2999]),
  gym('Knee Support', 'Supports', [199, 1499], { sizes: ['S', 'M', 'L', 'XL'] }),
  gym('Weight Lifting Belt', 'Supports', [599, 2999], { sizes: ['S', 'M', 'L', 'XL'] }),
  kit('Cricket Bat', 'Cricket', [999, 24999], {
    sizes: ['Size 4', 'Size 5', 'Size 6', 'Short Handle', 'Long Handle'],
    variants: ['English Willow', 'Kashmir Willow'],
    weight: 2,
  }),
  kit('Cricket Ball', 'Cricket', [199, 1999], { variants: ['Leather', 'Tennis'] }),
  kit('Football', 'Football', [399, 2999], { sizes: ['Size 3', 'Size 4', 'Size 5'], oneOf: true, weight: 2 }),
  kit('Basketball', 'Basketball', [499, 2999], { sizes: ['Size 5', 'Size 6', 'Size 7'], oneOf: true }),
  kit('Volleyball', 'Volleyball', [399, 2499]),
  kit('Badminton Racket', 'Racket Sports', [599, 12999], { brands: RACKET_BRANDS, sizes: ['3U', '4U', '5U'], weight: 2 }),
  kit('Shuttlecock', 'Racket Sports', [299, 2499], { brands: RACKET_BRANDS, variants: ['Feather (Pack of 10)', 'Nylon (Pack of 6)'] }),
  kit('Tennis Racket', 'Racket Sports', [1499, 14999], { brands: ['Wilson', 'Head', 'Babolat', 'Yonex'] }),
  kit('Table Tennis Bat', 'Racket Sports', [299, 3999], { brands: ['Stag', 'GKI', 'Butterfly', 'Cosco'] }),
  kit('Carrom Board', 'Indoor Games', [999, 6999]),
  kit('Treadmill', 'Cardio Machines', [19999, 189999], { brands: ['PowerMax Fitness', 'Cockatoo', 'Durafit', 'Welcare'], weight: 1 }),
  kit('Exercise Bike', 'Cardio Machines', [9999, 59999], { brands: ['PowerMax Fitness', 'Cockatoo', 'Reach', 'Durafit'] }),
  kit('Elliptical Cross Trainer', 'Cardio Machines', [14999, 109999], { brands: ['PowerMax Fitness', 'Cockatoo', 'Durafit'] }),
  kit('Home Gym', 'Strength Machines', [19999, 149999], { brands: ['Kore', 'Lifelong', 'Cockatoo'] }),
  training('Agility Ladder', [399, 1499]),
  training('Training Cones', [199, 999], { variants: ['Set of 20', 'Set of 50'] }),
  training('Stopwatch', [299, 1999], { sub: 'Timing' }),
  training('Heart Rate Monitor', [2999, 14999], { sub: 'Wearables' }),
  training('Fitness Band', [1499, 9999], { sub: 'Wearables' }),
  training('Weighted Vest', [1999, 6999], { sub: 'Strength' }),
  training('Battle Rope', [1999, 5999], { sub: 'Conditioning' }),
  training('Medicine Ball', [599, 3999], { sub: 'Strength', sizes: ['2 kg', '4 kg', '6 kg', '8 kg'], oneOf: true }),
  yoga('Yoga Mat', 'Mats', [399, 3999], { variants: ['4 mm', '6 mm', '8 mm', '10 mm'], weight: 4 }),
  yoga('Yoga Block', 'Props', [199, 999], { variants: ['(Pair)', null] }),
  yoga('Yoga Strap', 'Props', [149, 699]),
  yoga('Yoga Wheel', 'Props', [699, 2499]),
  yoga('Meditation Cushion', 'Meditation', [699, 2999]),
  yoga('Yoga Bolster', 'Props', [799, 2999]),
  outdoor('Bicycle', 'Cycling', [5999, 49999], {
    brands: ['Hero Sprint', 'Btwin', 'Firefox', 'Hercules', 'Montra'],
    sizes: ['24T', '26T', '27.5T', '29T'],
    oneOf: true,
    variants: ['MTB', 'Hybrid', 'Road', 'Kids'],
    weight: 2,
  }),
  outdoor('Cycling Helmet', 'Cycling', [799, 4999], { sizes: ['S', 'M', 'L'] }),
  outdoor('Trekking Backpack', 'Trekking', [1499, 8999], { variants: ['30 L', '45 L', '50 L', '60 L'], weight: 2 }),
  outdoor('Camping Tent', 'Camping', [1999, 14999], { variants: ['2 Person', '3 Person', '4 Person'] }),
  outdoor('Sleeping Bag', 'Camping', [999, 5999]),
  outdoor('Trekking Poles', 'Trekking', [799, 3999]),
  outdoor('Swimming Goggles', 'Swimming', [249, 2499], { brands: ['Speedo', 'Arena', 'Nivia', 'Viva'], weight: 2 }),
  outdoor('Swimming Cap', 'Swimming', [149, 999], { brands: ['Speedo', 'Arena', 'Nivia', 'Viva'] }),
  outdoor('Skates', 'Skating', [999, 6999], { brands: ['Jaspo', 'Cosco', 'Nivia'], sizes: ['S', 'M', 'L'] }),
];
