/** The benches' load client: timed GETs, many in flight. */
import http from 'node:http';

/**
 * node:http on kept-alive connections, as wrk or autocannon would be: on a 2-core machine the
 * client shares the cores with the API and the database, and fetch() cost three times the CPU
 * (0.7 s against 0.22 s for 443 searches; the same p95 was 6–10 ms higher). It asks for
 * compressed answers as browsers do, and reads them whole without decoding them. An answer whose
 * status is not in `statuses` fails the run.
 */
export function loadClient({ inFlight, statuses = [200] }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: inFlight });

  /** Milliseconds from asking to the answer's last byte. */
  function timed(url) {
    const started = performance.now();
    return new Promise((resolve, reject) => {
      http
        .get(url, { agent, headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
          res.on('data', () => {});
          res.on('end', () =>
            statuses.includes(res.statusCode) ? resolve(performance.now() - started) : reject(new Error(`${res.statusCode} for ${url}`)),
          );
          res.on('error', reject);
        })
        .on('error', reject);
    });
  }

  /** Every `base + url` asked with `inFlight` requests under way at once: each one's time, and the whole in seconds. */
  async function all(base, urls) {
    const queue = [...urls];
    const times = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        for (let u = queue.shift(); u !== undefined; u = queue.shift()) times.push(await timed(base + u));
      }),
    );
    return { times, seconds: (performance.now() - started) / 1000 };
  }

  return { timed, all };
}
