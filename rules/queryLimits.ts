/**
 * What a search's query may hold: its words and each filter value up to 200 characters, a filter
 * repeated up to 30 times (`size=M&size=L`). Apart from the facet table (facets.ts): the header's
 * search box, in the app's first chunk, needs only the length of the words.
 */
export const MAX_QUERY_LENGTH = 200;
export const MAX_FILTER_VALUE_LENGTH = 200;
export const MAX_FILTER_VALUES = 30;
