// Command-line options of bench/realtime.js.
import { dataSetOptions, parseCommandLine } from './command-line.js';

const USAGE = `usage: node bench/realtime.js [options]     (npm run bench:realtime -- [options] rebuilds server/dist first)
  --subscribers N        graphql-ws connections, one active member each, 2 subscriptions per connection
                         (default 5000; capped at the data set's active members: 4,582 at scale 10, ~49,800 at 100)
  --messages M           chat messages the admin sends, measured to the member's socket (default 500)
  --rate R               chat messages per second (default 50)
  --senders S            chat messages in flight at most (default 4)
  --rooms K              members whose open room (with a category) receives the messages (default 100)
  --open-concurrency C   connections being opened at a time (default 200)
  --delivery-timeout S   seconds to wait for messages still on their way after the last send (default 10)
  --broadcast-timeout S  seconds to wait for the advertisement to reach every subscriber (default 30)
  --scale N              data set size (default 10, the normal bench's bench/.data-scale10 reused)
  --no-seed              use the data directory as it is (no seeding, no marker check)
  --reseed               seed again even when the data directory is marked as seeded at this scale
  --data-dir DIR         data directory (default bench/.data-scale<N>)
  --pg-port P            embedded PostgreSQL port (default 55432)
  --seed-timeout MIN     give up seeding after MIN minutes (default 60)`;

export function realtimeOptions() {
  const { values, num, dataSet } = parseCommandLine(USAGE, {
    subscribers: { type: 'string', default: '5000' },
    messages: { type: 'string', default: '500' },
    rate: { type: 'string', default: '50' },
    senders: { type: 'string', default: '4' },
    rooms: { type: 'string', default: '100' },
    'open-concurrency': { type: 'string', default: '200' },
    'delivery-timeout': { type: 'string', default: '10' },
    'broadcast-timeout': { type: 'string', default: '30' },
    'no-seed': { type: 'boolean', default: false },
    reseed: { type: 'boolean', default: false },
    ...dataSetOptions('55432'),
  });
  return {
    subscribers: num('subscribers', 1, 100_000),
    messages: num('messages', 1, 100_000),
    rate: num('rate', 0.1, 10_000, false),
    senders: num('senders', 1, 100),
    rooms: num('rooms', 1, 10_000),
    openConcurrency: num('open-concurrency', 1, 5_000),
    deliveryTimeoutMs: num('delivery-timeout', 1, 600) * 1000,
    broadcastTimeoutMs: num('broadcast-timeout', 1, 600) * 1000,
    seed: !values['no-seed'],
    reseed: values.reseed,
    ...dataSet('.data-scale'),
  };
}
