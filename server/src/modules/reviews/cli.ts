/**
 * npm run reviews -- pending | publish ID | reject ID
 *
 * Moderation of reviews on the running shop, through its admin API (it finds the shop as the
 * server's own settings say: PORT, DATA_DIR or DATABASE_URL, ADMIN_TOKEN). `pending` lists the
 * reviews the word list or a link held back; `publish` shows one to everyone (its stars join the
 * product's rating), `reject` hides it from everyone but its writer. Exit status 0 when done, 1
 * on a wrong command, an unknown review or a shop that does not answer.
 */
import { errorOf, runCommand, type AdminSend, type CommandResult } from '../../platform/admin/client';
import type { PendingReview } from './moderationQueue';

const USAGE = 'Usage: npm run reviews -- pending | publish REVIEW_ID | reject REVIEW_ID';

/** The command's work on the running shop: what it prints, and its exit status. */
export async function runReviewsCommand(send: AdminSend, argv: string[]): Promise<CommandResult> {
  const [command, id, ...rest] = argv;
  if (command === 'pending' && id === undefined) {
    const answer = await send('GET', '/reviews/pending');
    if (answer.status !== 200) return { code: 1, out: [errorOf(answer)] };
    const pending = (answer.body as { data: PendingReview[] }).data;
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
    const answer = await send('POST', `/reviews/${encodeURIComponent(id)}/${command}`);
    if (answer.status !== 200) return { code: 1, out: [errorOf(answer)] };
    return { code: 0, out: [`Review ${id} ${command === 'publish' ? 'published' : 'rejected'}.`] };
  }
  return { code: 1, out: [USAGE] };
}

if (require.main === module) runCommand('reviews', runReviewsCommand);
