/**
 * India's states and union territories by their official names today, and the older spellings
 * India Post's directory still uses. Settings name states too (COD_EXCLUDED_STATES): they are read
 * through the same table, so "Andaman & Nicobar" and "Andaman and Nicobar Islands" exclude the same place.
 */
export const STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

const ALIASES: Record<string, string> = {
  'andaman & nicobar': 'Andaman and Nicobar Islands',
  'andaman and nicobar': 'Andaman and Nicobar Islands',
  chattisgarh: 'Chhattisgarh',
  // The two union territories were merged in January 2020.
  'daman & diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'dadra & nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'dadra and nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'jammu & kashmir': 'Jammu and Kashmir',
  pondicherry: 'Puducherry',
  orissa: 'Odisha',
  uttaranchal: 'Uttarakhand',
  'nct of delhi': 'Delhi',
};

const BY_KEY = new Map<string, string>([...STATES.map((s) => [s.toLowerCase(), s] as const), ...Object.entries(ALIASES)]);

/** The official name of a state however it is spelt (case and spaces aside), or null for a name no state has. */
export function officialState(name: string): string | null {
  return BY_KEY.get(name.trim().replace(/\s+/g, ' ').toLowerCase()) ?? null;
}

/**
 * Ladakh became a union territory of its own in 2019; the directory still files its two districts
 * under Jammu & Kashmir.
 */
const LADAKH_DISTRICTS = new Set(['leh', 'kargil', 'leh ladakh']);

/** The state a post office is in today, from the directory's state and district. */
export function stateOf(directoryState: string, district: string): string {
  if (LADAKH_DISTRICTS.has(district.trim().toLowerCase())) return 'Ladakh';
  return officialState(directoryState) ?? titleCase(directoryState.trim());
}

/** "SOUTH ANDAMAN" → "South Andaman"; names already in mixed case stay as they are. */
export function titleCase(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name.toLowerCase().replace(/(^|[\s(-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/**
 * The district as a shopper writes their city: title case, without the state code the directory
 * adds to tell apart districts of one name ("Bilaspur (HP)", "Bijapur(KAR)").
 */
export function cityOf(district: string): string {
  return titleCase(district.trim().replace(/\s*\([A-Z]{2,4}\)$/, ''));
}

/** Where parcels take longer: the North-East, Sikkim, Jammu and Kashmir, Ladakh and the islands. */
export const REMOTE_STATES: ReadonlySet<string> = new Set([
  'Arunachal Pradesh',
  'Assam',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Tripura',
  'Sikkim',
  'Jammu and Kashmir',
  'Ladakh',
  'Andaman and Nicobar Islands',
  'Lakshadweep',
]);
