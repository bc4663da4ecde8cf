import { projectPath } from '../../platform/config/config';
import { count, section, text } from '../../platform/config/settings';

export const reviewSettings = section(
  [
    count(
      'REVIEW_WRITE_LIMIT',
      10,
      'review writes (first ones and edits) one shopper may make per window; more answer 429 with `Retry-After` ([reviews](reviews.md#limits))',
    ),
    count('REVIEW_VOTE_LIMIT', 100, '"Helpful" votes one shopper may give per window'),
    count('REVIEW_RATE_WINDOW_MS', 60 * 60_000, 'that window (an hour)'),
    count('REVIEW_PAGE_CACHE_MS', 1000, 'how long a public page of reviews is kept (`0`: never)'),
    text('REVIEW_BLOCKLIST_FILE', {
      must: 'a text file of words, one a line',
      default: 'server/src/modules/reviews/blocklist.txt',
      description: 'the word list that holds reviews for a moderator ([reviews](reviews.md#limits))',
    }),
  ],
  (e) => ({
    /** per-shopper limits and the word list moderation holds reviews for */
    reviews: {
      writeLimit: e.REVIEW_WRITE_LIMIT,
      voteLimit: e.REVIEW_VOTE_LIMIT,
      windowMs: Math.max(1000, e.REVIEW_RATE_WINDOW_MS),
      pageCacheMs: e.REVIEW_PAGE_CACHE_MS,
      /** absolute path of the word list (one word or phrase a line; # starts a comment) */
      blocklistFile: projectPath(e.REVIEW_BLOCKLIST_FILE),
    },
  }),
);

declare module '../../platform/config/config' {
  // Merged into the platform's Config: its members are this section's.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Config extends ReturnType<typeof reviewSettings.read> {}
}
