-- Sample content for a new project: authors, tags, blog posts (8 published, 2 drafts) and the Labs
-- catalogue. Applied by the local backend to every new database, and by `supabase db reset`.
-- Images it names are shipped in public/images/.

-- Authors: the team of /about (src/content/team.ts), titled as it titles them; one without an avatar, so
-- the site's initials show.
insert into public.users (id, full_name, email, avatar_url, title) values
  ('6f1a3c2e-1d4b-4c8e-9a31-0b7d5e2f4a10', 'Maya Okafor', 'maya@foundercraft.studio', '/images/authors/maya-okafor.webp', 'Founder & Growth Advisor'),
  ('8b2d4e6f-3a5c-4e7d-8f90-1c2b3a4d5e61', 'Daniel Reyes', 'daniel@foundercraft.studio', '/images/authors/daniel-reyes.webp', 'No-Code Lead'),
  ('a3c5e7f9-5b7d-4f91-a2b4-3d5e7f9a1b72', 'Priya Shah', 'priya@foundercraft.studio', null, 'Revenue Lead');

insert into public.blog_tags (id, name) values
  ('0c1d2e3f-0000-4000-8000-000000000001', 'Validation'),
  ('0c1d2e3f-0000-4000-8000-000000000002', 'No-Code'),
  ('0c1d2e3f-0000-4000-8000-000000000003', 'MVP'),
  ('0c1d2e3f-0000-4000-8000-000000000004', 'Pricing'),
  ('0c1d2e3f-0000-4000-8000-000000000005', 'Monetization'),
  ('0c1d2e3f-0000-4000-8000-000000000006', 'Retention'),
  ('0c1d2e3f-0000-4000-8000-000000000007', 'Growth'),
  ('0c1d2e3f-0000-4000-8000-000000000008', 'Fundraising'),
  ('0c1d2e3f-0000-4000-8000-000000000009', 'Customer Research'),
  ('0c1d2e3f-0000-4000-8000-000000000010', 'Metrics'),
  ('0c1d2e3f-0000-4000-8000-000000000011', 'Automation'),
  ('0c1d2e3f-0000-4000-8000-000000000012', 'Strategy'),
  -- Used only by a draft, so it must stay invisible on the site.
  ('0c1d2e3f-0000-4000-8000-000000000013', 'AI');

-- The Labs catalogue: every status, one featured, one with only a live URL, several with GitHub links.
insert into public.labs_mvps (slug, title, summary, description, featured_image, status, featured, beta_users, github_url, live_url, created_at) values
(
  'launchpad-ai',
  'LaunchPad AI',
  'Describe your startup idea in plain words and get a clickable no-code MVP, a landing page and a validation plan in an afternoon.',
  $html$<h2>From idea to testable MVP in an afternoon</h2>
<p>LaunchPad AI turns a founder's plain-language description of an idea into three things: a clickable prototype built from proven no-code blocks, a landing page with a waitlist, and a two-week validation plan with the experiments that matter most.</p>
<h3>What it does today</h3>
<ul>
  <li>Generates screens and flows you can edit in the no-code builder you already use</li>
  <li>Writes landing-page copy in three variants for A/B testing</li>
  <li>Suggests the five customer-interview questions most likely to disprove your idea</li>
</ul>
<p>We are in a closed beta with early-stage founders: <a href="/labs/launchpad-ai/beta-access">ask to join it</a>, or <a href="/labs#what-is-labs">read how Labs works</a>.</p>$html$,
  '/images/labs/launchpad-ai.webp', 'beta', true, 150,
  'https://github.com/foundercraft-labs/launchpad-ai', null, '2026-09-14 10:00:00+00'
),
(
  'flowpilot',
  'FlowPilot',
  'Workflow automation for service businesses: intake forms, proposals, invoices and follow-ups wired together without code.',
  $html$<h2>Run the back office on autopilot</h2>
<p>FlowPilot started as a five-day build for a consultancy drowning in copy-and-paste. It connects the tools small service businesses already pay for and moves work between them automatically.</p>
<ul>
  <li><strong>Intake to proposal:</strong> a client fills a form, a tailored proposal lands in their inbox</li>
  <li><strong>Proposal to invoice:</strong> signed proposals create invoices and project boards</li>
  <li><strong>Follow-ups:</strong> polite reminders go out before anything is late</li>
</ul>
<p>FlowPilot is live with 20 paying customers.</p>$html$,
  '/images/labs/flowpilot.webp', 'live', true, 64,
  null, 'https://flowpilot.foundercraft.studio', '2026-06-02 09:00:00+00'
),
(
  'feedback-radar',
  'Feedback Radar',
  'Collects feedback from support tickets, reviews and calls, and ranks the problems your customers mention most.',
  $html$<h2>Hear every customer at once</h2>
<p>Feedback Radar pulls comments from your help desk, app-store reviews and call notes, groups them by the problem they describe and shows which problems are growing.</p>
<ol>
  <li>Connect your sources in a few clicks</li>
  <li>Review the weekly digest of the top five themes</li>
  <li>Link a theme to the experiment that addresses it</li>
</ol>
<p>Open source: contributions welcome.</p>$html$,
  '/images/labs/feedback-radar.webp', 'live', false, 210,
  'https://github.com/foundercraft-labs/feedback-radar', 'https://radar.foundercraft.studio', '2026-04-20 09:00:00+00'
),
(
  'churn-signal',
  'Churn Signal',
  'Warns you which subscribers are about to cancel, from usage patterns, and suggests the save offer most likely to work.',
  $html$<h2>Catch churn before it happens</h2>
<p>Churn Signal watches product usage and billing events for the patterns that precede a cancellation: fewer logins, a key feature abandoned, a failed payment left unresolved.</p>
<p>Each at-risk account gets a suggested action, from a check-in email to a pause offer, and the results feed back into the model.</p>
<p><em>In beta with subscription startups under $50K MRR.</em></p>$html$,
  '/images/labs/churn-signal.webp', 'beta', false, 38,
  null, null, '2026-10-05 09:00:00+00'
),
(
  'pricing-lab',
  'Pricing Lab',
  'Runs price and packaging experiments on your checkout page and tells you when a result is real rather than noise.',
  $html$<h2>Stop guessing your price</h2>
<p>Pricing Lab splits visitors between price points or package designs and reports conversion, revenue per visitor and the confidence of each result.</p>
<ul>
  <li>Works with hosted checkouts</li>
  <li>Guards against peeking at results too early</li>
</ul>
<p>Currently being tested internally on our own products.</p>$html$,
  '/images/labs/pricing-lab.webp', 'testing', false, 0,
  'https://github.com/foundercraft-labs/pricing-lab', null, '2026-11-01 09:00:00+00'
),
(
  'interview-copilot',
  'Interview Copilot',
  'Listens to customer interviews and flags leading questions, then summarises what the customer actually said.',
  $html$<h2>Better customer interviews, honest notes</h2>
<p>Interview Copilot transcribes your discovery calls, highlights the moments you led the witness and produces a summary of problems, workarounds and willingness to pay, in the customer's own words.</p>$html$,
  '/images/labs/interview-copilot.webp', 'testing', false, 12,
  null, null, '2026-10-21 09:00:00+00'
),
(
  'invoice-nudge',
  'Invoice Nudge',
  'Friendly automated reminders for unpaid invoices. Retired: its best ideas now live inside FlowPilot.',
  $html$<h2>Retired, and proud of it</h2>
<p>Invoice Nudge proved that freelancers would pay to stop chasing invoices, but not as a standalone tool. We folded its reminder engine into <a href="https://flowpilot.foundercraft.studio">FlowPilot</a>.</p>
<p>The code stays open for anyone who wants to build on it.</p>$html$,
  '/images/labs/invoice-nudge.webp', 'retired', false, 95,
  'https://github.com/foundercraft-labs/invoice-nudge', null, '2025-11-10 09:00:00+00'
);

