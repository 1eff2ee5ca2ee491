import { startFakeToss, type FakeToss } from '../scripts/fake-toss-server.js';
import { startTestApp, type TestApp } from './harness.js';

/** The Toss Payments stand-in (it lives with the scripts, as `npm run fake-toss` serves it in development too). */
export { startFakeToss, type FakeToss, type FakePayment } from '../scripts/fake-toss-server.js';

/**
 * A test shop that charges through the fake (with the given settings over the fake's keys and URLs), the fake's
 * callbacks pointed at it; `close` stops both.
 */
export async function startPayingShop(
  env: Record<string, string> = {},
  port = 0,
): Promise<{ t: TestApp; fake: FakeToss; close(): Promise<void> }> {
  const fake = await startFakeToss();
  const t = await startTestApp({ ...fake.env, ...env }, port);
  fake.setWebhookUrl(`${t.url}/api/payments/webhook`);
  return {
    t,
    fake,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}
