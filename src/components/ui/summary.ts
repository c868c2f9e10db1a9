/**
 * A `summary` drawn as the control it stands for (a menu button, a text button): no disclosure triangle
 * (Safari draws it with a pseudo-element of its own), a pointer cursor.
 */
export const summaryClasses = 'cursor-pointer list-none [&::-webkit-details-marker]:hidden';