-- Each MVP's key features (the page falls back to three general lines without them).
update public.labs_mvps set features = case slug
  when 'launchpad-ai' then array['A clickable prototype from a plain-language description', 'Landing-page copy in three variants for A/B tests', 'A two-week validation plan with the five interview questions that matter']
  when 'flowpilot' then array['Intake forms that turn into tailored proposals', 'Signed proposals that create invoices and project boards', 'Reminders that go out before anything is late']
  when 'feedback-radar' then array['Comments from help desk, reviews and calls in one place', 'Problems grouped by theme and ranked by how often they come up', 'A weekly digest of the five themes that are growing']
  when 'churn-signal' then array['At-risk accounts flagged from usage and billing events', 'A suggested save action for each account', 'Results that feed back into the next prediction']
  when 'pricing-lab' then array['Price and package splits on a hosted checkout', 'Revenue per visitor, not just conversion', 'A guard against calling a test too early']
  when 'interview-copilot' then array['Transcripts of your discovery calls', 'Leading questions flagged as you asked them', 'A summary in the customer''s own words']
  when 'invoice-nudge' then array['Friendly reminders for unpaid invoices', 'Escalation that stays polite', 'Now part of FlowPilot']
end;

-- ---------------------------------------------------------------------------------------------------
-- Blog posts
insert into public.blog_posts (id, slug, title, subtitle, summary, featured_image, published, published_at, author_id, content) values
(
  'b0000000-0000-4000-8000-000000000001',
  'validate-your-startup-idea-in-two-weeks',
  'How to Validate Your Startup Idea in Two Weeks',
  'A day-by-day plan to find out whether anyone will pay before you build anything',
  'Most founders spend months building before they learn whether anyone cares. Here is the two-week validation sprint we run with every Labs idea, with the exact experiments and the numbers that count as a yes.',
  '/images/blog/validate-idea.webp', true, '2026-11-10 09:00:00+00', '6f1a3c2e-1d4b-4c8e-9a31-0b7d5e2f4a10',
  $md$Every founder we meet has the same fear: spending six months building something nobody wants. The fear is reasonable. The usual response to it, building faster, is not. Speed of building is rarely the bottleneck. Speed of *learning* is.

This is the two-week sprint we run with every idea that comes through Labs. It is deliberately scrappy. By the end you will have one of three answers: a clear yes, a clear no, or a sharper question worth another two weeks.

## Before you start: write down what would kill the idea

Validation is not about collecting compliments. It is about trying to prove yourself wrong cheaply. So before any experiment, write down three statements that must be true for the business to work. For a scheduling tool for dog groomers they might be:

1. Groomers lose at least three hours a week to booking admin.
2. They currently pay for *something* to fix it (software, an assistant, a spouse).
3. They would switch for a tool costing less than $40 a month.

If any of these is false, the idea in its current form is dead. That is good news: you found out in days, not quarters.

## Week one: talk to people, not to your laptop

### Days 1–2: find fifteen people with the problem

Go where your customers already gather: niche forums, Facebook groups, LinkedIn, industry Slack communities, local meetups. Send short, honest messages asking for fifteen minutes of their time to learn how they handle the problem. You are not selling. Expect a 10–20% reply rate, so send a hundred messages.

### Days 3–5: run problem interviews

Ask about the past, never the future. "Would you use an app that..." produces polite lies. "Tell me about the last time you had to reschedule a client" produces the truth. Good questions:

- What happened the last time this problem came up?
- What did you try? What did it cost you in time or money?
- What are you using today, and what do you hate about it?
- Who else is involved in the decision?

Keep a simple tally of how many people describe the problem *unprompted* and how many already spend money on it. We wrote a longer guide on [customer interviews that don't lie](/blog/customer-interviews-that-dont-lie).

## Week two: ask for commitment

Interviews tell you the problem is real. They do not tell you anyone will pay. For that you need people to give up something: time, an email address, or money.

### Days 6–8: a landing page with a real call to action

Build a one-page site describing the outcome, not the features. Put a price on it. Offer a pre-order, a paid pilot or at minimum a waitlist that asks one qualifying question. Tools like Carrd, Framer or Webflow make this a half-day job.

### Days 9–12: drive a little traffic

Send the page to everyone you interviewed, post it in the communities you found them in and spend a small budget ($100–$300) on targeted ads. You are not looking for scale; you want a few hundred relevant visitors.

### Days 13–14: read the numbers honestly

| Signal | Weak | Promising | Strong |
|---|---|---|---|
| Interviewees describing the problem unprompted | under 30% | 30–60% | over 60% |
| Landing page visitor to sign-up | under 5% | 5–15% | over 15% |
| Sign-ups who pre-pay or book a paid pilot | 0 | 1–3 | 4 or more |

These thresholds are rules of thumb from our own sprints, not laws of nature. What matters is that you wrote them down *before* you saw the results.

## What to do with the answer

- **Strong:** build the smallest thing that delivers the outcome, ideally with [no-code tools](/blog/the-no-code-mvp-stack), and get it into the hands of the people who paid.
- **Promising:** change one variable (the audience, the price or the promise) and run the sprint again.
- **Weak:** celebrate. You just saved months. Keep the contacts; your next idea may serve the same people.

## Common mistakes

Founders who skip the kill criteria tend to move the goalposts after the fact. Founders who only interview friends get encouragement instead of evidence. And founders who build "just a small version first" usually end up with a large version nobody asked for.

If you want a second pair of eyes on your sprint, [submit your idea to Labs](/labs/submit-idea) or book a free call. We review every submission within 5–7 business days.$md$
),
(
  'b0000000-0000-4000-8000-000000000002',
  'the-no-code-mvp-stack',
  'The No-Code MVP Stack We Use in 2026',
  'Ship a working product in one to two weeks without hiring engineers',
  'The tools we reach for when a validated idea needs a real product fast: front end, database, automation, payments and analytics, with what each costs and where each breaks.',
  '/images/blog/no-code-stack.webp', true, '2026-11-03 09:00:00+00', '8b2d4e6f-3a5c-4e7d-8f90-1c2b3a4d5e61',
  $md$Once an idea has passed validation, the next risk is spending three months and your seed money on a custom build. For most early products that is unnecessary. A no-code MVP can be in users' hands within one to two weeks, and it will teach you more than a beautifully engineered version that ships in the spring.

Here is the stack we use in Labs, layer by layer, with honest notes on where each tool stops being the right choice.

## The principles first

1. **Buy, don't build, everything that is not your core.** Log-in, payments, email and scheduling are solved problems.
2. **Keep data in one place.** The fastest way to create a mess is three tools each holding part of your customer record.
3. **Automate the second time, not the first.** Do a task by hand once so you understand it, then automate it.
4. **Plan the exit.** Know which piece you would rebuild first if the product takes off.

## The layers

| Layer | What we use | Typical monthly cost | When to move on |
|---|---|---|---|
| Front end | Webflow, Framer or Softr | $0–$40 | complex interactive screens |
| App logic | Bubble or FlutterFlow | $30–$130 | heavy real-time features |
| Database | Airtable or Supabase | $0–$25 | relational data beyond a few tables |
| Automation | Make or Zapier | $10–$70 | thousands of runs a day |
| Payments | Stripe Payment Links | fees only | custom billing models |
| Analytics | PostHog or Plausible | $0–$20 | rarely |

## Front end: looks matter less than clarity

Your first users forgive plain design; they do not forgive confusion. Pick the tool your team can change fastest. For marketing pages that is usually Webflow or Framer. For logged-in portals on top of a spreadsheet-style database, Softr gets a usable app live in a day.

## App logic: Bubble is still the workhorse

When the product needs real workflows, with user accounts, permissions and multi-step processes, Bubble remains the most capable visual builder. Budget a week to learn it properly. FlutterFlow is the better choice when a native mobile app is genuinely required.

## Database: start simple, stay relational

Airtable is wonderful for the first hundred customers because everyone on the team can read it. Once you have real relationships between records, or need row-level permissions, move to a Postgres-backed service such as Supabase, which also gives you an API for free.

## Automation: the glue

Most of the "product" in an early MVP is automation: a form submission creates a record, sends a welcome email, notifies the founder on Slack and schedules a follow-up. A typical Make scenario for a new sign-up looks like this:

```text
Trigger:  New row in "Signups" table
Step 1:   Enrich email domain -> company size
Step 2:   If company size > 10 -> tag as "team lead"
Step 3:   Send welcome email (template by tag)
Step 4:   Post summary to #new-signups in Slack
Step 5:   Create follow-up task due in 3 days
```

Write scenarios like this down before you build them. The written version becomes your documentation when you hand the system to someone else.

## Payments: take money on day one

Stripe Payment Links let you charge before the product is finished. Nothing validates demand like a card number. If you are unsure how to price, read our guide on [pricing your first product](/blog/pricing-your-first-product).

## Where no-code breaks

No-code is not free forever. Expect to hit limits with very large data sets, complex permission models, heavy real-time collaboration and strict compliance requirements. The trick is to hit those limits *because you have customers*, which is a far better problem than having code and no customers.

## A two-week build plan

- **Days 1–2:** map the one core workflow on paper; cut everything else.
- **Days 3–6:** build the workflow end to end, ugly but working.
- **Days 7–8:** connect payments and the welcome automation.
- **Days 9–10:** onboard five real users by hand and watch them use it.
- **Days 11–14:** fix what confused them; ignore feature requests for now.

This is how our own [FlowPilot](/labs/flowpilot) went from sketch to paying customers. If you would like help choosing the right stack for your idea, [book a free 20-minute call](/book-call?source=mvp).$md$
),
(
  'b0000000-0000-4000-8000-000000000003',
  'pricing-your-first-product',
  'Pricing Your First Product Without Guessing',
  'Three experiments that find a price customers accept and your business survives',
  'Founders underprice by default. Here is how to anchor on value, run cheap pricing experiments and design packages that grow with your customers.',
  '/images/blog/pricing.webp', true, '2026-10-27 09:00:00+00', '6f1a3c2e-1d4b-4c8e-9a31-0b7d5e2f4a10',
  $md$Almost every first-time founder we work with charges too little. The reasons are understandable: fear of rejection, comparison with free competitors, a sense that an unfinished product does not deserve a real price. The result is predictable too: a business that needs ten times more customers than it should to survive.

Pricing is not a number you pick once. It is a hypothesis you test, like everything else in an early startup.

## Start from value, not cost

Cost-plus pricing (what it costs you plus a margin) ignores what the product is worth to the customer. Competitor pricing anchors you to someone else's guess. Value-based pricing asks a better question: **how much is the problem costing the customer today?**

If your tool saves a recruiter five hours a week and their time is worth $60 an hour, you are creating $1,200 of value a month. Charging $49 leaves a lot on the table; charging $300 still gives them a 4x return.

### Questions that reveal value in interviews

- How much time does this take you each week?
- What happens when it goes wrong? What did the last mistake cost?
- What do you pay today for the tools or people that handle it?
- Who signs off on purchases like this, and up to what amount?

## Three cheap pricing experiments

### 1. The price-sensitivity survey

Ask fifteen to thirty qualified prospects four questions about your product (the Van Westendorp method): at what price would it be so cheap you would doubt its quality, a bargain, getting expensive, and too expensive to consider? Plot the answers; the range between the curves is your acceptable band.

### 2. The landing page split

Show half your visitors one price and half another, with a real call to action such as a pre-order or a paid pilot. With a few hundred visitors you will see whether conversion collapses at the higher price. Often it barely moves.

### 3. The sales conversation ladder

On calls, state a price confidently and watch the reaction. If nobody flinches after five calls, raise it. Keep raising until roughly one in four prospects pushes back. That friction is a sign you are near the value ceiling.

## Designing packages

Good packages let customers grow into higher tiers as they get more value. A simple three-tier structure works for most B2B products:

| Tier | Who it is for | What limits it | Price anchor |
|---|---|---|---|
| Starter | solo users proving the value | one seat, core features | low enough to say yes today |
| Growth | small teams using it weekly | seats and usage | where most revenue comes from |
| Scale | companies relying on it | support, integrations, security | makes Growth look reasonable |

Pick **one value metric** (seats, projects, contacts, transactions) that grows with the customer's success. Avoid charging for things customers feel punished for using.

## Freemium, trial or paid from day one?

That depends on how quickly a new user experiences value and how cheap each free user is to serve. We compare the options in detail in [freemium vs. free trial](/blog/freemium-vs-free-trial). For most B2B MVPs our default is a paid pilot or a short trial with a card required.

## Raise prices on new customers, not old ones

When you do find a better price, apply it to new customers and keep early adopters on their original plan for a generous period. Loyalty from your first hundred customers is worth more than the extra revenue.

## Signs your price is wrong

- **Too low:** nobody negotiates, sales calls close instantly, and you need an unrealistic number of customers to hit your revenue goal.
- **Too high:** qualified prospects who love the demo go silent at the proposal stage.
- **Wrong metric:** customers ration usage of the very feature that makes them successful.

Our clients typically see a 40% average revenue increase within 90 days of fixing pricing and packaging. If you want help designing your experiments, [book a free revenue call](/book-call?source=monetization) or take the [growth diagnostic](/growth-check) to see where your biggest lever is.$md$
),
(
  'b0000000-0000-4000-8000-000000000004',
  'retention-before-acquisition',
  'Fix Retention Before You Buy More Users',
  'Why pouring users into a leaky bucket is the most expensive mistake in early growth',
  'If users leave as fast as they arrive, more marketing only burns money faster. How to measure retention properly, find your activation moment and plug the biggest leak first.',
  '/images/blog/retention.webp', true, '2026-10-20 09:00:00+00', 'a3c5e7f9-5b7d-4f91-a2b4-3d5e7f9a1b72',
  $md$When growth stalls, the instinct is to spend more on acquisition: more ads, more content, more outbound. But if most new users leave within a few weeks, every extra dollar of marketing is poured into a leaky bucket. Fixing retention first makes every later acquisition dollar worth more.

It also makes your business easier to fund: investors look at cohort retention before they look at top-line growth.

## Measure retention with cohorts, not averages

An overall "active users" number hides everything important. Instead, group users by the week they signed up and track what share of each group is still active one, four and twelve weeks later. That gives you a retention curve.

![A retention curve that flattens after week four](/images/blog/retention-curve.webp)

What you are looking for is a curve that **flattens**. A curve that keeps sliding towards zero means you have not yet found a group of users for whom the product is essential. A curve that flattens at 30% or more for a B2B product, or 15–20% for a consumer app, means you have a core worth growing.

### Define "active" honestly

Logging in is not value. Active should mean the user did the thing your product exists for: sent an invoice, published a post, completed a workout. Pick one core action and measure that.

## Find your activation moment

Most products have a moment after which users are far more likely to stay. Slack famously found that teams who exchanged 2,000 messages almost never left. Yours might be "connected a bank account", "invited a teammate" or "completed three projects".

To find it, compare users who retained with those who churned and list what the retained users did in their first week that the others did not. Then redesign onboarding to get every new user to that moment as quickly as possible.

## Plug the biggest leak first

Map the journey from sign-up to habit and measure the drop at each step:

| Step | Users reaching it | Drop from previous step |
|---|---|---|
| Signed up | 1,000 | – |
| Completed set-up | 620 | 38% |
| Reached activation moment | 310 | 50% |
| Active in week 4 | 190 | 39% |

In this example the biggest leak is between set-up and activation. Improving that single step by ten points is worth more than doubling your ad budget.

## Tactics that work at an early stage

- **Concierge onboarding:** personally walk your first fifty users through set-up. You will learn where they get stuck.
- **Cut steps:** every field and screen before the first moment of value loses people. Remove or defer them.
- **Lifecycle emails tied to behaviour:** nudge users who stalled at a step, not everyone on day three.
- **Exit conversations:** when someone cancels, ask for ten minutes. The answers are more valuable than any survey.
- **Save offers:** a pause option or a downgrade keeps customers who only have a temporary reason to leave.

## When to go back to acquisition

Once your cohort curves flatten at a healthy level and the newest cohorts retain better than the older ones, you have earned the right to spend on growth. Now each user you acquire compounds instead of evaporating.

We have seen churn drop by 30% within a quarter from onboarding changes alone. Our [Churn Signal](/labs/churn-signal) experiment in Labs grew out of exactly this work. If retention is your bottleneck, the [growth diagnostic](/growth-check) will tell you within a few minutes, or you can [talk to us directly](/book-call?source=retention).

## A simple weekly retention ritual

1. Update the cohort table every Monday.
2. Read five recent cancellation reasons aloud as a team.
3. Pick one leak to work on this week and write down the expected effect.
4. Check the result next Monday and keep what worked.

Retention work is unglamorous. It is also the closest thing to a guaranteed win in early growth.$md$
),
(
  'b0000000-0000-4000-8000-000000000005',
  'fundraising-readiness-checklist',
  'Are You Ready to Raise? A Fundraising Readiness Checklist',
  'The questions investors will ask, and how to answer them before you are in the room',
  'Raising before you are ready wastes months and burns investor relationships. Use this checklist to judge your readiness across traction, story, numbers and team, and to fix the gaps first.',
  '/images/blog/fundraising.webp', true, '2026-10-13 09:00:00+00', '6f1a3c2e-1d4b-4c8e-9a31-0b7d5e2f4a10',
  $md$Fundraising is a full-time job that pulls founders away from customers for three to six months. Going out before you are ready makes that time longer and the outcome worse, and a "not yet" from an investor is harder to reverse than a meeting you never took.

We use the checklist below with founders preparing for pre-seed and seed rounds. One of them closed a $2M seed round in six weeks after working through it; the work was mostly done before the first meeting.

## 1. Traction: is there evidence, not just a story?

Investors at the earliest stages invest in momentum. Be ready to show at least one of these:

- revenue growing month over month, even if small;
- a retention curve that flattens (see [fix retention before you buy more users](/blog/retention-before-acquisition));
- a waitlist or pilot pipeline with named, qualified customers;
- strong engagement from a specific, well-defined group of users.

If you have none of these, the most valuable thing you can do is run another validation or growth sprint, not polish the deck.

## 2. Story: can you explain it in one breath?

Write two sentences: who has the problem, why now, and why you will win. Read them to someone outside your industry. If they cannot repeat it back, simplify.

### The questions behind every pitch

1. What is the problem, and how do people solve it today?
2. Why is this the right moment for a new solution?
3. How big can this become?
4. Why is this team the one to build it?
5. What will this round let you prove, and by when?

## 3. Numbers: do you know them cold?

You do not need a 50-tab financial model at pre-seed. You do need to answer these without opening a laptop:

| Metric | Why investors ask |
|---|---|
| Monthly recurring revenue and growth rate | momentum |
| Customer acquisition cost (CAC) | efficiency of growth |
| Lifetime value or payback period | whether growth pays for itself |
| Gross margin | whether it scales |
| Burn rate and runway | urgency and risk |

One founder we worked with went from uncertain answers to a tight one-page metrics sheet in a week. The round did not get easier because the numbers were better; it got easier because she owned them.

## 4. The ask: what exactly are you raising for?

"We're raising $1.5M" is not a plan. "We're raising $1.5M to reach $80K MRR and prove our enterprise channel within 18 months" is. Tie the amount to milestones that make the next round obviously fundable.

## 5. Team and cap table: any red flags?

- Founders with clear roles and meaningful equity each.
- A clean cap table: no large blocks held by departed co-founders or early advisors.
- Intellectual property owned by the company, not individuals.

Fix these early; they are slow to untangle during due diligence.

## 6. Process: are you ready to run it like a sale?

- A target list of 40–80 investors who actually invest at your stage and in your sector.
- Warm introductions mapped for the top twenty.
- A data room with the deck, metrics, cap table and key contracts.
- A plan to take first meetings within a two-week window so momentum builds.

## Score yourself

Give yourself one point for each section you can tick with confidence. Five or six: start booking meetings. Three or four: spend a month closing the gaps. Two or fewer: the best fundraising strategy is more traction.

## Where we can help

Investor readiness is one of the three tracks of our [revenue growth work](/growth). Founders we support typically arrive at meetings with a sharper story, a clean metrics sheet and a data room that answers questions before they are asked. If you are weighing a raise in the next six months, [book an investor-readiness call](/book-call?source=investor).$md$
),
(
  'b0000000-0000-4000-8000-000000000006',
  'customer-interviews-that-dont-lie',
  'Customer Interviews That Don''t Lie to You',
  'How to ask questions that produce evidence instead of encouragement',
  'People are kind, so they tell founders what they want to hear. These interview rules, question templates and note-taking habits get you the truth instead.',
  '/images/blog/interviews.webp', true, '2026-10-06 09:00:00+00', 'a3c5e7f9-5b7d-4f91-a2b4-3d5e7f9a1b72',
  $md$Customer interviews are the cheapest validation tool there is, and the easiest to get wrong. People like to be helpful. Ask them whether your idea is good and most will say yes. Ask whether they would use it and most will say they might. Neither answer is worth anything.

Good interviews are not about your idea at all. They are about the customer's life, past behaviour and money already spent.

## Who to interview

Talk to people who have the problem *and* the power to buy a solution. For a B2B product that usually means the person who owns the budget for the problem, not just the person who feels it every day. Recruit them from the communities where they already discuss their work, and avoid friends, family and anyone who wants to please you. A good first batch is ten people from one narrow segment: same role, similar company size, same industry. Mixing segments in the first round makes the patterns impossible to see, because every story is different for reasons that have nothing to do with your idea.

## Three rules

1. **Talk about their life, not your idea.** The moment you pitch, the interview is over and the politeness begins.
2. **Ask about specifics in the past, not generics or the future.** "Last Tuesday" beats "usually"; "what did you do" beats "what would you do".
3. **Listen more than you talk.** Aim for them speaking 80% of the time.

These rules come from Rob Fitzpatrick's excellent book [The Mom Test](https://www.momtestbook.com/), which we recommend to every founder.

## Questions that work

### Opening

- Walk me through the last time you dealt with [the problem].
- What was the hardest part?

### Digging into behaviour

- What did you do about it? What else did you try?
- How much time or money did that cost?
- Why didn't the other solutions work for you?

### Testing importance

- Where does this rank among the things you need to fix this quarter?
- Have you looked for a solution? What did you find?

### Closing

- Who else should I talk to about this?
- Can I follow up when we have something to show you?

## Questions to avoid

| Bad question | Why it fails | Ask instead |
|---|---|---|
| Would you use an app that does X? | hypothetical; invites politeness | How do you handle X today? |
| Do you think this is a good idea? | asks for an opinion, gets a compliment | What did you try last time this came up? |
| How much would you pay for this? | people guess low or high at random | What do you spend on this now? |
| Wouldn't it be great if...? | leading; you've told them the answer | What would change if this problem went away? |

## Taking notes that help you decide

Write down exact quotes, not your interpretation. Mark each note with one of three symbols: a problem they described, a workaround they use, or money or time they spend. After ten interviews, count the symbols. Problems mentioned without any workaround or spending are usually not painful enough to build a business on.

Our internal note template looks like this:

```markdown
## Interview: [role] at [company size], [date]
- Context: ...
- Last time the problem happened: "exact quote"
- Current workaround: ...
- Spend (time / money): ...
- Signals: problem [ ] workaround [ ] spend [ ]
- Follow-up: yes / no, intro to: ...
```

## How many interviews are enough?

Usually fewer than you think. Patterns emerge after eight to twelve conversations with people in the same segment. If you still hear completely different stories after fifteen, your segment is too broad: narrow it and start again.

## Turning interviews into decisions

After each batch, answer three questions in writing:

- What did we learn that we did not know before?
- Which of our assumptions was confirmed, and which was broken?
- What is the next experiment that would give us a stronger signal?

Interviews are the first week of our [two-week validation sprint](/blog/validate-your-startup-idea-in-two-weeks). We are also building an [interview copilot](/labs/interview-copilot) in Labs that flags leading questions as you ask them. Want help designing your interview plan? [Book a free call](/book-call?source=mvp).$md$
),
(
  'b0000000-0000-4000-8000-000000000007',
  'freemium-vs-free-trial',
  'Freemium vs. Free Trial: Choosing Your Monetization Model',
  'The decision that shapes your growth engine, your costs and your conversion rate',
  'Freemium, free trial, reverse trial or paid from day one? A practical comparison with the numbers to watch and a simple way to decide for your product.',
  '/images/blog/freemium.webp', true, '2026-09-29 09:00:00+00', '8b2d4e6f-3a5c-4e7d-8f90-1c2b3a4d5e61',
  $md$How new users first experience your product is one of the most consequential early decisions you make. It shapes your conversion rate, your support load, your infrastructure costs and even the kind of customers you attract. Yet many founders copy whatever a famous competitor does.

That competitor may have a different buyer, a different cost structure and years of brand awareness you do not have. A model that works for a company with millions of users can bankrupt a startup with a few hundred. Start from your own product's economics and your own customers' behaviour instead.

Here is how to choose deliberately.

## The four models

### Freemium

A free plan with no time limit and paid upgrades for more usage or features. It works when the product spreads by use (every document shared invites a new user), when serving a free user costs almost nothing, and when there is a very large market.

### Free trial

Full access for a limited time, typically 7–30 days, then pay or lose access. It works when value is clear within days and the product is hard to understand without using it fully.

### Reverse trial

Users start with full access for a trial period, then drop to a free plan instead of losing access. It combines the urgency of a trial with the reach of freemium, and has become popular for collaboration tools.

### Paid from day one

No free option, often with a money-back guarantee or a paid pilot. It works for high-value B2B products with a sales conversation and for early MVPs that need to prove willingness to pay.

## Comparing them

| Model | Typical conversion to paid | Best when | Main risk |
|---|---|---|---|
| Freemium | 2–5% of free users | viral, low cost to serve | a huge free base that never pays |
| Free trial (no card) | 8–15% of trials | value clear in days | tyre-kickers and support load |
| Free trial (card required) | 40–60% of trials | strong intent, clear value | fewer sign-ups at the top |
| Reverse trial | 5–10% of users | team and collaboration tools | complexity in plan design |
| Paid from day one | n/a | B2B, high value, sales-led | slower top-of-funnel |

Ranges are broad and vary by market; treat them as a starting point for your own measurements.

## Five questions to decide

1. **How long until a new user experiences real value?** Minutes favours freemium or no-card trials. Weeks favours a guided paid pilot.
2. **What does a free user cost you?** If every user needs onboarding calls or expensive compute, freemium will drain you.
3. **Does usage spread the product?** If not, the main argument for freemium disappears.
4. **Who is the buyer?** Individuals swipe cards; companies need procurement, which favours trials and pilots.
5. **What do you need to learn right now?** An MVP needs evidence of willingness to pay, which free plans delay.

## The numbers to watch

- **Activation rate:** the share of new users who reach your product's core moment of value.
- **Free-to-paid conversion,** measured by cohort over 30, 60 and 90 days.
- **Time to convert:** long delays suggest the free plan is too generous.
- **Cost per free user:** hosting, support and tooling.

## Our default for early-stage startups

For most of the B2B MVPs we build, we start with a 14-day trial with a card required, or a paid pilot for larger customers. It produces a clean signal of willingness to pay early on. Once the product is proven and retention is healthy, we test adding a limited free plan if the product has natural virality.

Whatever you choose, treat it as an experiment with a review date. Changing your model later is possible, but it is much easier with early adopters who know you are learning alongside them.

For the price itself, read [pricing your first product without guessing](/blog/pricing-your-first-product). Want help choosing? Our [revenue growth service](/growth) starts with a free call, and the [growth playbook](/growth-playbook) walks through the monetization experiments step by step.$md$
),
(
  'b0000000-0000-4000-8000-000000000008',
  'your-first-90-day-growth-roadmap',
  'Your First 90-Day Growth Roadmap',
  'Diagnose the bottleneck, run scrappy experiments, double down on what works',
  'A practical three-month plan for early-stage founders who need growth but cannot afford to waste a quarter: how to pick one bottleneck, design experiments and read the results.',
  '/images/blog/roadmap.webp', true, '2026-09-22 09:00:00+00', '6f1a3c2e-1d4b-4c8e-9a31-0b7d5e2f4a10',
  $md$Early-stage founders do not lack growth ideas. They have too many: a new channel here, a referral scheme there, a redesign, a podcast. The result is a dozen half-finished experiments and no clear learning.

The cost is not only wasted effort. When five things change at once, nobody can tell which change caused the result, so even the experiments that worked teach the team nothing it can repeat. Morale suffers too: a team that is always busy but never sees clear wins starts to believe growth is luck.

A 90-day growth roadmap fixes that by forcing focus. It is the same framework we deliver within 48 hours of a strategy call, and the backbone of our [free growth playbook](/growth-playbook).

## Month one: diagnose the bottleneck

Growth is limited by one constraint at a time. Your first job is to find it. Look at your funnel end to end:

- **Acquisition:** are enough of the right people finding you?
- **Activation:** do new users reach the moment of value?
- **Retention:** do they come back and keep paying?
- **Revenue:** are you charging enough, in the right way?
- **Referral:** do happy customers bring others?

The stage with the steepest drop compared with benchmarks for your market is your bottleneck. Ignore everything else for now. If you are unsure where yours is, the seven-question [growth diagnostic](/growth-check) gives you a first answer in two minutes.

### Week-by-week

1. **Week 1:** collect the numbers for each funnel stage, even rough ones.
2. **Week 2:** interview five recent customers and five people who churned.
3. **Week 3:** name the bottleneck and write down why you believe it.
4. **Week 4:** list twenty experiment ideas that could move it.

## Month two: run scrappy experiments

Score each idea on impact, confidence and ease (the ICE method), then pick the top three. Each experiment gets a one-page brief:

```text
Hypothesis:  If we [change], then [metric] will [move] because [reason].
Metric:      The single number that decides success.
Threshold:   The result that counts as a win, set in advance.
Duration:    Usually 1–2 weeks.
Owner:       One person.
```

Keep experiments small enough to finish in two weeks. A landing-page headline test, a new onboarding email or a pricing page change can all be done without engineering help.

### What good experiments look like

| Bottleneck | Example experiment | Success metric |
|---|---|---|
| Acquisition | two new LinkedIn content formats a week | qualified sign-ups per week |
| Activation | a guided set-up checklist | share of users reaching activation in week 1 |
| Retention | behaviour-triggered check-in emails | week-4 retention of the new cohort |
| Revenue | annual plan with two months free | share of new customers on annual plans |

## Month three: double down on what works

By now you will have results from six to nine experiments. Most will have failed. That is normal; the ones that worked are where your growth is hiding.

- **Scale winners:** turn a successful experiment into a process or automation.
- **Iterate on near misses:** a result just below the threshold often needs one more tweak.
- **Kill losers cleanly:** write down what you learned so nobody reruns them next quarter.

Then repeat the diagnosis. Fixing one bottleneck usually reveals the next.

## The weekly rhythm

A 30-minute growth meeting every week keeps the roadmap alive:

1. Review the key metric and last week's experiment results.
2. Decide: scale, iterate or kill.
3. Launch the next experiment from the backlog.

## What this looks like in practice

One B2B founder we worked with found activation was the bottleneck: only a third of sign-ups finished set-up. Three onboarding experiments in month two lifted that to over half, and by the end of the quarter MRR was up 60%, without a single extra dollar spent on ads.

Growth is not magic and it is not luck. It is a loop of focused diagnosis, cheap experiments and the discipline to double down. If you want a roadmap built around your numbers, [book a free strategy call](/book-call?source=strategy) and we will deliver it within 48 hours.$md$
),
(
  'b0000000-0000-4000-8000-000000000009',
  'community-led-growth-draft',
  'Community-Led Growth for B2B Startups',
  'Draft: outline only',
  'Draft article on building a community as a growth channel. Not ready for readers.',
  '/images/blog/roadmap.webp', false, null, '8b2d4e6f-3a5c-4e7d-8f90-1c2b3a4d5e61',
  $md$## Outline

- Why communities compound
- Choosing a platform
- The first hundred members

*Draft: do not publish yet.*$md$
),
(
  'b0000000-0000-4000-8000-000000000010',
  'ai-features-in-your-mvp-draft',
  'Should Your MVP Have AI Features?',
  null,
  'Draft article on when AI features help an MVP and when they distract.',
  null, false, null, 'a3c5e7f9-5b7d-4f91-a2b4-3d5e7f9a1b72',
  $md$Notes for a future article on AI features in MVPs.

- When AI is the product vs. a feature
- Cost per request and pricing implications$md$
);

-- Tags, shared between posts so related articles appear.
insert into public.blog_posts_tags (post_id, tag_id) values
  ('b0000000-0000-4000-8000-000000000001', '0c1d2e3f-0000-4000-8000-000000000001'),
  ('b0000000-0000-4000-8000-000000000001', '0c1d2e3f-0000-4000-8000-000000000003'),
  ('b0000000-0000-4000-8000-000000000001', '0c1d2e3f-0000-4000-8000-000000000009'),
  ('b0000000-0000-4000-8000-000000000001', '0c1d2e3f-0000-4000-8000-000000000012'),
  ('b0000000-0000-4000-8000-000000000002', '0c1d2e3f-0000-4000-8000-000000000002'),
  ('b0000000-0000-4000-8000-000000000002', '0c1d2e3f-0000-4000-8000-000000000003'),
  ('b0000000-0000-4000-8000-000000000002', '0c1d2e3f-0000-4000-8000-000000000011'),
  ('b0000000-0000-4000-8000-000000000003', '0c1d2e3f-0000-4000-8000-000000000004'),
  ('b0000000-0000-4000-8000-000000000003', '0c1d2e3f-0000-4000-8000-000000000005'),
  ('b0000000-0000-4000-8000-000000000004', '0c1d2e3f-0000-4000-8000-000000000006'),
  ('b0000000-0000-4000-8000-000000000004', '0c1d2e3f-0000-4000-8000-000000000007'),
  ('b0000000-0000-4000-8000-000000000004', '0c1d2e3f-0000-4000-8000-000000000010'),
  ('b0000000-0000-4000-8000-000000000005', '0c1d2e3f-0000-4000-8000-000000000008'),
  ('b0000000-0000-4000-8000-000000000005', '0c1d2e3f-0000-4000-8000-000000000010'),
  ('b0000000-0000-4000-8000-000000000005', '0c1d2e3f-0000-4000-8000-000000000012'),
  ('b0000000-0000-4000-8000-000000000006', '0c1d2e3f-0000-4000-8000-000000000009'),
  ('b0000000-0000-4000-8000-000000000006', '0c1d2e3f-0000-4000-8000-000000000001'),
  ('b0000000-0000-4000-8000-000000000007', '0c1d2e3f-0000-4000-8000-000000000004'),
  ('b0000000-0000-4000-8000-000000000007', '0c1d2e3f-0000-4000-8000-000000000005'),
  ('b0000000-0000-4000-8000-000000000007', '0c1d2e3f-0000-4000-8000-000000000007'),
  ('b0000000-0000-4000-8000-000000000008', '0c1d2e3f-0000-4000-8000-000000000007'),
  ('b0000000-0000-4000-8000-000000000008', '0c1d2e3f-0000-4000-8000-000000000012'),
  ('b0000000-0000-4000-8000-000000000008', '0c1d2e3f-0000-4000-8000-000000000010'),
  -- Drafts carry tags too (one of them a tag only drafts use): the site must not reveal them.
  ('b0000000-0000-4000-8000-000000000009', '0c1d2e3f-0000-4000-8000-000000000007'),
  ('b0000000-0000-4000-8000-000000000010', '0c1d2e3f-0000-4000-8000-000000000013');


-- Date each row's last change as its writing, not the moment the seed ran: the sitemap's lastmod reads
-- updated_at, and a build from a fresh seed must not claim every page just changed.
alter table public.blog_posts disable trigger blog_posts_set_updated_at;
update public.blog_posts set updated_at = coalesce(published_at, created_at);
alter table public.blog_posts enable trigger blog_posts_set_updated_at;
alter table public.labs_mvps disable trigger labs_mvps_set_updated_at;
update public.labs_mvps set updated_at = created_at;
alter table public.labs_mvps enable trigger labs_mvps_set_updated_at;
