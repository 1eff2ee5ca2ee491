import { startFakeToss } from './fake-toss-server.js';

/**
 * `npm run fake-toss`: the Toss Payments stand-in for development, on FAKE_TOSS_PORT (4010). It prints the settings
 * that point the shop at it; its callbacks go to PUBLIC_URL (http://localhost:4000)/api/payments/webhook.
 */
const publicUrl = (process.env.PUBLIC_URL ?? 'http://localhost:4000').replace(/\/+$/, '');
const fake = await startFakeToss({
  port: Number(process.env.FAKE_TOSS_PORT ?? 4010),
  webhookUrl: `${publicUrl}/api/payments/webhook`,
});
console.log(`Fake Toss Payments at ${fake.url}. Start the shop with:`);
console.log(
  Object.entries(fake.env)
    .map(([k, v]) => `${k}=${v}`)
    .join(' '),
);
