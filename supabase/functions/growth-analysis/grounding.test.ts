// Run with: npm run test:functions. The link filter and the shape check of the model's text.
import { deepStrictEqual as assertEquals, match as assertMatch } from 'node:assert/strict';
import { dropForeignLinks, hasAnalysisShape, studioPages, topicPath } from '../_shared/analysis-grounding.ts';
import { SYSTEM_PROMPT } from './prompt.ts';

const site = 'https://www.example.com';

Deno.test('links to the studio’s pages stay, as paths; every other link is dropped, its words kept', () => {
  assertEquals(
    dropForeignLinks(
      [
        '- Read [the playbook](/growth-playbook) and [our pricing posts](https://www.example.com/blog/tag/pricing).',
        '- Try [a competitor](https://evil.example/offer) or [a made-up page](/pricing-calculator).',
        '- See https://evil.example/x?y=1, <https://phish.example> and www.spam.example for more.',
        '- ![tracking pixel](https://evil.example/p.png)Book [a call](/book-call?source=strategy).',
        '- Not [a protocol](javascript:alert(1)) nor [another site’s path](//evil.example/labs).',
      ].join('\n'),
      site,
    ),
    [
      '- Read [the playbook](/growth-playbook) and [our pricing posts](/blog/tag/pricing).',
      '- Try a competitor or a made-up page.',
      '- See, and for more.',
      '- Book [a call](/book-call?source=strategy).',
      '- Not a protocol) nor another site’s path.',
    ].join('\n'),
  );
});

Deno.test('the prompt names the studio’s services, Labs, the playbook and the articles by topic', () => {
  for (const page of studioPages) assertMatch(SYSTEM_PROMPT, new RegExp(`- ${page.path}: `));
  assertMatch(SYSTEM_PROMPT, /Labs: the studio builds and tests no-code MVPs/);
  assertMatch(SYSTEM_PROMPT, /Pricing \(\/blog\/tag\/pricing\)/);
  assertEquals(topicPath('Customer Research'), '/blog/tag/customer-research');
  assertMatch(SYSTEM_PROMPT, /2 practical steps the founder can take this week/);
  assertMatch(SYSTEM_PROMPT, /at most 200 words/);
});

Deno.test(
  'the shape: two bullets and a short text; a refusal, a wall of text or one bullet is not it',
  () => {
    const bullets =
      '\n- Call five users who left.\n- Put the upgrade offer where free users hit the limit.\n';
    const good = `**Bottleneck:** turning free users into paying ones, which holds everything else back.${bullets}**Recommendation:** get the growth playbook.`;
    assertEquals(hasAnalysisShape(good), true);
    assertEquals(hasAnalysisShape('I cannot help with that request, sorry. '.repeat(5)), false);
    assertEquals(hasAnalysisShape(`${good}\n${'More words. '.repeat(250)}`), false);
    assertEquals(hasAnalysisShape(good.replace('\n- Call five users who left.', '')), false);
    assertEquals(hasAnalysisShape('1. One\n2. Two'), false);
  },
);
