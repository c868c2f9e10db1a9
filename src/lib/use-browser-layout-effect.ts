import { useEffect, useLayoutEffect } from 'react';

/**
 * useLayoutEffect in the browser (runs before paint); useEffect while prerendering, where useLayoutEffect
 * only warns and neither runs.
 */
export const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
