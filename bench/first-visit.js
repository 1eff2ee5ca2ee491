#!/usr/bin/env node
// A phone's first visit (issue 14, goal 6): Largest Contentful Paint, layout shift and first paint of the home page
// and a product page, in headless Chromium throttled as Lighthouse's mobile profile. See bench/README.md.
//   node bench/first-visit.js                 (expects client/dist and server/dist built; 3 visits per page)
//   node bench/first-visit.js --runs 5 --network rtt
/* global window, location -- observePaints and the evaluate callback run in the page */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { ROOT, baseEnv } from './lib/data.js';
import { freePort, onStopSignals, startChild, stopAll, stopLeftoverPostgres, waitReady } from './lib/procs.js';
import { HOST, SERVER_MAIN, SERVER_NODE_ARGS } from './lib/server.js';

const CLIENT_DIST = path.join(ROOT, 'client/dist');

/**
 * Lighthouse's mobile slow-4G (its throttling constants): 150 ms RTT, 1.6 Mbps down, 750 Kbps up, 4x CPU. Applied
 * per request through DevTools, as Lighthouse's `--throttling-method=devtools` does, the latency is 3.75 times the
 * RTT (a request's connection set-up and round trips that DevTools does not see) and throughputs 0.9 times: that is
 * `devtools`, the default. `rtt` applies the RTT and throughputs as they are (a gentler, less faithful network).
 */
const NETWORKS = {
  devtools: { latency: 150 * 3.75, downloadKbps: 1.6 * 1024 * 0.9, uploadKbps: 750 * 0.9 },
  rtt: { latency: 150, downloadKbps: 1.6 * 1024, uploadKbps: 750 },
};
const CPU_SLOWDOWN = 4;

/** Lighthouse's emulated phone: a Moto G Power. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/136.0.0.0 Mobile Safari/537.36',
  locale: 'ko-KR',
};

/** After the network falls quiet, how long the page is watched for a later paint or shift. */
const SETTLE_MS = 3_000;

const HELP = `node bench/first-visit.js [options]

Starts the built server (server/dist, client/dist: build them first) in production mode on its own data directory
with the demo data, then visits /user/main and a product page in headless Chromium as a phone on slow 4G with a 4x
slower CPU and no cache, and prints the median LCP, CLS and FCP of the visits.

  --runs N          visits per page (default 3; the median is reported)
  --network NAME    devtools (default: Lighthouse's DevTools-applied slow 4G, 562.5 ms per request, 1.47 Mbps)
                    or rtt (150 ms, 1.6 Mbps as they are)
  --product NO      the product page to visit (default: the newest product)
  --data-dir DIR    the server's DATA_DIR (default bench/.data-first-visit; seeded with the demo data when empty)
  --chromium PATH   the browser (default $CHROMIUM_PATH or /usr/bin/chromium)
  --screenshots DIR where the last visit of each page is saved as first-visit-<page>.png (default /tmp)
  --help`;

function options() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      network: { type: 'string', default: 'devtools' },
      product: { type: 'string' },
      'data-dir': { type: 'string', default: path.join(ROOT, 'bench/.data-first-visit') },
      chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      screenshots: { type: 'string', default: '/tmp' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');
  const network = NETWORKS[values.network];
  if (!network) throw new Error(`--network must be one of ${Object.keys(NETWORKS).join(', ')}`);
  return {
    runs,
    networkName: values.network,
    network,
    product: values.product ? Number(values.product) : null,
    dataDir: path.resolve(values['data-dir']),
    chromium: values.chromium,
    screenshots: values.screenshots,
  };
}

/** The server as deployed, with the demo data (seeded on the first start only) and an admin password. */
async function startShop(opts, state) {
  for (const [file, build] of [
    [path.join(CLIENT_DIST, 'index.html'), 'npm run build -w client'],
    [SERVER_MAIN, 'npm run build -w server'],
  ]) {
    if (!fs.existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: run \`${build}\` first`);
  }
  state.pgDir = path.join(opts.dataDir, 'pg');
  await stopLeftoverPostgres(state.pgDir);
  const [port, pgPort] = [await freePort(), await freePort()];
  const base = `http://${HOST}:${port}`;
  console.log(`starting the server on ${base} (data ${path.relative(ROOT, opts.dataDir)})…`);
  state.server = startChild('server', process.execPath, [...SERVER_NODE_ARGS, SERVER_MAIN], {
    cwd: ROOT,
    env: {
      ...baseEnv({ dataDir: opts.dataDir, pgPort }),
      PORT: String(port),
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_PASSWORD: randomBytes(12).toString('hex'),
      SEED_DEMO: 'true',
      CLIENT_DIST,
      LOG_LEVEL: 'warn',
    },
  });
  await waitReady(`${base}/readyz`, state.server, 300_000);
  return base;
}

async function newestProduct(base) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query: '{ products(page: 0, size: 1) { content { no } } }' }),
  });
  const body = await res.json();
  const no = body.data?.products.content[0]?.no;
  if (!no) throw new Error(`no product to visit: ${JSON.stringify(body)}`);
  return no;
}

/**
 * Runs in the page before any of its scripts: records every LCP candidate, layout shift without recent input and
 * the first contentful paint, in `window.__firstVisit`.
 */
