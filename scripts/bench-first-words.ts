/**
 * `npm run bench:first-words`: how soon a founder sees the diagnostic's analysis start, with a fake AI
 * provider that writes 500 tokens over 6 seconds (tests/fake-openai-server.ts) behind the built site's
 * local backend (the real function, streamed through it). On the bench's slow phone (slow 4G, 4x CPU)
 * it times, from the press of "Get Results", the first words on screen and the complete analysis, and
 * fails if the first words come only once the provider has finished. Build first (`npm run build`);
 * BENCH_PORT (4175) and the next port are used. Run it on a quiet machine.
 */
import { chromium } from '@playwright/test';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from '../playwright.config.ts';
import { inPieces } from '../supabase/functions/growth-analysis/fake-openai.ts';
import { serveFakeOpenAi } from '../tests/fake-openai-server.ts';
import { quizKeys } from '../tests/quiz-keys.ts';
import { profiles } from './bench-real-load.ts';
import { previewServer, waitForServer } from './preview-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const TOKENS = 500;
const WRITING_MS = 6000;
const RUNS = 5;

/** 500 tokens of a well-shaped analysis (a token about a word), written evenly over 6 seconds. */
function fakeAnalysis(): string[] {
  const steps = Array.from(
    { length: 24 },
    (_, index) =>
      `- Step ${index + 1}: call five customers who stopped in their first month and ask what they were doing.`,
  );
  const text = [
    '**Your likely bottleneck:** keeping the customers you already win.',
    '',
    ...steps,
    '',
    '**Recommendation:** book a strategy call.',
  ].join('\n');
  return inPieces(text).slice(0, TOKENS);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const port = Number(process.env.BENCH_PORT ?? 4175);
  const pieces = fakeAnalysis();
  const provider = await serveFakeOpenAi(
    { replies: [{ pieces, pieceDelayMs: WRITING_MS / pieces.length }] },
    port + 1,
  );
  const databaseDir = path.join(root, '.local-db/first-words');
  await rm(databaseDir, { recursive: true, force: true });
  process.env.OPENAI_API_KEY = 'sk-fake-first-words';
  process.env.OPENAI_BASE_URL = provider.baseURL;
  process.env.OPENAI_MODEL = 'gpt-6-luna';
  const server = previewServer(path.join(root, 'dist'), port, databaseDir);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const phone = profiles.phone;
  const samples: { firstWordsMs: number; completeMs: number }[] = [];
  try {
    await waitForServer(`http://127.0.0.1:${port}/`);
    for (let run = 0; run < RUNS; run += 1) {
      const page = await browser.newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: phone.latencyMs,
        downloadThroughput: (phone.downloadKbps * 1024) / 8,
        uploadThroughput: (phone.uploadKbps * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown });
      await page.goto(`http://127.0.0.1:${port}/growth-check`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
      for (const [key, question] of quizKeys) {
        await page.keyboard.press(key);
        await page.getByText(`Question ${question} of 7`).waitFor();
      }
      await page.keyboard.press('2');
      // From the press of "Get Results" (its click event's time) to the first frame showing the words.
      await page.evaluate(() => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Get Results')!;
        button.addEventListener('click', (event) => {
          const pressed = event.timeStamp;
          const times: { first?: number; complete?: number } = {};
          (window as unknown as { firstWords: typeof times }).firstWords = times;
          const watch = () => {
            const region = document.querySelector('[aria-labelledby="analysis-heading"]');
            if (region && !times.first && /bottleneck/i.test(region.textContent ?? ''))
              times.first = performance.now() - pressed;
            if (region?.getAttribute('aria-busy') === 'false') times.complete = performance.now() - pressed;
            else requestAnimationFrame(watch);
          };
          requestAnimationFrame(watch);
        });
      });
      await page.getByRole('button', { name: 'Get Results' }).click();
      const times = await page.waitForFunction(
        () => {
          const seen = (window as unknown as { firstWords?: { first?: number; complete?: number } })
            .firstWords;
          return seen?.complete ? seen : undefined;
        },
        undefined,
        { timeout: 60_000 },
      );
      const { first, complete } = (await times.jsonValue()) as { first: number; complete: number };
      const label = await page.getByText('AI-generated analysis').count();
      if (!label)
        throw new Error('The analysis was not the fake provider’s (no "AI-generated analysis" label)');
      samples.push({ firstWordsMs: Math.round(first), completeMs: Math.round(complete) });
      console.log(`run ${run + 1}: first words ${Math.round(first)} ms, complete ${Math.round(complete)} ms`);
      await page.close();
    }
  } finally {
    await browser.close();
    server.kill();
    await provider.close();
  }
  const first = median(samples.map((sample) => sample.firstWordsMs));
  const complete = median(samples.map((sample) => sample.completeMs));
  console.log(
    `Slow phone (${phone.label}), ${TOKENS} tokens over ${WRITING_MS / 1000} s, median of ${RUNS}: first words ${first} ms, complete ${complete} ms`,
  );
  if (first >= complete - WRITING_MS / 2) {
    console.error(
      'The first words came only when the provider had (nearly) finished: the stream is not streamed.',
    );
    process.exitCode = 1;
  }
}

await main();
