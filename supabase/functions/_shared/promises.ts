/**
 * What the studio promises founders, and by when: written once, here, because the pages, the policies and
 * the receipts mailed after a lead all say it (docs/product/content.md, "Promises"). Change a number here and
 * every page and mail follows; a test fails if a page writes one of these by hand.
 */
export const promises = {
  /** The free call, booked on /book-call. */
  callMinutes: 20,
  /** After every free call: a short written summary with the next step. */
  callSummaryHours: 24,
  /** Strategy & Roadmap: a first roadmap after the call; the full roadmap lands in week 3 of the work. */
  firstRoadmapHours: 48,
  fullRoadmapWeek: 3,
  /** Revenue Growth: the growth plan after the call. */
  growthPlanHours: 24,
  /** A Collective inquiry or a quick question: a person replies by email. */
  replyHours: 24,
  /** A Labs idea: read in the weekly review, answered either way. */
  ideaReplyBusinessDays: '5-7',
  /** Ideas, expert applications and beta requests are read in one review a week. */
  reviewCadence: 'every week',
  /** Paid work: the first working session after the go-ahead, notes after a session, how long files stay. */
  firstSessionBusinessDays: '2-3',
  sessionNotesBusinessDays: 5,
  documentsKeptDays: 90,
  /** Moving or cancelling a paid session without a fee; a refund, once approved. */
  freeRescheduleHours: 48,
  refundBusinessDays: 5,
} as const;

/** "free 20-minute call", as "a free 20-minute call" or "Book a free 20-minute call" write it. */
export const freeCall = `free ${promises.callMinutes}-minute call`;

/** "within 48 hours of the call" */
export const afterCall = (hours: number) => `within ${hours} hours of the call`;

/**
 * The one sentence that reconciles the Strategy promises: the first roadmap soon after the call, the
 * full one in week 3 of the engagement.
 */
export const roadmapPromise = `a first roadmap ${afterCall(promises.firstRoadmapHours)}; the full roadmap in week ${promises.fullRoadmapWeek}`;

/** A promise opening a sentence or a list item: "A first roadmap ...". */
export const capitalized = (promise: string) => promise.charAt(0).toUpperCase() + promise.slice(1);