function observePaints() {
  const describe = (el) => {
    if (!el) return null;
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
    const src = el.currentSrc || el.src;
    const what = src ? ` ${src.startsWith('data:') ? 'data:…' : src.replace(location.origin, '')}` : '';
    const text = !src && el.textContent ? ` "${el.textContent.trim().slice(0, 40)}"` : '';
    return `${el.tagName.toLowerCase()}${cls}${what}${text}`;
  };
  const state = { lcp: [], shifts: [], fcp: null };
  window.__firstVisit = state;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      state.lcp.push({ time: e.startTime, size: e.size, element: describe(e.element) });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      const sources = (e.sources ?? []).map((s) => describe(s.node)).filter(Boolean);
      state.shifts.push({ time: e.startTime, value: e.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') state.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
}

/** One first visit: a fresh context (no cache, no cookies), the throttles, then the page until it has settled. */
async function visit(browser, url, opts, screenshot) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(observePaints);
    const cdp = await context.newCDPSession(page);
    let bytes = 0;
    let requests = 0;
    cdp.on('Network.loadingFinished', (e) => {
      bytes += e.encodedDataLength;
      requests += 1;
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: opts.network.latency,
      downloadThroughput: (opts.network.downloadKbps * 1024) / 8,
      uploadThroughput: (opts.network.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
    await page.waitForTimeout(SETTLE_MS);
    const seen = await page.evaluate(() => {
      const lcpAt = window.__firstVisit.lcp.at(-1)?.time ?? Infinity;
      const resources = performance.getEntriesByType('resource');
      return {
        ...window.__firstVisit,
        // The document and every resource that had arrived when the largest paint happened.
        requestsBeforeLcp: 1 + resources.filter((r) => r.responseEnd <= lcpAt).length,
        beforeLcp: resources
          .filter((r) => r.responseEnd <= lcpAt)
          .map(
            (r) => `${Math.round(r.startTime)}–${Math.round(r.responseEnd)} ms ${r.name.replace(location.origin, '')}`,
          ),
      };
    });
    if (screenshot) await page.screenshot({ path: screenshot });
    const last = seen.lcp.at(-1);
    return {
      lcp: last?.time ?? null,
      lcpElement: last?.element ?? null,
      cls: seen.shifts.reduce((sum, s) => sum + s.value, 0),
      shifts: seen.shifts,
      fcp: seen.fcp,
      bytes,
      requests,
      requestsBeforeLcp: seen.requestsBeforeLcp,
      beforeLcp: seen.beforeLcp,
    };
  } finally {
    await context.close();
  }
}

function median(values) {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const seconds = (ms) => (ms === null ? '—' : `${(ms / 1000).toFixed(2)} s`);

async function main() {
  const opts = options();
  const state = { server: null, pgDir: null };
  onStopSignals(state, () => {});
  let browser;
  try {
    const base = await startShop(opts, state);
    const product = opts.product ?? (await newestProduct(base));
    const pages = [
      { name: 'home', path: '/user/main' },
      { name: 'product', path: `/user/shop/productlist/detail/${product}` },
    ];
    browser = await chromium.launch({
      executablePath: opts.chromium,
      args: ['--no-sandbox', '--headless', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    const n = opts.network;
    console.log(
      `network ${opts.networkName}: ${n.latency} ms per request, ${n.downloadKbps.toFixed(0)} Kbps down, ` +
        `${n.uploadKbps.toFixed(0)} Kbps up; CPU ${CPU_SLOWDOWN}x slower; ${opts.runs} visits per page\n`,
    );
    const rows = [];
    for (const p of pages) {
      const visits = [];
      for (let i = 0; i < opts.runs; i++) {
        const last = i === opts.runs - 1;
        const shot = last ? path.join(opts.screenshots, `first-visit-${p.name}.png`) : null;
        const v = await visit(browser, base + p.path, opts, shot);
        visits.push(v);
        console.log(
          `  ${p.name} #${i + 1}: LCP ${seconds(v.lcp)} (${v.lcpElement}), CLS ${v.cls.toFixed(3)}, ` +
            `FCP ${seconds(v.fcp)}, ${(v.bytes / 1024).toFixed(0)} KB in ${v.requests} requests, ` +
            `${v.requestsBeforeLcp} before LCP`,
        );
        for (const s of v.shifts) console.log(`      shift ${s.value.toFixed(4)} at ${seconds(s.time)}: ${s.sources}`);
        if (last) {
          console.log(`      before LCP: ${v.beforeLcp.join('\n                  ')}`);
          console.log(`      screenshot ${shot}`);
        }
      }
      rows.push({
        page: p.path,
        lcp: median(visits.map((v) => v.lcp)),
        lcpElement: visits.at(-1).lcpElement,
        cls: median(visits.map((v) => v.cls)),
        fcp: median(visits.map((v) => v.fcp)),
        kb: median(visits.map((v) => v.bytes)) / 1024,
        requests: median(visits.map((v) => v.requests)),
        beforeLcp: median(visits.map((v) => v.requestsBeforeLcp)),
      });
    }
    console.log(`\nmedian of ${opts.runs} first visits (network ${opts.networkName}, CPU ${CPU_SLOWDOWN}x):\n`);
    console.log('| page | LCP | CLS | FCP | transferred | requests (before LCP) | LCP element |');
    console.log('|---|---|---|---|---|---|---|');
    for (const r of rows) {
      console.log(
        `| ${r.page} | ${seconds(r.lcp)} | ${r.cls.toFixed(3)} | ${seconds(r.fcp)} | ${r.kb.toFixed(0)} KB | ` +
          `${r.requests} (${r.beforeLcp}) | ${r.lcpElement} |`,
      );
    }
  } finally {
    await browser?.close();
    await stopAll(state);
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
