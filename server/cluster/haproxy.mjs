/** HAProxy's side of the cluster: its configuration, and the servers' state read from its stats socket. */
import net from 'node:net';

/**
 * The configuration docs/deploy.md explains line by line. `servers`: { name, port } on loopback.
 * An instance is taken out after two failed /readyz in a row (fall 2) and back after two good ones
 * (rise 2); one refused connection of real traffic takes it out at once (observe layer4).
 */
export function haproxyConfig({ front, socket, servers, checkIntervalMs }) {
  return `global
  maxconn 4096
  stats socket ${socket} mode 600 level admin

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout http-keep-alive 10s
  # A busy instance may take longer than the check interval to answer /readyz: with the interval
  # as the check's timeout (HAProxy's default), 20 page renders in flight on two cores took every
  # instance out at once, and half the requests got 503.
  timeout check 2s
  # A request that could not reach its instance (connection refused) is sent to another one; a
  # read cut before any answer (an instance killed, or closing a kept-alive connection) too.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout

frontend shop
  bind 127.0.0.1:${front}
  option forwardfor
  # Only reads are repeated after their request went out: a sign-in or an order is not (its
  # client repeats an order with its Idempotency-Key). A refused connection is retried for all.
  http-request disable-l7-retry unless METH_GET || METH_HEAD
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter ${checkIntervalMs}ms fall 2 rise 2 observe layer4 error-limit 1 on-error mark-down
  # Which instance answered: for the cluster checks and for anyone reading the answers.
  http-response set-header X-Instance %s
${servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`).join('\n')}
`;
}

/** One command on the stats socket; the whole answer. */
function ask(socket, command) {
  return new Promise((resolve, reject) => {
    let out = '';
    const connection = net.createConnection(socket, () => connection.end(`${command}\n`));
    connection.on('data', (chunk) => (out += chunk));
    connection.on('end', () => resolve(out));
    connection.on('error', reject);
  });
}

/** Every server of the backend: its name, state (UP, DOWN, MAINT...), and requests answered so far. */
export async function readStats(socket) {
  const [header, ...lines] = (await ask(socket, 'show stat')).trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  return lines
    .map((line) => Object.fromEntries(line.split(',').map((value, i) => [columns[i], value])))
    .filter((row) => row.pxname === 'instances' && row.svname !== 'BACKEND')
    .map((row) => ({ name: row.svname, status: row.status.split(' ')[0], sessions: Number(row.stot), current: Number(row.scur) }));
}
