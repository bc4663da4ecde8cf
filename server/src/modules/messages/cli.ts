/**
 * npm run messages -- failed | retry MESSAGE_ID
 *
 * The messages the running shop gave up on (every attempt failed: a refused address, a provider
 * down for hours), through its admin API: `failed` lists them with their last error, `retry`
 * queues one again with fresh attempts. Exit status 0 when done, 1 on a wrong command, an unknown
 * message or a shop that does not answer.
 */
import { errorOf, runCommand, type AdminSend, type CommandResult } from '../../platform/admin/client';
import type { OutboxEntry } from './repository';

const USAGE = 'Usage: npm run messages -- failed | retry MESSAGE_ID';

export async function runMessagesCommand(send: AdminSend, argv: string[]): Promise<CommandResult> {
  const [command, id, ...rest] = argv;
  if (command === 'failed' && id === undefined) {
    const answer = await send('GET', '/messages/failed');
    if (answer.status !== 200) return { code: 1, out: [errorOf(answer)] };
    const failed = (answer.body as { data: OutboxEntry[] }).data;
    if (failed.length === 0) return { code: 0, out: ['No message was given up.'] };
    return {
      code: 0,
      out: [
        `${failed.length} message${failed.length === 1 ? '' : 's'} given up (newest first):`,
        ...failed.map((m) => `${m.id}  ${m.kind} by ${m.channel}, ${m.attempts} attempts, queued ${m.createdAt}\n  ${m.lastError ?? ''}`),
        'Send one again with: npm run messages -- retry ID',
      ],
    };
  }
  if (command === 'retry' && id && rest.length === 0) {
    const answer = await send('POST', `/messages/${encodeURIComponent(id)}/retry`);
    if (answer.status !== 200) return { code: 1, out: [errorOf(answer)] };
    return { code: 0, out: [`Message ${id} queued again.`] };
  }
  return { code: 1, out: [USAGE] };
}

if (require.main === module) runCommand('messages', runMessagesCommand);
