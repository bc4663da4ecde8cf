/**
 * npm run reviews -- pending | publish ID | reject ID
 *
 * Moderation of reviews on the database the API uses: DATABASE_URL, else PGlite at
 * DATA_DIR (stop the API first: PGlite serves one process at a time). `pending` lists the reviews
 * the word list or a link held back; `publish` shows one to everyone (its stars join the
 * product's rating), `reject` hides it from everyone but its writer. Exit status 0 when done, 1
 * on a wrong command or an unknown review.
 */
import { platformSettings } from '../../platform/config/config';
import { openDb, type Db } from '../../platform/db/client';
import { migrate } from '../../platform/db/migrate';
import { decideReview, pendingReviews } from './moderationQueue';

const USAGE = 'Usage: npm run reviews -- pending | publish REVIEW_ID | reject REVIEW_ID';

/** The command's work on an open database: what it prints, and its exit status. */
export async function runReviewsCommand(db: Db, argv: string[]): Promise<{ code: number; out: string[] }> {
  const [command, id, ...rest] = argv;
  if (command === 'pending' && id === undefined) {
    const pending = await pendingReviews(db);
    if (pending.length === 0) return { code: 0, out: ['No reviews are waiting for a decision.'] };
    return {
      code: 0,
      out: [
        `${pending.length} review${pending.length === 1 ? '' : 's'} waiting (oldest first):`,
        ...pending.map((p) =>
          [
            `${p.id}  ${p.product}  by ${p.author}  ${'★'.repeat(p.rating)}${'☆'.repeat(5 - p.rating)}`,
            `  held for ${p.reason}`,
            `  ${p.excerpt}`,
          ].join('\n'),
        ),
        'Decide with: npm run reviews -- publish ID   or   npm run reviews -- reject ID',
      ],
    };
  }
  if ((command === 'publish' || command === 'reject') && id && rest.length === 0) {
    const decision = command === 'publish' ? 'published' : 'rejected';
    if ((await decideReview(db, id, decision)) === 'not-found') return { code: 1, out: [`No review ${id}.`] };
    return { code: 0, out: [`Review ${id} ${decision}.`] };
  }
  return { code: 1, out: [USAGE] };
}

async function main(argv: string[]): Promise<number> {
  const db = await openDb(platformSettings.read(process.env));
  try {
    await migrate(db);
    const { code, out } = await runReviewsCommand(db, argv);
    (code === 0 ? console.log : console.error)(out.join('\n'));
    return code;
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: Error) => {
      console.error(`reviews: ${err.message}`);
      process.exit(1);
    },
  );
}
