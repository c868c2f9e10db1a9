import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

describe('unmatched paths', () => {
  it('show a branded Page not found screen with ways back', async () => {
    await renderApp('/definitely/not/here');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Read the blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Book a free call' })).toHaveAttribute('href', '/book-call');
  });
});
