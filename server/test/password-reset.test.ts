import { PASSWORD_CHANGED, RESET_LINK_INVALID, RESET_REQUESTED } from '../../rules/passwordReset';
import { signUp, useTestApp } from './helpers';
import { recipientsOf, useMailbox } from './mailbox';

const env: Record<string, string> = { MESSAGES_POLL_MS: '20', SHOP_URL: 'http://app.test', PASSWORD_RESETS_PER_ADDRESS: '2' };
const mailbox = useMailbox(env);
const t = useTestApp(env);

const forgot = (email: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email }, remoteAddress: ip });
const reset = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/reset-password', payload: { token, password } });
const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/authorize', payload: { email, password } });

async function linkSentTo(email: string, count = 1): Promise<string> {
  const mails = await mailbox.waitFor((all) => all.filter((m) => recipientsOf(m).includes(email)).length >= count);
  const mail = mails.filter((m) => recipientsOf(m).includes(email))[count - 1]!;
  expect(mail.subject).toBe('Reset your Stride & Sweat Sports password');
  return /http:\/\/app\.test\/reset-password\?token=([\w-]+)/.exec(mail.text ?? '')![1]!;
}

test('a reset link: the same answer for a known and an unknown address, one e-mail, used once, and the account signed out everywhere', async () => {
  const user = await signUp(t.app);
  const known = await forgot(` ${user.email.toUpperCase()} `);
  const unknown = await forgot('nobody-here@example.in');
  expect([known.statusCode, known.json()]).toEqual([202, { message: RESET_REQUESTED }]);
  expect([unknown.statusCode, unknown.json()]).toEqual([known.statusCode, known.json()]);

  const token = await linkSentTo(user.email);
  // Only the link's hash is kept, and the outbox holds the reset's id, never the link.
  const kept = await t.db.query<{ token_hash: string; payload: unknown }>(
    "SELECT r.token_hash, o.payload FROM password_resets r JOIN outbox o ON o.payload->>'resetId' = r.id::text",
  );
  expect(kept.rows).toHaveLength(1);
  expect(kept.rows[0]!.token_hash).not.toBe(token);
  expect(JSON.stringify(kept.rows[0])).not.toContain(token);
  expect((await t.db.query("SELECT 1 FROM outbox WHERE recipient = 'nobody-here@example.in'")).rows).toEqual([]);

  expect((await reset(token, '12345')).statusCode).toBe(400);
  const done = await reset(token, 'new-secret-1');
  expect([done.statusCode, done.json()]).toEqual([200, { message: PASSWORD_CHANGED }]);
  const again = await reset(token, 'new-secret-2');
  expect([again.statusCode, again.json()]).toEqual([410, { error: RESET_LINK_INVALID }]);

  // The token issued at sign-up no longer counts (issue times are whole seconds: tokens from before this second).
  await t.db.query("UPDATE users SET tokens_valid_after = tokens_valid_after + interval '1 second' WHERE email = $1", [user.email]);
  expect((await t.app.inject({ url: '/api/v1/accountInfo', headers: user.headers })).statusCode).toBe(401);
  expect((await signIn(user.email, user.password)).statusCode).toBe(401);
  const fresh = await signIn(user.email, 'new-secret-1');
  expect(fresh.statusCode).toBe(200);
  await t.db.query("UPDATE users SET tokens_valid_after = tokens_valid_after - interval '2 seconds' WHERE email = $1", [user.email]);
  expect((await t.app.inject({ url: '/api/v1/accountInfo', headers: { authorization: `Bearer ${fresh.json().token}` } })).statusCode).toBe(
    200,
  );
});

test('an expired or unknown link answers the same clear message; asking again and again waits, for known and unknown addresses alike', async () => {
  const user = await signUp(t.app);
  await forgot(user.email, '10.0.0.2');
  const token = await linkSentTo(user.email);
  await t.db.query("UPDATE password_resets SET expires_at = now() - interval '1 second'");
  expect((await reset(token, 'new-secret-1')).json()).toEqual({ error: RESET_LINK_INVALID });
  expect((await reset('made-up-token', 'new-secret-1')).json()).toEqual({ error: RESET_LINK_INVALID });

  await forgot(user.email, '10.0.0.2');
  const third = await forgot(user.email, '10.0.0.3');
  for (const email of ['ghost@example.in', 'ghost@example.in']) expect((await forgot(email, '10.0.0.4')).statusCode).toBe(202);
  const ghost = await forgot('ghost@example.in', '10.0.0.5');
  expect([third.statusCode, third.json(), third.headers['retry-after']]).toEqual([
    429,
    { error: 'Too many reset requests. Please try again later.' },
    '60',
  ]);
  expect([ghost.statusCode, ghost.json(), ghost.headers['retry-after']]).toEqual([
    third.statusCode,
    third.json(),
    third.headers['retry-after'],
  ]);
  // The second link was sent, and the first one's e-mail still names the link that expired.
  await linkSentTo(user.email, 2);
});
