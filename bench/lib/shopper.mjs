/**
 * What the API benches ask of the shop as a shopper over HTTP: a JSON POST on kept-alive
 * connections (node:http, as the load client: fetch() costs the shared cores more), the shipping
 * address the server's tests use, and a new account signed in.
 */
import http from 'node:http';

export const ADDRESS = {
  fullName: 'Asha Verma',
  address: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  postalCode: '411001',
  phone: '+91 98765 43210',
};
const PASSWORD = 'bench-password';

const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

/** POST of JSON; resolves with the status, the body's text and when the answer ended (performance.now()). Rejects when no answer came. */
export function post(url, body, token) {
  const payload = JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        timeout: 30_000,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(token && { authorization: `Bearer ${token}` }),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          const ended = performance.now();
          resolve({ status: res.statusCode, text, ended, ms: ended - started });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer in 30 s')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** A new account at the API `base` (…/api/v1), signed in: its e-mail and token. */
export async function signUpAt(base, email) {
  const made = await post(`${base}/users/register`, { email, password: PASSWORD, firstName: 'Bench', lastName: 'Shopper' });
  if (made.status !== 201) throw new Error(`register: ${made.status} ${made.text}`);
  const signed = await post(`${base}/users/authorize`, { email, password: PASSWORD });
  if (signed.status !== 200) throw new Error(`authorize: ${signed.status} ${signed.text}`);
  return { email, token: JSON.parse(signed.text).token };
}
