import { screen, within } from '@testing-library/react';

/** The form kit's error summary (the box around "There is a problem"). */
export function errorSummary(): HTMLElement {
  const box = screen.getByRole('heading', { name: 'There is a problem' }).parentElement;
  if (!box) throw new Error('The error summary heading has no box');
  return box;
}

/** The messages the error summary links to, in order. */
export function errorSummaryMessages(): (string | null)[] {
  return within(errorSummary())
    .getAllByRole('link')
    .map((link) => link.textContent);
}
