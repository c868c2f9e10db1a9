import { useEffect, useState } from 'react';
import { previewToken } from './preview';

/**
 * Reads the row a preview address opens, with the token from the address's fragment, and again whenever the
 * fragment changes. undefined while reading. A preview is never prerendered: it reads the latest saved row.
 */
export function usePreview<T>(read: (token: string) => Promise<T>): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    let current = true;
    const load = () =>
      void read(previewToken(window.location.hash)).then((next) => current && setValue(next));
    load();
    window.addEventListener('hashchange', load);
    return () => {
      current = false;
      window.removeEventListener('hashchange', load);
    };
  }, [read]);
  return value;
}
