import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useEditBeforeHydration } from './use-edit-before-hydration';

function Field() {
  const [value, setValue] = useState('');
  useEditBeforeHydration<HTMLInputElement, string>(
    'email',
    (input) => (input.value === value ? undefined : input.value),
    setValue,
  );
  return (
    <>
      <input id="email" value={value} onChange={(event) => setValue(event.target.value)} />
      <output>{value ? `React has: ${value}` : 'React has nothing'}</output>
    </>
  );
}

describe('useEditBeforeHydration', () => {
  it('hands React the text typed into the prerendered field before it hydrated, once', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Field />);
    document.body.append(container);
    container.querySelector('input')!.value = 'founder@startup.com';
    render(<Field />, { container, hydrate: true });
    expect(screen.getByRole('status')).toHaveTextContent('React has: founder@startup.com');
    expect(screen.getByRole('textbox')).toHaveValue('founder@startup.com');
  });

  it('changes nothing where nothing was typed', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Field />);
    document.body.append(container);
    render(<Field />, { container, hydrate: true });
    expect(screen.getByRole('status')).toHaveTextContent('React has nothing');
  });
});
