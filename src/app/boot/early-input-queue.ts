/**
 * What the boot script (inline in every page, so it runs before any script is fetched) keeps of what a
 * visitor does before React is in charge, handed to src/app/early-input.ts to replay after hydration.
 */
export type PendingInput =
  | { kind: 'click'; element: HTMLElement }
  | { kind: 'submit'; form: HTMLFormElement }
  | { kind: 'key'; init: KeyboardEventInit };

export type EarlyInput = {
  readonly pending: PendingInput[];
  /** True while a kept action is replayed: what it sets off (a submission, a change) goes straight on. */
  replaying: boolean;
  /** Stops keeping input: from here on React answers alone. */
  stop: () => void;
};

declare global {
  interface Window {
    earlyInput?: EarlyInput;
  }
}
